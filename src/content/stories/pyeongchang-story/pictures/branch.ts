import { scaled, seededSequence, tones, type PropDefinition } from '@/pictures';

const bark = tones.wood;
const leaf = { base: '#6cbf5f', shade: '#4a9a45', light: '#a6e08f' };
const deep = '#3a7a36';
const autumn = ['#e8574f', '#f5a04a'];

/** One depth of the canopy: small round clumps of leaves, `count` of them across, about `y` (up negative) and `r` big. */
function clumpRow(next: () => number, count: number, y: number, r: number, fill: string): string {
  return Array.from({ length: count }, (_, i) => {
    const x = -52 + (104 * (i + next())) / count;
    return `<circle cx="${x.toFixed(1)}" cy="${(y + (next() - 0.5) * 5).toFixed(1)}" r="${(r * (0.75 + next() * 0.5)).toFixed(1)}" fill="${fill}"/>`;
  }).join('');
}

/**
 * 'lying': a long fallen branch along, with twigs and a few leaves. 'canopy': the trees' crowns meeting overhead,
 * 100 wide and 32 tall from its hanging underside (y = 0) up, dark limbs under clumps of leaves in three depths, a few
 * of them turning red, with gaps where the sky shows through.
 */
export const branch: PropDefinition = {
  variants: ['lying', 'canopy'],
  draw: ({ size, variant }) => {
    if (variant === 'canopy') {
      // A fixed scatter, so the canopy draws the same every time.
      const next = seededSequence(7);
      const limbs = `<path d="M-50 -24Q-20 -14 6 -19T50 -13M-30 -28Q-26 -15 -12 -9M24 -28Q28 -17 40 -8" stroke="${tones.darkWood.shade}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
      const turning = Array.from({ length: 7 }, (_, i) => {
        const x = -46 + i * 15 + next() * 6;
        return `<ellipse cx="${x.toFixed(1)}" cy="${(-4 - next() * 8).toFixed(1)}" rx="1" ry=".6" fill="${autumn[i % 2]}" transform="rotate(${Math.round(next() * 90)} ${x.toFixed(1)} -8)"/>`;
      }).join('');
      return scaled(
        size,
        `<rect x="-52" y="-36" width="104" height="14" fill="${deep}"/>` +
          clumpRow(next, 22, -22, 4, deep) +
          limbs +
          clumpRow(next, 26, -13, 3.2, leaf.shade) +
          clumpRow(next, 24, -6, 2.4, leaf.base) +
          clumpRow(next, 18, -9, 1, leaf.light) +
          turning,
      );
    }
    const stick = `<path d="M-50 -8Q0 -16 48 -10" stroke="${bark.base}" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M-50 -5Q0 -12 48 -7" stroke="${bark.shade}" stroke-width="3.5" fill="none" stroke-linecap="round"/><path d="M-10 -13l10 -14M18 -13l6 -12M28 -11l14 4" stroke="${bark.base}" stroke-width="3" fill="none" stroke-linecap="round"/><g fill="${leaf.base}"><ellipse cx="2" cy="-30" rx="8" ry="4.5" transform="rotate(-40 2 -30)"/><ellipse cx="-8" cy="-29" rx="7" ry="4" transform="rotate(30 -8 -29)" fill="${leaf.shade}"/><ellipse cx="26" cy="-27" rx="8" ry="4.5" transform="rotate(-60 26 -27)"/><ellipse cx="32" cy="-22" rx="7" ry="4" transform="rotate(20 32 -22)" fill="${leaf.light}"/><ellipse cx="45" cy="-5" rx="8" ry="4.5" fill="${leaf.shade}"/><ellipse cx="-4" cy="-22" rx="6" ry="3.5" fill="${leaf.light}"/><ellipse cx="-36" cy="-14" rx="7" ry="4" transform="rotate(-20 -36 -14)"/></g>`;
    return scaled(size, stick);
  },
};
