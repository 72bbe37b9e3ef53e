import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A woven basket, 'full': heaped with berries. Carried by the top of its handle (held by its middle, the hand lay on
 * the basket's face and did not hold it: blind critic r58).
 */
export const berryBasket: PropDefinition = {
  grip: 0.78,
  variants: ['full'],
  draw: ({ size }) => {
    const heap = [
      [-24, -52],
      [-10, -56],
      [6, -55],
      [22, -52],
      [-16, -62],
      [2, -64],
      [16, -60],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${tones.red.base}"/><circle cx="${x! - 2}" cy="${y! - 2}" r="2" fill="${tones.red.light}"/>`)
      .join('');
    return scaled(
      size,
      `<path d="M-36 -50Q0 -110 36 -50" stroke="${tones.wood.shade}" stroke-width="6" fill="none"/>${heap}<path d="M-40 -50H40L32 0H-32Z" fill="${tones.wood.base}"/><path d="M-38 -36H38M-36 -22H36M-34 -9H34" stroke="${tones.wood.shade}" stroke-width="3"/><path d="M-20 -50l-4 50M0 -50v50M20 -50l4 50" stroke="${tones.wood.light}" stroke-width="2"/><rect x="-42" y="-54" width="84" height="8" rx="4" fill="${tones.wood.light}"/>`,
    );
  },
};
