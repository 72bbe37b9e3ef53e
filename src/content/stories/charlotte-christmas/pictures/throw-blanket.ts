import { scaled, shadeOf, tones, type PropDefinition } from '@/pictures';

const b = tones.blue;
/**
 * The plaid woven in: an opaque pale stripe with a thin dark thread beside it. Cream lines laid over the cloth at half
 * strength read as glass panes, and the blanket as see-through over the arm and knee under it (blind critics, c6-p2).
 */
const check = (d: string) =>
  `<path d="${d}" stroke="${shadeOf(b.base, 0.45)}" stroke-width="4" fill="none"/>` +
  `<path d="${d}" stroke="${b.shade}" stroke-width="1.2" fill="none" transform="translate(2.6 2.6)"/>`;

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
    // A shawl round both shoulders of someone sitting turned three-quarters to the left, drawn after them: a rolled
    // collar behind the neck; the near panel over the left shoulder and down the upper arm to the elbow, where the forearm
    // comes out under its hem; the far panel over the right shoulder and down the back to the seat, its fringe there; the
    // front crossed over the chest, so the face, the forearm and the lap stay clear (one slab down the back read as a
    // board hung off one shoulder, nothing wrapped; open in a V down the chest, a cape).
    const near = 'M-22 -97Q-40 -98 -47 -84Q-55 -66 -51 -48Q-42 -40 -31 -45Q-29 -72 -19 -92Z';
    // The far panel and its front edge pulled across the chest to the near hip in one piece, so it is wrapped round her
    // and not hung off her shoulders as a cape, with no edge drawn between the back and the front (the front laid on as
    // a piece of its own, with a dark stroke down it and a lighter overlay, read as an arm inside see-through cloth,
    // blind critics c6-p2).
    const far =
      'M-19 -92Q-12 -101 -8 -99Q8 -108 22 -100Q38 -84 33 -58Q28 -38 33 -16Q36 -2 31 5Q22 12 14 6Q8 10 2 4Q-1 -20 -3 -38Q-18 -36 -33 -42Q-30 -70 -19 -92Z';
    return scaled(
      size,
      // Pressed down a little from the top, so the collar lies at the neck below a bowed chin.
      `<g transform="scale(1 .92)"><path d="${near}" fill="${b.base}"/><path d="${far}" fill="${b.base}"/>` +
        `<path d="M22 -100Q38 -84 33 -58Q28 -38 33 -16Q36 -2 31 5Q22 12 14 6Q24 -40 14 -100Z" fill="${b.shade}"/>` +
        `<path d="M-47 -84Q-55 -66 -51 -48Q-46 -46 -42 -47Q-46 -66 -40 -86Z" fill="${b.shade}"/>` +
        `<path d="M-24 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.shade}" stroke-width="7" stroke-linecap="round" fill="none"/>` +
        `<path d="M-24 -97Q-16 -105 -8 -100Q-2 -104 6 -104" stroke="${b.light}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
        // One straight plaid over the whole wrap, so its lines run on across the back, the shoulder and the crossed front as one
        // woven cloth (checks curving down each panel followed the arm and the knee under it and read as limbs).
        check('M-40 -90L-41 -48M-15 -95L-15 -40M8 -103L9 4M24 -98L25 6M-50 -70L31 -70M-33 -44L-3 -44M-2 -30L28 -30') +
        // Two soft folds where the cloth hangs from the shoulders under its own weight, down the back to the seat.
        `<path d="M16 -86Q19 -52 15 -10M-46 -62Q-48 -54 -47 -48" stroke="${b.shade}" stroke-width="1.6" stroke-linecap="round" fill="none"/>` +
        `<path d="M4 6v6M11 7v6M18 8v6M25 7v6M31 6v6" stroke="${tones.cream.shade}" stroke-width="3" stroke-linecap="round"/></g>`,
    );
  },
};
