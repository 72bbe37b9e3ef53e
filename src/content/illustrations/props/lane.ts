import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/**
 * A path lying on the ground, 100 wide: 'steep' a paved lane climbing from the front left to the back
 * right with step lines; 'forest' a dirt path into the trees, dappled with sunlight.
 */
const kinds: Record<string, () => string> = {
  steep: () => {
    const s = tones.stone;
    const steps = Array.from({ length: 6 }, (_, i) => `M${-44 + i * 13} ${-4 - i * 8}l18 -3`).join('');
    return `<path d="M-50 0L-30 0L46 -54L34 -56Z" fill="${s.base}"/><path d="M-50 0L34 -56L30 -56L-54 0Z" fill="${s.shade}"/><path d="${steps}" stroke="${s.shade}" stroke-width="2.4" stroke-linecap="round"/><path d="M-44 -10L30 -58" stroke="${s.light}" stroke-width="1.6" stroke-dasharray="5 5"/>`;
  },
  forest: () =>
    `<path d="M-50 0Q-20 -14 -6 -30Q2 -38 0 -44H10Q12 -36 18 -30Q30 -14 50 0Z" fill="#c9a172"/><path d="M-30 -6Q-14 -16 -4 -26" stroke="#b08a5e" stroke-width="2" fill="none"/><g fill="#fff3b0" opacity=".75"><ellipse cx="-18" cy="-8" rx="8" ry="2.6"/><ellipse cx="12" cy="-14" rx="6" ry="2"/><ellipse cx="24" cy="-5" rx="7" ry="2.4"/><ellipse cx="4" cy="-28" rx="4" ry="1.4"/></g>`,
};

export const lane: PropDefinition = {
  grip: 0,
  variants: ['steep', 'forest'],
  draw: ({ size, variant = 'steep' }) => scaled(size, kinds[variant]!()),
};
