import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

const paper = tones.paper;

/** Theo's crayon map of the woods: the river with its bend of gray dots, the log bridge, the purple blueberry patch and the big oak. */
function drawing(crossing: boolean, stonesLaid = false): string {
  // Pebble Bend: a clear cluster of ten gray pebbles round the bend, big enough to read on a phone; with the five
  // stones laid across it, the same pebbles smaller and paler, so the bend keeps its look from page to page (without
  // them the bend was gone) and the five big dark stones still count on their own.
  const dots = [
    [29, -30],
    [35, -33],
    [41, -29],
    [47, -24],
    [30, -22],
    [46, -15],
    [31, -14],
    [48, -7],
    [36, -9],
    [40, -38],
  ]
    .map(([x, y]) =>
      stonesLaid ? `<circle cx="${x}" cy="${y}" r="2.2" opacity=".85"/>` : `<circle cx="${x}" cy="${y}" r="2.7" stroke="#5f646b" stroke-width=".8"/>`,
    )
    .join('');
  return [
    `<path d="M-42 -8Q-30 -20 -20 -26T-12 -44Q0 -56 20 -58" stroke="${tones.wood.base}" stroke-width="2" stroke-dasharray="3 3" fill="none"/>`,
    `<path d="M-44 -39Q-30 -46 -14 -38T12 -36Q30 -36 36 -24T42 -6" stroke="#5aa9ea" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M-44 -39Q-30 -46 -14 -38T12 -36" stroke="#a5d4fb" stroke-width="1.5" fill="none"/>`,
    // The log bridge across the river: one flat crayon log shape, filled, with its grain, drawn on the paper slanting
    // across the water, so lying flat it runs along the paper and not up off it (two thick parallel strokes, squashed on the flat map, stood up off the paper like two pegs under Theo's fist: blind critic r60).
    `<path d="M-23.8 -44.3L-20.2 -47.7L-6.2 -32.7L-9.8 -29.3Z" fill="${tones.wood.base}" stroke="${tones.darkWood.base}" stroke-width="1" stroke-linejoin="round"/><path d="M-21 -45L-8 -31" stroke="${tones.darkWood.base}" stroke-width=".6"/>`,
    `<path d="M-10 -62q6-6 12-1q6 5 0 10q-8 4-12-2q-3-4 0-7Z" fill="#8f5bc2"/><g fill="#5b3a8c"><circle cx="-6" cy="-58" r="1.4"/><circle cx="-1" cy="-56" r="1.4"/><circle cx="-4" cy="-54" r="1.2"/></g>`,
    // The big oak: a thick trunk flaring into roots under a wide, lumpy crown, so it reads as a tree, not a lollipop.
    `<path d="M26 -51q2-1 2-5v-6h3v6q0 4 2 5Z" fill="${tones.darkWood.base}"/><g fill="#4a9a45"><circle cx="23" cy="-62" r="5"/><circle cx="35" cy="-62" r="5"/><circle cx="29" cy="-66.5" r="5.5"/><circle cx="29" cy="-60" r="5"/></g><circle cx="25" cy="-65" r="2.2" fill="#a6e08f"/>`,
    `<g fill="#8e939a">${dots}</g>`,
    `<path d="M-40 -14l3 -6 3 6Z" fill="#6cbf5f"/><path d="M-36 -12l3 -6 3 6Z" fill="#4a9a45"/>`,
    crossing
      ? `<path d="M-2 -9q2-6 4 0t4 0q2-6 4 0t4 0q2-6 4 0t4 0q2-6 4 0" stroke="#5f5a54" stroke-width="1.4" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M-2 -4h28" stroke="#5f5a54" stroke-width="1"/>`
      : '',
  ].join('');
}

function sheet(outline: string): string {
  return `<path d="${outline}" fill="${paper.shade}" transform="translate(2 2)"/><path d="${outline}" fill="${paper.base}"/>`;
}

const flat = 'M-48 -72H48V-2H-48Z';

/**
 * A named map: the sheet runs 22 units taller and the drawing moves up, so the name Theo writes sits on clear paper
 * under it in one big line, in the book's own language, as a map in a translated picture book keeps its hand-written
 * labels. Drawn 4× and scaled down (outlines are written in whole units).
 */
function named(label: string, stonesLaid = false, between = false): string {
  // Held up by its side edges ('tipped', in two fists over the sheet's edges), the name keeps to the middle between
  // the fists (as wide as the sheet, the fists covered its first and last letters).
  // Pinned to the gate with the stones laid, the name keeps left of the sheet's lower right corner, clear paper for the
  // palm that holds the map flat as the other hand writes (across the whole width, the palm hung in the air beside it).
  // Every name on the map is in Theo's own pencil hand, each letter tipped and off the line: in even set letters,
  // critics read them as printed on a map a boy drew himself (r70 on the crossing, r71 on Pebble Bend).
  const words = `<g transform="scale(.25)">${lettering(label, { x: stonesLaid ? -28 : 0, y: -30, size: 52, fill: '#4f4a44', maxWidth: between ? 260 : stonesLaid ? 300 : 360, handwritten: true })}</g>`;
  return `${sheet('M-48 -94H48V-2H-48Z')}<g transform="translate(0 -22)">${drawing(false, stonesLaid)}${stonesLaid ? pencilStones() : ''}</g><path d="M-40 -23h80" stroke="${paper.shade}" stroke-width="1" stroke-dasharray="3 2"/>${words}${stonesLaid ? tacks() : ''}`;
}

