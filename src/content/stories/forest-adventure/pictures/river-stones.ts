import { tenths, type PropDefinition } from '@/pictures';
import { FAR } from './pebble-bend';

/**
 * The river's stones, a wet mid grey a shade darker than the kit's pale stone, which on the brown water read as
 * white eggs: the stepping stones and the one Dad carries are the same stone (the rocks the children roll keep the brown
 * these show in the water).
 */
const stone = { base: '#aaa193', shade: '#7d7568', light: '#d9d2c5' };
const ripple = '#d6dbb8';

/** How far right each stone of the row across Pebble Bend lies of the one before it. */
const STEP = 2;
/** The row seen from Charlotte's bank as Bramble crosses it (c3-p3), a medium shot: running back and a little to the right, so it reads as a path over the water and not a stair climbing to the right, and all five keep in a medium shot's frame (nearly straight back, at 0.9, the stones lay one behind the next, a stack of pancakes on a phone; at 1.5 they still touched). */
export const TIGHT_STEP = 2.1;
const TIGHT_WIDTH = 5.6;
/** The row Bramble crosses (c3-p3): its stones a little narrower, so water shows between them (as wide as the row seen across, or at 4.8 or 4.4, they lay one behind the next like a stack of pancakes). */
const CROSSING_WIDTH = 4.1;
/** The row seen straight across while it is built (c3-p2), a wide shot: stepping back to the right as it goes, each
 * stone clear of the one behind it, so it reads as a path over the water (straight back, the small stones stood in
 * a column and read as a stack of discs on a phone). */
export const DIAGONAL_STEP = 2.6;
/** Each stone of that row a little left or right of the line, as stepping stones are laid by hand. */
const ZIGZAG = [0, 1.1, -0.6, 0.9, -0.3];

/**
 * Pebble Bend's stepping stones, drawn in pebble-bend's box (place it at the bend's x, y and size) so the row always
 * runs bank to bank and moves with the river in both compositions (a landmark like it), seen straight across Pebble
 * Bend: 'across-set', all five set from bank to bank as the row is built (four set and a fifth in Dad's hands, the
 * row counted short), stepping back to the right; 'across-wobbly', the row seen from Charlotte's bank as Bramble
 * crosses it, running nearly straight back, the middle stone tipping. `acrossStonePlace` gives where a stone lies,
 * for a foot or a hand to land on it.
 */
export const riverStones: PropDefinition = {
  landmark: true,
  variants: ['across-set', 'across-wobbly'],
  draw: ({ size, variant }) => {
    const k = Math.round((size / 100) * 1000) / 1000;
    return `<g transform="scale(${k})">${variant === 'across-wobbly' ? acrossRow(5, 2, TIGHT_STEP) : acrossRow(5, -1, DIAGONAL_STEP)}</g>`;
  },
};

/**
 * Place i (0 at our bank, 4 at the far one) of the row seen straight across Pebble Bend (pebble-bend.ts, placed at
 * the same x, y and size): running from our bank's edge back to the far bank's, a little to the right as it goes,
 * each stone smaller for being further off. In the box, its middle on the water and its width.
 */
export function acrossPlace(i: number, step = STEP): { x: number; y: number; w: number } {
  const s = 1 - 0.09 * i;
  const tight = step === TIGHT_STEP || step === DIAGONAL_STEP;
  return {
    x: -0.2 + i * step + (tight ? ZIGZAG[i]! : 0),
    y: -0.3 - i * ((FAR - 0.7) / 4),
    w: (step === TIGHT_STEP ? CROSSING_WIDTH : tight ? TIGHT_WIDTH : 5.4) * s,
  };
}

/** The last stone Dad sets (c3-p2): the fourth, a stone on either side of it. */
export const LAST_PLACE = 3;

/**
 * The box of the stone row (`stone-row`), in the bend's box: round its far four stones, from the second's left edge to
 * the last's right one and from the second's foot up, where Dad's hands are. The row runs diagonally, so a box round
 * all five was mostly open water, and the phone's picture, keeping the children's faces and bodies off it, pressed them
 * into each other (round the far three only, it drew the second stone at Theo's nose); the first stone lies on the
 * water below and left of the box, at the children's hands.
 */
