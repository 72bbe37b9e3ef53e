import { scaled, shadeOf, tones, type PropDefinition } from '@/pictures';

const b = tones.blue;
/**
 * The plaid woven in: an opaque pale stripe with a thin dark thread beside it. Cream lines laid over the cloth at half
 * strength read as glass panes, and the blanket as see-through over the arm and knee under it (blind critics, c6-p2).
 */
const check = (d: string) =>
  `<path d="${d}" stroke="${shadeOf(b.base, 0.45)}" stroke-width="4" fill="none"/>` +
  `<path d="${d}" stroke="${b.shade}" stroke-width="1.2" fill="none" transform="translate(2.6 2.6)"/>`;

/** The plaid as a thick throw's: broad soft bands of a deeper blue, each with a pale thread down its middle. */
const bands = (d: string) =>
  `<path d="${d}" stroke="${shadeOf(b.base, -0.14)}" stroke-width="8" fill="none"/>` +
  `<path d="${d}" stroke="${shadeOf(b.base, 0.4)}" stroke-width="1.6" fill="none"/>`;

/**
 * A soft checked blanket: 'wrapped' round both shoulders of someone sitting turned three-quarters to the left (its
 * base at the seat under the back, the collar behind the neck at about (-14, -92)); drawn just after the person, it
 * covers both shoulders, the near upper arm and the back down to the seat, its front edge crossed over the chest to
 * the near hip, so the face, the forearm out under it and the knees show (drawn before them, round the back alone, it read as a backpack; over their
 * front, as a plaid blob), or 'flung' through the air. (A blanket over a lap is the person's own `lapBlanket`.)
 */
export const throwBlanket: PropDefinition = {
  variants: ['wrapped', 'flung'],
  draw: ({ size, variant }) => {
    if (variant === 'flung') {
      // Billowing as it falls, soft and curved: its top bellies up, two corners hang down and the fringe trails (a flat
      // checked rectangle read as a flag).
      return scaled(
        size,
        `<path d="M-52 -4Q-58 -34 -38 -54Q-10 -80 20 -64Q38 -56 54 -60Q64 -38 46 -14Q30 -24 16 -10Q2 4 -14 -8Q-30 -18 -52 -4Z" fill="${b.base}"/><path d="M20 -64Q38 -56 54 -60Q64 -38 46 -14Q30 -24 16 -10Q30 -36 20 -64Z" fill="${b.shade}"/><path d="M-38 -54Q-10 -80 20 -64Q-8 -70 -34 -48Z" fill="${b.light}"/>${check('M-30 -62Q-40 -34 -34 -14M-8 -72Q-16 -40 -6 -4M14 -66Q8 -38 18 -12M-52 -26Q-10 -48 52 -40M-44 -46Q-8 -66 44 -58')}<path d="M-52 -4l-4 6M-46 -8l-3 7M-40 -12l-2 7M46 -14l2 7M40 -18l1 7" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    // Wrapped round her whole, from the collar at her neck down over her lap and knees to her shins, one thick cloth: a
    // rolled collar behind the neck; the near side over the shoulder and down the arm to the lap; the lap a level shelf
    // to the knees, where the cloth turns down over them in a deep shaded fall to a heavy fringed hem at mid-shin; the
    // back down to the seat. Its plaid in broad bands running straight across the whole wrap, so no line follows a knee
    // or a shin under it (the person's own lap blanket under a shawl showed her knee and shin through it, and the two
    // read as see-through: blind critics, c6-p2).
    const wrap =
      'M-22 -97Q-38 -96 -44 -84Q-52 -66 -51 -52Q-62 -52 -76 -49Q-88 -46 -90 -34Q-92 -16 -92 4' +
      'Q-82 10 -72 5Q-62 11 -52 6Q-42 11 -32 6Q-22 11 -12 6Q-4 10 2 4Q8 10 14 6Q22 12 31 5Q36 -2 33 -16Q28 -38 31 -58' +
      'Q32 -84 18 -99Q8 -106 -8 -99Q-12 -101 -19 -92Z';
    // The fall over the knees, turned from the light, and its thickness at the knee's round.
    const fall = 'M-76 -48Q-88 -46 -90 -34Q-92 -16 -92 4Q-82 10 -72 5Q-76 -16 -74 -36Q-72 -44 -76 -48Z';
    const back = 'M18 -99Q32 -84 31 -58Q28 -38 33 -16Q36 -2 31 5Q22 12 14 6Q24 -40 12 -100Z';
    // The lap's top, lit: the cloth lies level over her thighs.
    const lap = 'M-51 -52Q-66 -52 -78 -48Q-86 -45 -88 -38Q-70 -45 -50 -46Z';
    // The wrap's edge crossed over the chest from the collar to the lap, a thick rolled edge (light lip, shade under).
    const edge = 'M-6 -98Q-20 -80 -28 -62Q-36 -50 -52 -47';
    const fringe = [-88, -80, -72, -64, -56, -48, -40, -32, -24, -16, -8, 0, 8, 16, 24].map((x) => `M${x} ${x < 2 ? 8 : 9}v7`).join('');
    return scaled(
      size,
      // Pressed down a little from the top, so the collar lies at the neck below a bowed chin.
      `<g transform="scale(1 .92)"><path d="${wrap}" fill="${b.base}"/>` +
        `<path d="${back}" fill="${b.shade}"/><path d="${fall}" fill="${shadeOf(b.base, -0.12)}"/>` +
        `<path d="${lap}" fill="${b.light}" opacity=".7"/>` +
        `<path d="M-44 -84Q-52 -66 -51 -52Q-47 -52 -44 -53Q-47 -66 -38 -86Z" fill="${b.shade}"/>` +
        // The fold where the lap meets her middle: the cloth tucks in under the arm.
        `<path d="M-50 -49Q-44 -40 -46 -26" stroke="${b.shade}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
        // Broad plaid bands, straight across the whole wrap.
        bands('M-83 -44L-84 4M-62 -48L-62 8M-40 -60L-40 8M-15 -95L-15 6M8 -103L9 6M25 -98L26 6M-50 -72L32 -72M-90 -22L34 -22') +
        `<path d="${edge}" stroke="${b.shade}" stroke-width="6" stroke-linecap="round" fill="none" transform="translate(1.5 2)"/>` +
        `<path d="${edge}" stroke="${b.light}" stroke-width="3.4" stroke-linecap="round" fill="none"/>` +
        `<path d="M-24 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.shade}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
        `<path d="M-24 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.light}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
        // A heavy hem: a dark band along the bottom, and the fringe.
        `<path d="M-91 0Q-82 5 -72 1Q-62 6 -52 2Q-42 6 -32 2Q-22 6 -12 2Q-4 5 2 0Q8 5 14 2Q22 7 31 1" stroke="${b.shade}" stroke-width="4" fill="none"/>` +
        `<path d="${fringe}" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/></g>`,
    );
  },
};
