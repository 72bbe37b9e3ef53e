import { scaled, tones, type PropDefinition } from '@/pictures';

const b = tones.blue;
const check = (d: string) => `<path d="${d}" stroke="${tones.cream.base}" stroke-width="4" opacity=".55" fill="none"/>`;

/**
 * A soft checked blanket: 'wrapped' round the shoulders of someone sitting curled up, turned to the left (its
 * base at the seat under the back, the collar just under the chin at about (-20, -76)); drawn just after the person,
 * it covers the near shoulder and the back down to the seat, and its front edge falls open past the upper arm, so
 * the face, the hands and the knees show (drawn before them, round the back alone, it read as a backpack; over their
 * front, as a plaid blob), 'flung' through the air,
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
    // Round the shoulders of someone sitting curled up and turned to the left, drawn after them: the collar under the
    // chin at (-20, -76), up behind the neck, over the back and down it to the seat, its front edge falling from the
    // neck over the upper arm to the hands at (-20, -36), where they hold it closed, and on down to the seat, so the
    // face, the hands and the knees in front of them stay clear.
    return scaled(
      size,
      `<path d="M-20 -76Q-10 -80 -2 -88Q8 -96 20 -94Q30 -90 32 -76Q38 -50 35 -20Q34 -2 31 6Q8 11 -14 8Q-20 6 -22 0Q-18 -18 -18 -36Q-18 -56 -20 -76Z" fill="${b.base}"/>` +
        `<path d="M14 -95Q28 -92 32 -76Q38 -50 35 -20Q34 -2 31 6Q22 9 12 9Q24 -36 14 -95Z" fill="${b.shade}"/>` +
        `<path d="M-20 -76Q-10 -80 -2 -88Q8 -96 20 -94Q6 -88 -4 -78Q-12 -62 -12 -40Q-18 -58 -20 -76Z" fill="${b.light}"/>` +
        `<path d="M-22 0Q-12 -4 -4 -2Q-10 -20 -12 -38" stroke="${b.shade}" stroke-width="2.5" fill="none"/>` +
        check('M0 -88Q8 -44 4 8M18 -93Q24 -40 22 9M-16 -56Q10 -62 36 -54M-16 -22Q12 -26 35 -22') +
        `<path d="M-18 -76Q-14 -56 -16 -36" stroke="${b.shade}" stroke-width="2.5" fill="none"/>` +
        `<path d="M-16 9v6M-8 10v6M0 10v6M8 10v6M16 10v6M24 9v6M31 7v6" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/>`,
    );
  },
};