const setRow = (() => {
  const far = [1, 2, 3, 4].map((i) => acrossPlace(i, DIAGONAL_STEP));
  const left = Math.min(...far.map((p) => p.x - p.w * 0.64));
  const right = Math.max(...far.map((p) => p.x + p.w * 0.64));
  return { middle: (left + right) / 2, width: right - left, foot: far[0]!.y + far[0]!.w * 0.1 };
})();

/**
 * The same five stones as 'across-set', as a thing of their own rather than a part of the place: so the phone's picture
 * moves the row with the hands that set it (a part of the place, the phone drew the group together over it, and the row
 * ran up Dad's belly with his hands in the water beside it). Place it with `stoneRowIn(bend)`; `acrossStonePlace` still
 * gives a stone's place.
 */
export const stoneRow: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const k = Math.round((size / setRow.width) * 1000) / 1000;
    return `<g transform="scale(${k})"><g transform="translate(${tenths(-setRow.middle)} ${tenths(-setRow.foot)})">${acrossRow(5, -1, DIAGONAL_STEP)}</g></g>`;
  },
};

/** Where to place the stone row for the bend placed at (x, y) with this size, so it lies where 'across-set' would. */
export function stoneRowIn(bend: { x: number; y: number; size: number }): { x: number; y: number; size: number } {
  const k = bend.size / 100;
  const size = tenths(setRow.width * k);
  // The drawing's scale is rounded as the prop draws it, so the stones lie where the bend's own row would.
  const drawn = Math.round((size / setRow.width) * 1000) / 1000;
  return { x: tenths(bend.x + tenths(setRow.middle) * drawn), y: tenths(bend.y + tenths(setRow.foot) * drawn), size };
}

/**
 * The first `set` stones of the row across Pebble Bend, drawn far to near so the nearer ones
 * lie in front; the `tipped` one rocks, tilted, with rings spreading on the water round it.
 */
function acrossRow(set: number, tipped = -1, step = STEP): string {
  return Array.from({ length: set }, (_, i) => set - 1 - i)
    .map((i) => {
      const { x, y, w } = acrossPlace(i, step);
      // Seen from a standing child's height, a flat stone is a wide, pale, rounded top over a thin wet side, sitting
      // low in the water with a ring of ripple round it and water showing all round: a stepping stone, not a stair.
      const t = w * 0.15;
      const top = w * 0.2;
      const rings =
        i === tipped
          ? `<g transform="translate(${tenths(x)} ${tenths(y)})"><path d="M${tenths(-w * 0.75)} ${tenths(t * 0.6)}q${tenths(w * 0.75)} ${tenths(t * 1.4)} ${tenths(w * 1.5)} 0M${tenths(-w * 0.95)} ${tenths(t * 1.3)}q${tenths(w * 0.95)} ${tenths(t * 1.8)} ${tenths(w * 1.9)} 0" stroke="#ffffff" stroke-width="${tenths(w * 0.03)}" fill="none" stroke-linecap="round" opacity=".9"/></g>`
          : '';
      const ring = `<ellipse cy="${tenths(t * 0.15)}" rx="${tenths(w * 0.64)}" ry="${tenths(top * 0.75)}" fill="none" stroke="${ripple}" stroke-width="${tenths(w * 0.035)}" opacity=".9"/>`;
      const side = `<ellipse cy="${tenths(-t * 0.1)}" rx="${tenths(w * 0.5)}" ry="${tenths(top * 0.55)}" fill="${stone.shade}"/>`;
      const face = `<ellipse cy="${tenths(-t * 0.45)}" rx="${tenths(w * 0.5)}" ry="${tenths(top * 0.5)}" fill="${stone.base}"/><ellipse cx="${tenths(-w * 0.12)}" cy="${tenths(-t * 0.6)}" rx="${tenths(w * 0.26)}" ry="${tenths(top * 0.18)}" fill="${stone.light}"/>`;
      return `${rings}<g transform="translate(${tenths(x)} ${tenths(y)})${i === tipped ? ' rotate(-15)' : ''}">${ring}${side}${face}</g>`;
    })
    .join('');
}

/** Where place i of the row across Pebble Bend lies for the bend placed at (x, y) with this size: its top middle, in scene units. */
export function acrossStonePlace(bend: { x: number; y: number; size: number }, i: number, step = STEP): { x: number; y: number } {
  const k = bend.size / 100;
  const { x, y, w } = acrossPlace(i, step);
  return { x: Math.round(bend.x + x * k), y: Math.round(bend.y + (y - w * 0.1) * k) };
}