/**
 * Two red thumbtacks through the top corners: the finished map pinned to the garden gate, so it hangs on something (with
 * nothing holding it, a critic saw it float in mid-air before the gate).
 */
function tacks(): string {
  const tack = (x: number) =>
    `<ellipse cx="${x + 1.2}" cy="-86.8" rx="4.2" ry="3.2" fill="#000" opacity=".25"/><circle cx="${x}" cy="-88" r="4" fill="#d8433a"/><circle cx="${x - 1.2}" cy="-89.2" r="1.4" fill="#f7a39b"/>`;
  return tack(-41) + tack(41);
}

/** Folded in half: the left half shows, a crease down its right edge. */
function folded(): string {
  const d = 'M-48 -72H0V-2H-48Z';
  return `<g transform="translate(24 0)">${sheet(d)}<svg x="-48" y="-74" width="48" height="74" viewBox="-48 -74 48 74" overflow="hidden">${drawing(false)}</svg><path d="M0 -72V-2" stroke="${paper.shade}" stroke-width="3"/><path d="M-6 -72V-2" stroke="${paper.shade}" stroke-width="1" opacity=".6"/></g>`;
}

/**
 * Spread flat on a stump or table, seen a little from above: squashed low, so it lies on the top and does not stand up
 * like a card, and hardly slanted, so it lies square over the top (slanted far to the right, its far edge ran out past
 * the stump into the air, a board seen from above: blind critic r72, p3).
 */
function lying(): string {
  return `<g transform="matrix(1 0 -.06 .32 0 0)">${sheet(flat)}${drawing(false)}</g>`;
}

/**
 * The five stones Theo pencils across Pebble Bend: a row straight across the river at the bend, each stone dark pencil with a paper-white rim so the five count apart from the dots and the blue. Their own
 * `data-part`, so a shot list finds them on the map, and a phone's frame keeps them on it.
 */
function pencilStones(): string {
  const stones = [-2, -1, 0, 1, 2]
    // Straight across the river just before the bend, from bank to bank, spaced more than a stone's height apart, each
    // dark with a thin pale rim, so the five count one by one on a phone.
    .map((k) => `<ellipse cx="${(18 - k * 0.8).toFixed(1)}" cy="${(-33 + k * 6.4).toFixed(1)}" rx="4.6" ry="2.7"/>`)
    .join('');
  // The bend drawn wide where they cross, so every stone sits in blue water (on the river's thin line, most of them sat
  // on the paper and the row read as a dotted trail).
  const pool = `<ellipse cx="18" cy="-33" rx="9" ry="17.5" fill="#5aa9ea"/><ellipse cx="15.5" cy="-36" rx="2" ry="9" fill="#a5d4fb" opacity=".7"/>`;
  return `${pool}<g data-part="stones-on-map" fill="#2e2924" stroke="#d6ebfb" stroke-width=".6">${stones}</g>`;
}

const kinds: Record<string, (label?: string) => string> = {
  open: (label) => (label ? named(label) : sheet(flat) + drawing(false)),
  folded,
  flat: lying,
  crossing: (label) => (label ? named(label, true) : sheet(flat) + drawing(true)),
  // Held open in both hands and tipped back toward the one holding it, its top away from us: the sheet foreshortened,
  // so it reads as a map he looks down into, not a sign he holds up to the reader. Squashed to .58 of its height toward its
  // foot, where the fists close on its sides, so they stay on it (at .74 it still stood up before him like a sign shown
  // to the reader).
  // Open, held out in one hand by its near side edge, for a holder facing right (the engine sets the grip point on the
  // holder's side, 0.22 left of the centre): the sheet drawn a little right, so its left edge runs through the fist's
  // middle and the fist closes on it (the open sheet put the fist on the map's face, over its drawing).
  'by-edge': (label) => `<g transform="translate(24 0)">${label ? named(label) : sheet(flat) + drawing(false)}</g>`,
  tipped: (label) => `<g transform="matrix(1 0 0 .58 0 -24.7)">${label ? named(label, false, true) : sheet(flat) + drawing(false)}</g>`,
};

/**
 * Theo's own map of the woods, in crayon: 'open', 'folded', lying 'flat', open and 'tipped' back in the hands, open and
 * held 'by-edge' in one hand, or 'crossing' with a new
 * name pencilled under Pebble Bend and, when it is written out (a `label`), the five stones drawn across the bend.
 * A `label` ('open' or 'crossing') names the bend of gray dots, written under the drawing (see `named`).
 */
export const forestMap: PropDefinition = {
  variants: ['open', 'folded', 'flat', 'crossing', 'tipped', 'by-edge'],
  // Held in one hand by its side edge, half-way up (the folded map's edge; an open one's, a little in), so the
  // drawing shows beside the fist (by its middle, the fist sat on the map like a stamp).
  gripPoint: { x: 0.22, y: 0.36 },
  // Taken in both hands by its sides, the hands a little past its edges, so each fist closes over an edge and none sits
  // on the drawing (at the sheet's own width, the fists lay on its corners over the oak and the blueberries).
  halfWidth: 0.56,
  draw: ({ size, variant = 'open', label }) => scaled(size, kinds[variant]!(label)),
};
