import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Small things Seojun holds in pyeongchang-story, drawn to sit above the hand that holds them (grip 0),
 * so the hand does not hide them.
 */

/** Seojun's navy trousers, for the pocket the maple leaf goes into. */
const trousers = { base: '#2f3a63', shade: '#222a4a', light: '#4a5688' };

/**
 * The green crayon worn down as short as a fingernail, pinched tip down in the fingers to colour with: the fingers
 * round its wrapper scrap a little below the base (y = 0) and its worn green nub below them, its tip on the paper.
 * 100 wide; the stub a sixth of that.
 */
export const crayonStub: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const g = tones.green;
    const p = tones.paper;
    return scaled(
      size,
      [
        // Outlined in dark ink, with a scrap of its paper wrapper left under the fingers, so a green stub still reads as a
        // crayon on a green forest. Barely longer than it is wide, a fingernail's length (drawn twice as long, it read as
        // a whole crayon). Its top up inside the fist's lower edge, so it is pinched there (hung just below the fist, it
        // floated between his hands: blind critic r87, p9; its top just touching the fist, it sat under it: r92).
        `<g transform="translate(0 -11)">`,
        `<rect x="-8" y="2" width="16" height="17" rx="3" fill="${g.base}" stroke="#3d2630" stroke-width="3"/>`,
        `<rect x="-7" y="3" width="14" height="6" fill="${p.base}" stroke="${p.shade}" stroke-width="2"/>`,
        // A blunt worn cone down on the paper, and fresh green strokes scribbled back and forth behind it, so the hand
        // reads as colouring at a phone's size (one short stroke there, the stub read as held up, not on the paper:
        // blind critic r87, p9).
        `<path d="M-2 27l-10 -9l-4 12l-10 -9l-4 12l-10 -9" stroke="${g.base}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
        `<path d="M-8 19L-4 26h8L8 19Z" fill="${g.light}" stroke="#3d2630" stroke-width="2" stroke-linejoin="round"/>`,
        `</g>`,
      ].join(''),
    );
  },
};

/**
 * The whole pink crayon held tip down to colour with: the fist round its upper part (grip 0.72), its
 * body and point below the fingers, the point at the base (y = 0) on the paper. 100 tall, 24 wide.
 */
export const crayonDown: PropDefinition = {
  grip: 0.72,
  variants: [],
  draw: ({ size }) => {
    const c = tones.pink;
    return scaled(
      size,
      `<rect x="-12" y="-100" width="24" height="78" rx="4" fill="${c.base}"/><rect x="4" y="-100" width="8" height="78" rx="3" fill="${c.shade}"/><rect x="-12" y="-50" width="24" height="10" fill="${c.light}" opacity=".7"/><path d="M-12 -22L0 0L12 -22Z" fill="${c.shade}"/>`,
    );
  },
};

/**
 * A red maple leaf half pushed down into a trouser pocket: the pocket's mouth a dark slit across the thigh under the
 * fingers that push it in (y = 0), the leaf's lower half gone in below it and its top standing out above the fingers,
 * tipped forward off the arm. 100 wide, about 90 tall.
 */
export const pocketLeaf: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const r = tones.red;
    const leaf = 'M0 -116L8 -96L22 -104L18 -86L36 -88L26 -74L34 -68L10 -62L4 -50H-4L-10 -62L-34 -68L-26 -74L-36 -88L-18 -86L-22 -104L-8 -96Z';
    return scaled(
      size,
      [
        // Only the part above the pocket's mouth is drawn, the fingers pinching its middle: the rest is inside.
        `<g transform="rotate(4 0 26) translate(-6 58)">`,
        `<path d="${leaf}" fill="${r.base}" stroke="${r.shade}" stroke-width="3" stroke-linejoin="round"/>`,
        `<path d="M0 -108V-52M0 -80L20 -92M0 -80L-20 -92" stroke="${r.shade}" stroke-width="3" fill="none"/>`,
        `</g>`,
        // The pocket's mouth under the fingers, wider than the fist so it shows either side of it.
        `<path d="M-36 24Q-10 32 14 22" stroke="${trousers.shade}" stroke-width="7" stroke-linecap="round" fill="none"/>`,
        `<path d="M-36 30Q-10 38 14 28" stroke="${trousers.light}" stroke-width="4.5" stroke-linecap="round" fill="none"/>`,
      ].join(''),
    );
  },
};

/**
 * A little open notebook held up to write in, its two pages of pencil lines: the fist closes on the middle of its
 * bottom edge (the hand at y = 0, the pages' foot a little below it), so the hand holds the book, not a pencil under
 * it. 100 wide, about 70 tall.
 */
export const notebook: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const p = tones.paper;
    const lines = [-50, -38, -26, -14].flatMap((y, i) => [`M-40 ${y}q8-4 16 0t16 0`, i < 3 ? `M8 ${y}q8-4 16 0t${i === 2 ? 8 : 16} 0` : '']).join('');
    return scaled(
      size,
      [
        `<path d="M-50 -62H50V4H-50Z" fill="${tones.orange.shade}"/>`,
        `<path d="M-46 -64Q-24 -68 0 -60V2Q-24 -4 -46 0Z" fill="${p.base}" stroke="${p.shade}" stroke-width="2"/>`,
        `<path d="M46 -64Q24 -68 0 -60V2Q24 -4 46 0Z" fill="${p.base}" stroke="${p.shade}" stroke-width="2"/>`,
        `<path d="M0 -60V2" stroke="${p.shade}" stroke-width="3"/>`,
        `<path d="${lines}" stroke="#6d6a72" stroke-width="2.2" fill="none" stroke-linecap="round"/>`,
      ].join(''),
    );
  },
};

/**
 * Grandpa's walking stick raised to point with: held near its crook (the hand at the prop's origin, grip 0),
 * the shaft running up and out to the tip at the upper right, the crook hooking down behind the fist.
 * The kit's stick stands upright in a hand; this one is aimed. 100 across its reach.
 */
export const stickPointing: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const w = tones.darkWood;
    // The shaft runs through the fist's middle, a little above the grip point (through the point, it ran under the
    // fist, which sat on top of the stick instead of round it).
    const path = 'M-14 6Q-22 4 -20 -4Q-18 -10 -10 -6L72 -56';
    return scaled(
      size,
      `<path d="${path}" fill="none" stroke="${w.shade}" stroke-width="4.6" stroke-linecap="round" transform="translate(1 1)"/>` +
        `<path d="${path}" fill="none" stroke="${w.base}" stroke-width="3.4" stroke-linecap="round"/>` +
        `<path d="M2 -17L60 -51" stroke="${w.light}" stroke-width="1"/><path d="M70 -55l3 -2" stroke="#3b2a20" stroke-width="3.6" stroke-linecap="round"/>`,
    );
  },
};

/**
 * Grandpa's walking stick reached out over the stream to fish the board out: gripped at its tip end (the hand
 * at the prop's origin, grip 0), the shaft running on down from the fist along the straight arm to the crook, which
 * arches over the board's top edge, its end hanging down in front (curled up under the edge as a J, it read as a
 * stick poked at the board). The kit's stick stands upright in a hand; this one reaches down. 100 across its reach.
 */
export const stickHooking: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const w = tones.darkWood;
    // The shaft on down from the fist, then the crook arched over and down: an edge under the arch is hooked.
    // Drawn turned up by the 35° a fist tilts a stick held out low along a forearm (draw-person's gripTilt), so it lies
    // on down along the straight arm.
    const path = 'M2 -3L-99 12Q-94 -2 -102 -7Q-114 -13 -122 0L-126 7';
    return scaled(
      size,
      `<path d="${path}" fill="none" stroke="${w.shade}" stroke-width="6.5" stroke-linecap="round" transform="translate(1 1)"/>` +
        `<path d="${path}" fill="none" stroke="${w.base}" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M-5 -3L-86 11" stroke="${w.light}" stroke-width="1.4"/><path d="M3 -5l3 -3" stroke="#3b2a20" stroke-width="5" stroke-linecap="round"/>`,
    );
  },
};

