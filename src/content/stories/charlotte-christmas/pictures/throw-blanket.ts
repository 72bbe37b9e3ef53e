import { scaled, tones, type PropDefinition } from '@/pictures';

const b = tones.blue;
const check = (d: string) => `<path d="${d}" stroke="${tones.cream.base}" stroke-width="4" opacity=".55" fill="none"/>`;

/**
 * A soft checked blanket: 'wrapped' round someone sitting curled up, turned to the right (its
 * base at the seat, the collar just under the chin at about (30, -57), a knee bump in front, the hem
 * falling 12 over the seat's front edge and a fringed fold hanging straight down below it to y = 37 (a corner
 * flying out to the side read as a mermaid's tail); drawn just before the person, it lies round the shoulders and
 * behind them, their arms and knees in front), 'flung' through the air,
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
      // Billowing as it falls, soft and curved: its top bellies up, two corners hang down and the fringe trails (a flat
      // checked rectangle read as a flag).
      return scaled(
        size,
        `<path d="M-52 -4Q-58 -34 -38 -54Q-10 -80 20 -64Q38 -56 54 -60Q64 -38 46 -14Q30 -24 16 -10Q2 4 -14 -8Q-30 -18 -52 -4Z" fill="${b.base}"/><path d="M20 -64Q38 -56 54 -60Q64 -38 46 -14Q30 -24 16 -10Q30 -36 20 -64Z" fill="${b.shade}"/><path d="M-38 -54Q-10 -80 20 -64Q-8 -70 -34 -48Z" fill="${b.light}"/>${check('M-30 -62Q-40 -34 -34 -14M-8 -72Q-16 -40 -6 -4M14 -66Q8 -38 18 -12M-52 -26Q-10 -48 52 -40M-44 -46Q-8 -66 44 -58')}<path d="M-52 -4l-4 6M-46 -8l-3 7M-40 -12l-2 7M46 -14l2 7M40 -18l1 7" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    return scaled(
      size,
      `<path d="M-24 6L-25 30Q-10 34 6 30L6 12Z" fill="${b.shade}"/>${check('M-16 12L-16 31M-25 22Q-10 24 6 21')}<path d="M-22 31v6M-15 32v6M-8 32v6M-1 31v6" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/><path d="M-22 4C-34 -12 -30 -42 -14 -55Q-2 -63 12 -60Q22 -56 30 -56Q40 -60 50 -56C62 -50 64 -36 56 -28Q52 -20 56 -8Q60 -2 64 4L64 12Q48 18 32 14Q14 18 -4 14Q-16 16 -26 12Q-28 8 -22 4Z" fill="${b.base}"/><path d="M34 -54Q40 -58 50 -56C62 -50 64 -36 56 -28Q52 -20 56 -8Q60 -2 64 4L64 12Q52 17 40 15Q44 -20 34 -54Z" fill="${b.shade}"/><path d="M-14 -55Q-2 -63 12 -60Q22 -56 30 -56Q14 -52 0 -55Q-12 -54 -24 -42Q-24 -50 -14 -55ZM40 -57Q52 -58 58 -46Q50 -52 40 -53Z" fill="${b.light}"/>${check('M-10 -56Q-22 -22 -14 12M12 -58Q4 -24 10 15M-28 -24Q0 -32 36 -28M-26 2Q4 -4 40 0M50 -54Q54 -24 52 15M40 -36Q50 -40 60 -38')}<path d="M-26 12Q-16 16 -4 14Q14 18 32 14Q48 18 64 12" stroke="${b.shade}" stroke-width="3" fill="none"/>`,
    );
  },
};
