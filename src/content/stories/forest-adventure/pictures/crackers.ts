import { clampCount, scaled, tones, type PropDefinition } from '@/pictures';

const cracker = { base: '#e9bf76', shade: '#c99a4f', light: '#f7dca6' };

/** One square cracker with its docking holes, centred on its origin. */
const one = `<rect x="-15" y="-13" width="32" height="28" rx="4" fill="${cracker.shade}"/><rect x="-16" y="-15" width="32" height="28" rx="4" fill="${cracker.base}"/><path d="M-13 -12h26" stroke="${cracker.light}" stroke-width="2.5" stroke-linecap="round"/><g fill="${tones.wood.shade}"><circle cx="-7" cy="-5" r="1.6"/><circle cx="7" cy="-5" r="1.6"/><circle cx="0" cy="1" r="1.6"/><circle cx="-7" cy="7" r="1.6"/><circle cx="7" cy="7" r="1.6"/></g>`;

/**
 * Square crackers with docking holes, `count` of them: 'spread' overlapping in a row (laid down), 'fan' fanned up out
 * of one hand like playing cards, their lower corners together where the fist closes on them (held in a row, the fist
 * sat in the middle of the row and the crackers read as stuck beside it).
 */
export const crackers: PropDefinition = {
  variants: ['spread', 'fan'],
  draw: ({ size, count, variant }) => {
    const n = clampCount(count, 4, 1, 8);
    if (variant === 'fan') {
      // The fist at 0.4 of the size up (the default grip): each cracker turned about that point and rising out of it.
      const fan = Array.from({ length: n }, (_, i) => {
        const turn = (i - (n - 1) / 2) * 30;
        return `<g transform="translate(0 -40) rotate(${turn}) translate(0 -22)">${one}</g>`;
      });
      return scaled(size, fan.join(''));
    }
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const x = -36 + (72 * i) / Math.max(1, n - 1);
      const turn = (i % 3) * 8 - 8;
      parts.push(`<g transform="translate(${x.toFixed(1)} -14) rotate(${turn})">${one}</g>`);
    }
    return scaled(size, parts.join(''));
  },
};