/**
 * Grandpa's walking stick scratching a line in the dirt: gripped high on the shaft under its crook (the hand at
 * the prop's origin, grip 0), the shaft slanting down and forward to its tip, which drags a groove and kicks up
 * crumbs of dirt. The kit's stick stands upright, leaned on; this one draws. 100 tall.
 */
export const stickScratching: PropDefinition = {
  grip: 0,
  variants: [],
  draw: ({ size }) => {
    const w = tones.darkWood;
    const path = 'M-40 96L1 -8Q4 -18 12 -16Q19 -13 17 -5';
    const dirt = '#7a5a3a';
    return scaled(
      size,
      `<path d="M-62 99L-38 98" stroke="${dirt}" stroke-width="2.4" stroke-linecap="round"/>` +
        `<path d="${path}" fill="none" stroke="${w.shade}" stroke-width="6.5" stroke-linecap="round" transform="translate(1 1)"/>` +
        `<path d="${path}" fill="none" stroke="${w.base}" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M-2 4L-32 80" stroke="${w.light}" stroke-width="1.4"/><path d="M-40 96l-1 2" stroke="#3b2a20" stroke-width="5" stroke-linecap="round"/>` +
        `<g fill="${dirt}"><circle cx="-50" cy="93" r="1.8"/><circle cx="-44" cy="88" r="1.4"/><circle cx="-54" cy="89" r="1.2"/><circle cx="-36" cy="91" r="1.3"/></g>`,
    );
  },
};
