import { clampCount, scaled, tones, type PropDefinition } from '@/pictures';

const cracker = { base: '#e9bf76', shade: '#c99a4f', light: '#f7dca6' };

/** Square crackers with docking holes, `count` of them overlapping in a little spread. */
export const crackers: PropDefinition = {
  variants: [],
  draw: ({ size, count }) => {
    const n = clampCount(count, 4, 1, 8);
    const parts: string[] = [];
    for (let i = 0; i < n; i++) {
      const x = -36 + (72 * i) / Math.max(1, n - 1);
      const turn = (i % 3) * 8 - 8;
      parts.push(
        `<g transform="translate(${x.toFixed(1)} -14) rotate(${turn})"><rect x="-15" y="-13" width="32" height="28" rx="4" fill="${cracker.shade}"/><rect x="-16" y="-15" width="32" height="28" rx="4" fill="${cracker.base}"/><path d="M-13 -12h26" stroke="${cracker.light}" stroke-width="2.5" stroke-linecap="round"/><g fill="${tones.wood.shade}"><circle cx="-7" cy="-5" r="1.6"/><circle cx="7" cy="-5" r="1.6"/><circle cx="0" cy="1" r="1.6"/><circle cx="-7" cy="7" r="1.6"/><circle cx="7" cy="7" r="1.6"/></g></g>`,
      );
    }
    return scaled(size, parts.join(''));
  },
};
