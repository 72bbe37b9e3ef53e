import { scaled, tones, type PropDefinition } from '@/pictures';

const berry = { base: '#5b5fc7', shade: '#3f4198', light: '#9ea3f0' };

/** One blueberry, lit at its upper left. */
const oneBerry = (x: number, y: number, r = 8) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${berry.base}"/><path d="M${x - r} ${y}a${r} ${r} 0 0 0 ${2 * r} 0" fill="${berry.shade}"/><circle cx="${x - r * 0.38}" cy="${y - r * 0.38}" r="${r * 0.3}" fill="${berry.light}"/>`;

/**
 * A small woven basket, heaped with blueberries ('full'), with a few left in the bottom ('empty'), or 'tipped' over on
 * its side, its mouth to the left, the last few berries rolled out onto the ground in front of it.
 */
export const blueberryBasket: PropDefinition = {
  variants: ['full', 'empty', 'tipped'],
  draw: ({ size, variant }) => {
    const spots =
      variant === 'empty' || variant === 'tipped'
        ? [
            [-14, -50],
            [8, -49],
          ]
        : [
            [-26, -52],
            [-12, -56],
            [4, -56],
            [20, -53],
            [30, -50],
            [-18, -63],
            [-2, -66],
            [14, -62],
            [6, -73],
          ];
    const heap = spots.map(([x, y]) => oneBerry(x!, y!)).join('');
    const basket = `<path d="M-36 -50Q0 -110 36 -50" stroke="${tones.wood.shade}" stroke-width="6" fill="none"/>${heap}<path d="M-40 -50H40L32 0H-32Z" fill="${tones.wood.base}"/><path d="M-38 -36H38M-36 -22H36M-34 -9H34" stroke="${tones.wood.shade}" stroke-width="3"/><path d="M-20 -50l-4 50M0 -50v50M20 -50l4 50" stroke="${tones.wood.light}" stroke-width="2"/><rect x="-42" y="-54" width="84" height="8" rx="4" fill="${tones.wood.light}"/>`;
    if (variant !== 'tipped') return scaled(size, basket);
    // Fallen over, its bottom to the right and its mouth tipped down to the left, resting on the ground (y = 0), its
    // dark mouth showing and three berries rolled out (turned square on its side, it read as a crate standing up).
    const spilled = [oneBerry(-50, -8), oneBerry(-68, -7), oneBerry(-58, -22, 7)].join('');
    const mouth = `<ellipse cx="0" cy="-50" rx="40" ry="9" fill="${tones.wood.shade}"/>`;
    return scaled(size, `<g transform="translate(14 -30) rotate(-64)">${basket}${mouth}</g>${spilled}`);
  },
};
