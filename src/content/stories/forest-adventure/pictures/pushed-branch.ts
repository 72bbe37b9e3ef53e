import { scaled, tones, type PropDefinition } from '@/pictures';

/** A freshly fallen bough, its bark a warm mid brown that stands out against the dark flood. */
const bark = { base: '#a8714a', shade: tones.darkWood.shade, light: tones.wood.light };
const leaf = tones.green;
const foam = '#fbf7ee';

const leafAt = ([x, y, a]: readonly number[], i: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="4.2" ry="2.2" transform="rotate(${a} ${x} ${y})" fill="${i % 3 ? leaf.base : leaf.shade}" stroke="${leaf.shade}" stroke-width=".4"/>`;

/**
 * The branch torn away and spinning off downstream: a ring of foam round it where the water turns it, seen flat on the
 * flood, two curved strokes with arrowheads running round the ring the way it spins, and a wake of foam streaming
 * away to the right, the way the flood runs; its base is the branch's middle, on the water.
 */
const spinning = [
  `<ellipse cx="0" cy="-3" rx="44" ry="11" fill="none" stroke="${foam}" stroke-width="1.6" opacity=".8"/>`,
  `<path d="M-30 -14q30 -12 62 -2l-4 -4m4 4l-6 2" stroke="${foam}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  `<path d="M30 8q-30 12 -62 2l4 4m-4 -4l6 -2" stroke="${foam}" stroke-width="2" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  `<path d="M46 -2q20 -3 44 1M44 4q22 2 40 6M42 -8q16 -6 34 -4" stroke="${foam}" stroke-width="1.3" fill="none" stroke-linecap="round" opacity=".8"/>`,
  `<circle cx="-40" cy="-16" r="1.4" fill="${foam}"/><circle cx="-46" cy="-10" r="1" fill="${foam}"/><circle cx="36" cy="-18" r="1.2" fill="${foam}"/>`,
].join('');

/**
 * The bough as a branch and not a board: its edges knobbly and bowed, a knot and bark ridges along it, a fork leaving it
 * two-thirds along with its own leaves, running on past it to its leafy tip (`wholeTip`)
 * (drawn straight and smooth with a light stripe down its top, it read as a plank). Near end at x = -50 as the bough's.
 */
