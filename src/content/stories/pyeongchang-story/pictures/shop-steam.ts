import { scaled, type PropDefinition } from '@/pictures';

/**
 * Steam billowing up from the tteok shop's steamer and drifting over the shop: soft white clouds that widen as they
 * rise and lean to the left, each with a cool grey-blue rim, so they read on the shop's cream wall (the engine's plain
 * white steam all but vanished there), and two curls at the foot, at the right, where it leaves the steamer. About 90
 * wide and 95 tall; its foot at (24, 0).
 */
const puffs: readonly (readonly [number, number, number])[] = [
  [22, -20, 10],
  [12, -34, 13],
  [0, -46, 15],
  [-16, -56, 16],
  [12, -58, 14],
  [-32, -66, 14],
  [-4, -70, 17],
  [24, -70, 12],
  [-22, -80, 13],
  [8, -84, 12],
];
const circles = (extra: number) => puffs.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r + extra}"/>`).join('');

export const shopSteam: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        `<g fill="#b9c6d4" opacity=".8">${circles(2)}</g>`,
        `<g fill="#ffffff" opacity=".92">${circles(0)}</g>`,
        `<g fill="#eef3f8">${puffs.map(([x, y, r]) => `<circle cx="${x + r * 0.25}" cy="${y + r * 0.3}" r="${r * 0.55}"/>`).join('')}</g>`,
        '<path d="M18 0q-7 -6 0 -12t0 -12M30 0q-7 -6 0 -12t0 -12" stroke="#ffffff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".9"/>',
      ].join(''),
    ),
};
