import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const b = tones.blue;
const check = (d: string) => `<path d="${d}" stroke="${tones.cream.base}" stroke-width="4" opacity=".55" fill="none"/>`;

/**
 * A soft checked blanket: 'wrapped' round someone sitting (a rounded drape from the shoulders to
 * the seat; draw it just after the person so only the head shows above it), 'flung' through the air,
 * or 'lap' spread over a sitter's knees and hanging down towards the floor (its top rests on the lap,
 * its base, y = 0, is the hanging hem; draw it after the person).
 */
export const throwBlanket: PropDefinition = {
  variants: ['wrapped', 'flung', 'lap'],
  draw: ({ size, variant }) => {
    if (variant === 'lap') {
      return scaled(
        size,
        `<path d="M-46 -70Q-4 -80 40 -70Q50 -66 48 -56L46 -4Q0 6 -44 -4L-50 -58Q-52 -68 -46 -70Z" fill="${b.base}"/><path d="M40 -70Q50 -66 48 -56L46 -4Q34 0 24 0Q30 -36 26 -66Z" fill="${b.shade}"/><path d="M-46 -70Q-4 -80 40 -70Q-4 -72 -44 -62Z" fill="${b.light}"/>${check('M-26 -72L-28 -2M-2 -76L-2 2M22 -74L24 0M-48 -42Q0 -34 48 -44M-46 -18Q0 -10 46 -20')}<path d="M-40 -2v8M-28 0v8M-16 1v8M-4 2v8M8 2v8M20 1v8M32 0v8" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    if (variant === 'flung') {
      return scaled(
        size,
        `<path d="M-50 -40Q-30 -70 -4 -52T46 -64L50 -20Q24 -4 0 -18T-46 -2Z" fill="${b.base}"/><path d="M18 -58Q34 -66 46 -64L50 -20Q38 -14 24 -14Z" fill="${b.shade}"/>${check('M-30 -58L-26 -10M-6 -54L-2 -14M18 -60L22 -14M-48 -22Q-24 -40 2 -32T48 -42')}`,
      );
    }
    return scaled(
      size,
      `<path d="M-30 -100Q-8 -112 14 -104Q40 -96 44 -60L50 -4Q0 6 -50 -4L-44 -60Q-42 -92 -30 -100Z" fill="${b.base}"/><path d="M14 -104Q40 -96 44 -60L50 -4Q34 0 20 0Q26 -60 14 -104Z" fill="${b.shade}"/><path d="M-30 -100Q-8 -112 14 -104Q0 -96 -22 -96Z" fill="${b.light}"/>${check('M-28 -96L-36 -4M-4 -104L-6 0M22 -96L30 -2M-44 -60Q0 -52 44 -62M-48 -30Q0 -22 48 -32')}`,
    );
  },
};