const rough = [
  `<path d="M-50 -8.8C-40 -9.6 -34 -8.6 -28 -9.4S-14 -10.2 -6 -9.2S8 -8.4 14 -8.8S26 -8 32 -7.2L36 -7.4L38 -5.4L41 -6.6L40 -4.2L37 -3.2C28 -4 20 -3.6 12 -3.2S-4 -2.4 -12 -1.8S-30 -1.2 -38 0.2S-46 0.6 -50 0.4C-53 0.6 -55 -1.6 -55 -4.2S-53 -9 -50 -8.8Z" fill="${bark.base}"/>`,
  // the butt end rounded off and ringed with bark, a broken bough and not a sawn board
  `<path d="M-50 -8.6C-52.6 -8.4 -54.2 -6.4 -54.2 -4.2S-52.6 0 -50 0.2" stroke="${bark.shade}" stroke-width="1" fill="none"/><path d="M-44 -8.6l-2 -3.4M-40 -1l-2.4 3" stroke="${bark.base}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
  `<path d="M-50 -1C-36 -2.4 -20 -3.4 -6 -3.8S20 -5 36 -4.6" stroke="${bark.shade}" stroke-width="1.6" fill="none"/>`,
  // bark ridges and a knot
  `<path d="M-42 -6.6l5 -1M-30 -5.2l6 -1.4M-18 -7l5 -.6M-8 -5.4l6 -1M6 -6.6l5 -.4M20 -5.8l5 -.8" stroke="${bark.shade}" stroke-width=".7" fill="none" stroke-linecap="round"/>`,
  `<ellipse cx="-22" cy="-5" rx="2" ry="1.3" fill="${bark.shade}"/><ellipse cx="-22.3" cy="-5.3" rx=".9" ry=".6" fill="${bark.light}"/>`,
  `<path d="M-46 -7.8Q-38 -8.6 -32 -8.2M-14 -8.8Q-6 -8.9 0 -8.3" stroke="${bark.light}" stroke-width=".8" fill="none" stroke-linecap="round"/>`,
  // the fork: a side limb leaving the bough and rising, thinner, its leaves
  `<path d="M14 -8.4Q20 -12 26 -16.8L27.4 -15.6Q22 -10.8 18 -7.4Z" fill="${bark.base}"/><path d="M-6 -8.6l3 -6M4 -8.4l4 4" stroke="${bark.base}" stroke-width="1.1" fill="none" stroke-linecap="round"/>`,
  [
    [-3, -15, -50],
    [8, -3, 30],
    [27, -19, -40],
    [30, -15, 20],
    [24, -21, -80],
  ]
    .map(leafAt)
    .join(''),
].join('');

/** The tip's twigs off the bough past the fork, and its crown of leaves (x, y, turn), whole or torn off. */
const TIP_TWIGS = `<path d="M36 -6.6l6 -6M40 -5.8l7 3M44 -6.2l3 -6" stroke="${bark.base}" stroke-width="1" fill="none" stroke-linecap="round"/>`;
const TIP_LEAVES = [
  [40, -13, -40],
  [44, -11, 10],
  [49, -12, -60],
  [51, -6, 0],
  [46, -3, 40],
  [53, -9, 30],
] as const;

/**
 * The same branch's leafy tip, still on it: the bough running on thin past the fork to a crown of leaves (nothing torn
 * off, so it reads as one branch from the hands to the leaves).
 */
const wholeTip = `<path d="M32 -7.2Q40 -7 48 -6.4L48 -5.2Q40 -4.6 32 -4.6Z" fill="${bark.base}"/>${TIP_TWIGS}${TIP_LEAVES.map(leafAt).join('')}`;

/**
 * The whirl that has the tip, flat on the water round the leafy end (not turned with the bough): a ring of foam, two
 * curved strokes with arrowheads running round it the way it spins, and spray thrown up, so the river is seen grabbing
 * the very end of the branch they hold.
 */
const whirlAtTip = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})">${[
    `<ellipse cx="0" cy="2" rx="20" ry="6" fill="none" stroke="${foam}" stroke-width="1.5" opacity=".85"/>`,
    `<ellipse cx="0" cy="2" rx="11" ry="3.2" fill="none" stroke="${foam}" stroke-width="1.1" opacity=".7"/>`,
    `<path d="M-16 -4q16 -8 32 -1l-3 -3m3 3l-4 1" stroke="${foam}" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M16 9q-16 7 -32 0l3 3m-3 -3l4 -1" stroke="${foam}" stroke-width="1.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="-8" cy="-10" r="1.2" fill="${foam}"/><circle cx="6" cy="-12" r="1" fill="${foam}"/><circle cx="14" cy="-7" r="1.1" fill="${foam}"/>`,
  ].join('')}</g>`;

/**
 * The leafy tip the river has torn off, spinning away downstream on its own: the crown of leaves on its stub of
 * twig, splintered at the torn end, turned askew in a ring of foam with arrowed spin strokes round it and whoosh lines
 * streaming off to the right, the way the flood runs (centred on the water at its base).
 */
const tornTip = `${[
  // a dark eddy under it, so the spinning tip stands clear of the flood's foam
  `<ellipse cx="0" cy="0" rx="25" ry="8" fill="#2e2a22" opacity=".55"/>`,
  `<ellipse cx="0" cy="0" rx="24" ry="7" fill="none" stroke="${foam}" stroke-width="1.5" opacity=".85"/>`,
  `<path d="M-20 -6q20 -10 40 -1l-4 -3m4 3l-5 1" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  `<path d="M20 7q-20 9 -40 0l4 3m-4 -3l5 -1" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  `<path d="M26 -4q14 -3 30 0M25 2q16 1 34 4M22 7q12 4 26 7" stroke="${foam}" stroke-width="1.4" fill="none" stroke-linecap="round" opacity=".85"/>`,
  `<circle cx="-14" cy="-12" r="1.2" fill="${foam}"/><circle cx="-6" cy="-15" r="1" fill="${foam}"/><circle cx="10" cy="-13" r="1.1" fill="${foam}"/>`,
].join(
  '',
)}<g transform="rotate(28) translate(-42 2)"><path d="M30 -7.6L28 -8.8L29.6 -6L27.6 -5.2L30 -4.4L32 -4.6Q40 -4.6 48 -5.2L48 -6.4Q40 -7 32 -7.2Z" fill="${bark.base}"/>${TIP_TWIGS}${[...TIP_LEAVES, [37, -3, 70] as const].map(leafAt).join('')}</g>`;

/**
 * The swirl dragging the far end: a wide ring of foam flat on the water round the bent leafy end, two arrowed spin
 * strokes round it, a second inner ring, and whoosh streaks streaming away to the right, downstream, the way the flood
 * pulls it (centred where the far end dips into the water).
 */
const dragSwirl = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})">${[
    `<ellipse cx="0" cy="2" rx="24" ry="7" fill="#2e2a22" opacity=".45"/>`,
    `<ellipse cx="0" cy="2" rx="24" ry="7" fill="none" stroke="${foam}" stroke-width="1.7" opacity=".9"/>`,
    `<ellipse cx="0" cy="2" rx="13" ry="3.6" fill="none" stroke="${foam}" stroke-width="1.2" opacity=".75"/>`,
    `<path d="M-20 -5q20 -10 40 -1l-4 -3m4 3l-5 1" stroke="${foam}" stroke-width="1.9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M20 10q-20 9 -40 0l4 3m-4 -3l5 -1" stroke="${foam}" stroke-width="1.9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M24 -3q8 -2 16 0M25 3q9 1 18 3M22 9q8 3 15 5" stroke="${foam}" stroke-width="1.5" fill="none" stroke-linecap="round" opacity=".9"/>`,
    `<circle cx="-12" cy="-12" r="1.3" fill="${foam}"/><circle cx="-2" cy="-15" r="1.1" fill="${foam}"/><circle cx="12" cy="-13" r="1.2" fill="${foam}"/>`,
  ].join('')}</g>`;

/** The flood at the snapped end: white water breaking round it, spray thrown up. */
const tearing = `<path d="M30 3q8 -7 16 -3t-4 6q-6 1 -7 -4" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round"/><path d="M24 5q12 6 22 1" stroke="${foam}" stroke-width="1.4" fill="none" stroke-linecap="round" opacity=".85"/><circle cx="44" cy="-14" r="1.2" fill="${foam}"/><circle cx="40" cy="-17" r="1" fill="${foam}"/><circle cx="47" cy="-9" r=".9" fill="${foam}"/>`;

