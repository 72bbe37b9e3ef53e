import { scaled, tones, type PropDefinition } from '@/pictures';

/** A freshly fallen bough, its bark a warm mid brown that stands out against the dark flood. */
const bark = { base: '#a8714a', shade: tones.darkWood.shade, light: tones.wood.light };
const leaf = tones.green;
const foam = '#fbf7ee';

/**
 * The bough, one bowed shape tapering from a thick near end (where the hands hold it, at x = -50) to a thin far
 * end, lit along its top: thick enough at the hands to read as one long shape on a phone, tapering so it stays a branch.
 */
const bough = `<path d="M-50 -8.8Q0 -10.6 46 -5.8L46 -4Q0 -5 -50 0.4Z" fill="${bark.base}"/><path d="M-50 -1Q0 -5.8 46 -4.4" stroke="${bark.shade}" stroke-width="1.4" fill="none"/><path d="M-46 -7.8Q0 -9.8 40 -5.6" stroke="${bark.light}" stroke-width=".8" fill="none" stroke-linecap="round"/>`;

const leafAt = ([x, y, a]: readonly number[], i: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="4.2" ry="2.2" transform="rotate(${a} ${x} ${y})" fill="${i % 3 ? leaf.base : leaf.shade}" stroke="${leaf.shade}" stroke-width=".4"/>`;

/** Side twigs along its length and a full leafy crown at the far end, all one branch with the bough. */
const twigs = `<path d="M-8 -7.4l4 -7M6 -7.6l5 5M20 -7l4 -9M30 -6.4l8 -8M36 -6l9 2M40 -5.6l3 6" stroke="${bark.base}" stroke-width="1.1" fill="none" stroke-linecap="round"/>${[
  [-4, -15, -50],
  [12, -2, 30],
  [24, -17, -60],
  [28, -12, 10],
  [34, -16, -30],
  [39, -15, 20],
  [44, -10, -10],
  [47, -4, 15],
  [44, 1, 60],
  [36, -1, -20],
  [30, -3, 40],
]
  .map(leafAt)
  .join('')}`;

/** The water grabbing the far end and twisting it: a swirl of foam curling round the leaves, spray thrown up and drops flying. */
const grabbed = `<path d="M26 3q12 -8 24 -1t-6 7q-10 1 -10 -6" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round"/><path d="M18 5q18 7 38 -2" stroke="${foam}" stroke-width="1.4" fill="none" stroke-linecap="round" opacity=".85"/><path d="M50 -16a7 5 0 1 1 4 8M22 -20a6 4 0 0 0 -4 7" stroke="${foam}" stroke-width="1.4" fill="none" stroke-linecap="round"/><circle cx="56" cy="-20" r="1.3" fill="${foam}"/><circle cx="49" cy="-23" r="1" fill="${foam}"/><circle cx="40" cy="-22" r="1.1" fill="${foam}"/><circle cx="30" cy="-24" r=".9" fill="${foam}"/>`;

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
 * The long branch Dad and Theo push out over the flood in forest-adventure: one long slender bough, thicker at the
 * near end (x = -50), where their hands hold it, with side twigs along it and a leafy crown at the far end.
 * 'grabbed-rising': pushed up and out at an angle from the hands, the fast water swirling round that far end and
 * twisting it. 'whirled-away': out of their hands, turned across the current and spinning away downstream (above).
 * Long and thin at any size, unlike the kit's short fallen branch.
 */
export const pushedBranch: PropDefinition = {
  variants: ['grabbed-rising', 'whirled-away'],
  // Pushed, turned about the near end where the hands hold it, so its base (and the box the engine knows it by) is at
  // the hands, whatever angle it is pushed at; whirled away, about its middle on the water.
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'whirled-away'
        ? `${spinning}<g transform="rotate(-16 0 -4)">${bough}${twigs}</g>`
        : `<g transform="rotate(-12 -50 -4)">${bough}${twigs}${grabbed}</g>`,
    ),
};
