import { bush, defs, landmark, pine, rect, roundTree, sky, vGradient, type TimeOfDay } from '@/pictures';

/** The hillside's crest, from the left edge up to the right: the ground a walker climbs. */
const CREST = 'M0 372C200 362 420 322 560 276S740 214 800 204';

/**
 * A stone bedded in the grass: its shadow on the ground, a domed top lit from the upper left and shaded below (flat
 * grey ovals read as holes or as things floating on the grass).
 */
function stone(cx: number, cy: number, rx: number, ry: number): string {
  return [
    `<ellipse cx="${cx + rx * 0.2}" cy="${cy + ry * 0.55}" rx="${rx * 1.1}" ry="${ry * 0.55}" fill="#3f7a33" opacity=".45"/>`,
    `<path d="M${cx - rx} ${cy + ry * 0.3}Q${cx - rx} ${cy - ry} ${cx} ${cy - ry}Q${cx + rx} ${cy - ry} ${cx + rx} ${cy + ry * 0.3}Z" fill="#9d9486"/>`,
    `<path d="M${cx - rx * 0.7} ${cy - ry * 0.2}Q${cx - rx * 0.5} ${cy - ry * 0.8} ${cx} ${cy - ry * 0.85}" stroke="#cfc7b8" stroke-width="${Math.max(1.5, ry * 0.3)}" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

/**
 * The forest path up the hill the walk climbs (c1): the wooded hillside rising from the left up to its crest at
 * the right, where the big old oak stands small against the sky; the path winding up it from our feet, narrowing
 * as it climbs; pines stepping up the slope, each smaller for being further up; and, at the left, where the land
 * falls away, the pale tops of the woods below. The ground the figures stand on is the same as the forest path's.
 */
export function hillPath(_time: TimeOfDay): string {
  const below = [30, 110, 190, 270].map((x, i) => pine(x, 352 - (i % 2) * 6, 0.55 + (i % 3) * 0.08, '#a9d6a0')).join('');
  const upSlope = [
    [470, 318, 0.8],
    [600, 276, 0.66],
    [690, 244, 0.55],
    [770, 222, 0.46],
  ]
    .map(([x, base, s], i) => pine(x!, base!, s!, i % 2 ? '#3f8a52' : '#2f7d4f'))
    .join('');
  return [
    defs(vGradient('sky', ['#e8f6d0', '#c6e6a8']), vGradient('hill', ['#8cc86a', '#5ea446'])),
    sky('sky'),
    // The woods below, where the hill falls away at the left.
    '<path d="M0 330q140-26 300-8t260 14V500H0Z" fill="#bfe0ac"/>',
    below,
    // The big old oak on the crest, small and far up, where the path is going.
    roundTree(742, 214, 0.42, '#4f9a48', '#3a7d3f'),
    // The hillside, its crest rising to the right.
    `<path d="${CREST}V500H0Z" fill="url(#bg-hill)"/>`,
    `<path d="${CREST}" stroke="#a6d88a" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    // Shade lying across the slope, so it reads as a rise and not a flat wall.
    '<path d="M0 430C220 412 460 372 620 318S770 262 800 254V300C760 312 680 346 600 382S260 452 0 470Z" fill="#57983f" opacity=".35"/>',
    upSlope,
    rect(0, 440, 800, 60, '#5ea446', 'opacity=".35"'),
    // The path winds up from our feet to the crest, narrowing as it climbs.
    landmark(
      'forest-path path',
      '<path d="M220 500C300 456 420 440 470 404S540 336 600 300S680 244 706 226h12C700 250 664 292 630 318S560 392 540 420S560 470 620 500Z" fill="#e2c18e"/><path d="M300 500c60-34 150-52 190-86s40-60 90-100s60-56 110-84h5c-40 30-62 56-92 88s-60 60-70 96s20 60 56 86Z" fill="#eed4a6"/>',
    ),
    [stone(170, 470, 16, 9), stone(560, 478, 18, 10), stone(560, 360, 9, 5)].join(''),
    bush(90, 420, 1.1, '#4a8f3f'),
    bush(720, 430, 1.2, '#4a8f3f'),
  ].join('');
}
