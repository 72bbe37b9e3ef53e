import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A path lying on the ground, 100 wide: 'steep' a paved lane climbing from the front left to the back
 * right with step lines; 'forest' a dirt path into the trees, dappled with sunlight; 'climb' the same
 * paved lane seen from the side as it climbs a bank from the front left (y about -5 at x = -50) up
 * to a flat landing on the right (its top at y = -26 from x = 30), a stone-faced bank beneath it and
 * a handrail along it, so the slope itself shows.
 */
const kinds: Record<string, () => string> = {
  steep: () => {
    const s = tones.stone;
    const steps = Array.from({ length: 6 }, (_, i) => `M${-44 + i * 13} ${-4 - i * 8}l18 -3`).join('');
    return `<path d="M-50 0L-30 0L46 -54L34 -56Z" fill="${s.base}"/><path d="M-50 0L34 -56L30 -56L-54 0Z" fill="${s.shade}"/><path d="${steps}" stroke="${s.shade}" stroke-width="2.4" stroke-linecap="round"/><path d="M-44 -10L30 -58" stroke="${s.light}" stroke-width="1.6" stroke-dasharray="5 5"/>`;
  },
  climb: () => {
    const s = tones.stone;
    const w = tones.darkWood;
    // the lane's walking line: front lip from (-50, -2) to (30, -22), far edge 6 higher
    const lip = (x: number) => (x < 30 ? -2 - ((x + 50) * 20) / 80 : -22);
    const steps = Array.from({ length: 8 }, (_, i) => -46 + i * 10)
      .map((x) => `M${x} ${lip(x)}l3 -6`)
      .join('');
    const stones = Array.from({ length: 16 }, (_, i) => -46 + i * 6.2)
      .map((x, i) => `<ellipse cx="${x}" cy="${(lip(x) + 0) / 2 + (i % 2 ? 2 : -1)}" rx="3" ry="1.8" fill="${s.light}" opacity=".8"/>`)
      .join('');
    const posts = [-42, -22, -2, 18, 38].map((x) => `M${x} ${lip(x) - 6}v-8`).join('');
    return [
      `<path d="M-50 0V-2L30 -22H50V0Z" fill="${s.shade}"/>`,
      stones,
      `<path d="M-50 -2L30 -22H50V-28H30L-50 -8Z" fill="${s.base}"/>`,
      `<path d="${steps}" stroke="${s.shade}" stroke-width="1.2" stroke-linecap="round"/>`,
      `<path d="M-50 -2L30 -22H50" stroke="${s.light}" stroke-width="1.4" fill="none"/>`,
      `<path d="${posts}" stroke="${w.base}" stroke-width="1.6" stroke-linecap="round"/>`,
      `<path d="M-42 ${lip(-42) - 14}L30 ${lip(30) - 14}H50" stroke="${w.light}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
    ].join('');
  },
  forest: () =>
    `<path d="M-50 0Q-20 -14 -6 -30Q2 -38 0 -44H10Q12 -36 18 -30Q30 -14 50 0Z" fill="#c9a172"/><path d="M-30 -6Q-14 -16 -4 -26" stroke="#b08a5e" stroke-width="2" fill="none"/><g fill="#fff3b0" opacity=".75"><ellipse cx="-18" cy="-8" rx="8" ry="2.6"/><ellipse cx="12" cy="-14" rx="6" ry="2"/><ellipse cx="24" cy="-5" rx="7" ry="2.4"/><ellipse cx="4" cy="-28" rx="4" ry="1.4"/></g>`,
};

export const lane: PropDefinition = {
  grip: 0,
  variants: ['steep', 'forest', 'climb'],
  draw: ({ size, variant = 'steep' }) => scaled(size, kinds[variant]!()),
};
