import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const b = tones.blue;
const check = (d: string) => `<path d="${d}" stroke="${tones.cream.base}" stroke-width="4" opacity=".55" fill="none"/>`;

/**
 * A soft checked blanket: 'wrapped' round someone sitting (a rounded drape from the shoulders to
 * the seat; draw it just after the person so only the head shows above it), 'flung' through the air,
 * or 'lap' laid over the thighs of someone sitting turned to the right and falling over the knees down
 * the shins (the lap is about y = -50, the knees at x = 24, the hanging hem at y = 0; draw it after the person).
 */
export const throwBlanket: PropDefinition = {
  variants: ['wrapped', 'flung', 'lap'],
  draw: ({ size, variant }) => {
    if (variant === 'lap') {
      return scaled(
        size,
        `<path d="M-36 -46Q-8 -56 18 -52Q36 -50 38 -36L40 -2Q26 3 12 0L10 -30Q-12 -27 -36 -30Q-42 -38 -36 -46Z" fill="${b.base}"/><path d="M18 -52Q36 -50 38 -36L40 -2Q26 3 12 0L10 -30Q20 -34 18 -52Z" fill="${b.shade}"/><path d="M-36 -46Q-8 -56 18 -52Q-8 -50 -34 -42Z" fill="${b.light}"/>${check('M-18 -50L-18 -29M2 -53L2 -29M24 -46L26 0M-38 -38Q-10 -40 24 -40M11 -16Q26 -18 39 -16')}<path d="M15 1v7M22 2v7M29 2v7M36 1v7" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/>`,
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