/**
 * The long branch Dad and Theo push out over the flood in forest-adventure: one long slender bough, thicker at the
 * near end (x = -50), where their hands hold it, with side twigs along it and a leafy crown at the far end.
 * 'grabbed-rising': pushed up and out at an angle from the hands, knobbly and forked, the fast water breaking round its
 * leafy end, which the river's whirl has hold of ('grabbed-rising-close': the same, for a phone's narrow frame).
 * 'grabbed-bent': the same, its leafy far end bent down into the whirl, the river pulling at it.
 * 'dragged': held level, its leafy far third dragged down and twisted downstream in a wide swirl with whoosh streaks.
 * 'torn-rising': the same push the moment after, its leafy tip already torn off at the whirl, the bough ending in
 * splinters; 'torn-tip': that tip, spinning away downstream (above). 'whirled-away': out of their hands, turned across the current and spinning away downstream (above).
 * Long and thin at any size, unlike the kit's short fallen branch.
 */
export const pushedBranch: PropDefinition = {
  // Pushed out side-on in their hands, it passes in front of Dad's and Theo's bodies, under their near fists.
  heldAcross: true,
  variants: ['grabbed-rising', 'grabbed-rising-close', 'grabbed-bent', 'dragged', 'torn-rising', 'torn-tip', 'whirled-away'],
  // Pushed, turned about the near end where the hands hold it, so its base (and the box the engine knows it by) is at
  // the hands, whatever angle it is pushed at; whirled away, about its middle on the water.
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'whirled-away'
        ? // The same knobbly forked branch as in their hands (the plain bough read as a plank), whole to its leafy tip,
          // over a dark eddy so it stands clear of the flood's foam, turned askew in the ring that spins it.
          `<ellipse cx="0" cy="-3" rx="46" ry="12" fill="#2e2a22" opacity=".5"/>${spinning}<g transform="rotate(-22 0 -4)">${rough}${wholeTip}</g>`
        : variant === 'dragged'
          ? // Held at the near end, the bough running out level over the water, its leafy last third dragged down into
            // the swirl and twisted downstream (to the right), bending: the river grabbing it out of their hands.
            `${dragSwirl(50, -14)}<g transform="rotate(-12 -50 -4)">${rough}<g transform="rotate(50 30 -6)">${wholeTip}${tearing}</g></g>`
          : variant === 'torn-tip'
            ? tornTip
            : variant === 'grabbed-bent'
              ? // The leafy end, past the fork, bent down at the bough's last third into the whirl that has it.
                `${whirlAtTip(48, -20)}<g transform="rotate(-12 -50 -4)">${rough}<g transform="rotate(26 30 -6)">${wholeTip}${tearing}</g></g>`
              : variant === 'torn-rising'
                ? `${whirlAtTip(50, -26)}<g transform="rotate(-12 -50 -4)">${rough}${tearing}</g>`
                : // The whirl is drawn outside the turned bough, flat on the water round its leafy end.
                  `${whirlAtTip(50, -26)}<g transform="rotate(-12 -50 -4)">${rough}${wholeTip}${tearing}</g>`,
    ),
};
