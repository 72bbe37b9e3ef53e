import { scaled, tones, type PropDefinition } from '@/pictures';
import { acrossWater } from './forest-river';

const bark = tones.darkWood;
const foam = '#f4ead8';
const f = (v: number) => v.toFixed(1);

/** A log from (x0, y0) to (x1, y1), `r` thick: bark, a shaded underside, a gleam, a cut face at its start and splinters at its end. */
function log(x0: number, y0: number, x1: number, y1: number, r: number, cutFace: boolean): string {
  const length = Math.hypot(x1 - x0, y1 - y0);
  const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const splinters = `<path d="M${f(length - 1)} ${f(-r)}l${f(r * 0.9)} ${f(r * 0.35)}-${f(r * 0.5)} ${f(r * 0.35)} ${f(r * 1.1)} ${f(r * 0.4)}-${f(r * 0.9)} ${f(r * 0.4)} ${f(r * 0.7)} ${f(r * 0.5)}H${f(length - 1)}Z" fill="${tones.wood.light}"/>`;
  const face = cutFace
    ? `<ellipse rx="${f(r * 0.55)}" ry="${f(r)}" fill="${tones.wood.light}"/><ellipse rx="${f(r * 0.22)}" ry="${f(r * 0.45)}" fill="none" stroke="${tones.wood.shade}" stroke-width=".6"/>`
    : '';
  return `<g transform="translate(${f(x0)} ${f(y0)}) rotate(${f(angle)})"><rect y="${f(-r)}" width="${f(length)}" height="${f(2 * r)}" rx="${f(r)}" fill="${bark.base}"/><rect width="${f(length)}" height="${f(r)}" rx="${f(r / 2)}" fill="${bark.shade}"/><path d="M${f(r)} ${f(-r * 0.5)}H${f(length - r * 1.5)}" stroke="${bark.light}" stroke-width="1.2" stroke-linecap="round"/>${splinters}${face}</g>`;
}

/**
 * The CRACK itself, where the log broke in 'snapping-across' (placed so its flash lands on the break): a small pale flash at the
 * break with short strokes bursting out of it and chips of wood flying (a big filled yellow star read as a sticker
 * stuck over the snap). It is its own variant so the scene can draw it in front of everyone: on a phone, where the
 * group stands closer, no one's body hides the snap.
 */
function crack(): string {
  const burstAt = { x: -14, y: -54 };
  const points = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    const radius = i % 2 ? 5 : 12;
    return `${i === 0 ? 'M' : 'L'}${f(burstAt.x + Math.cos(a) * radius)} ${f(burstAt.y + Math.sin(a) * radius * 0.8)}`;
  }).join('');
  // Only the strokes bursting up and out: the ones bursting down crossed the face of whoever hangs below.
  const strokes = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * Math.PI * 2 + 0.3;
    const at = (r: number) => `${f(burstAt.x + Math.cos(a) * r)} ${f(burstAt.y + Math.sin(a) * r * 0.8)}`;
    return Math.sin(a) > 0.2 ? '' : `M${at(15)}L${at(23 + (i % 3) * 3)}`;
  }).join('');
  const burst = `<path d="${points}Z" fill="#fff6cc" opacity=".9"/><path d="${strokes}" stroke="${bark.shade}" stroke-width="1.8" stroke-linecap="round"/>`;
  const chips = [
    [-34, -66, 20],
    [-10, -72, -30],
    [6, -62, 50],
    [-40, -54, -10],
  ]
    .map(
      ([x, y, a]) =>
        `<path d="M${x} ${y}l4 -1.5l1.5 3l-4 1.2Z" transform="rotate(${a} ${x} ${y})" fill="${tones.wood.light}" stroke="${bark.shade}" stroke-width=".6"/>`,
    )
    .join('');
  return `${burst}${chips}`;
}

/**
 * The moment of the CRACK over the flood seen across (forest-river's 'flood-across'), in scene units at size 100:
 * the near half running out from our bank, its splintered end where it broke; the far half, its top still resting
 * on the far bank's grass (`farTop`), swung down steeply toward the water, its splintered end hanging just over the
 * waves (at x 0, y -10), where whoever clings to it hangs under it with their feet in the water; curved marks for its
 * fall. Both halves long enough that it reads as a bridge that ran from bank to bank (short, they read as two logs
 * on the mud; with its end down in the waves, the one clinging to it read as standing in the river beside a post).
 */
function snappingAcross(farTop = { x: 80, y: -134 }): string {
  const nearHalf = log(-236, 26, -100, -20, 11, true);
  const farHalf = log(farTop.x, farTop.y, 0, -10, 10, false);
  const fall = `<path d="M58 -96q26 -2 38 22M28 -74q20 0 28 18" stroke="${foam}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return `${nearHalf}${farHalf}${fall}`;
}

/**
 * What is left after the CRACK, over the flood seen across ('halves-across'): the same two halves as 'snapping-across'
 * lying still, the near half jutting from our bank, the far half's end down in the waves, the water breaking white
 * round it; no fall marks, as nothing moves now.
 */
function halvesAcross(): string {
  const nearHalf = log(-190, 8, -64, -32, 11, true);
  const farHalf = log(150, -112, 2, -4, 9, false);
  const wash = `<ellipse cx="0" cy="2" rx="30" ry="5" fill="${acrossWater.deep}" opacity=".4"/><path d="M-28 2q6 -8 13 -3q6 -9 13 -2q7 -8 14 0q6 -6 12 2" stroke="${foam}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return `${nearHalf}${farHalf}${wash}`;
}

/**
 * The waves breaking over the legs of whoever clings to the far half's tip ('snapping-across'), drawn
 * in front of them so their legs are seen to dangle in the water, not stand on the riverbed.
 */
function waterOverLegs(): string {
  const crest = 'M-30 -2q5 -6 10 -2q5 -7 10 -2q5 -7 10 -2q5 -7 10 -2q5 -6 10 -1q5 -5 10 0';
  const body = `<path d="${crest}q-4 6 -30 7q-26 -1 -30 -7Z" fill="${acrossWater.base}"/>`;
  const caps = `<path d="${crest}" stroke="${foam}" stroke-width="1.8" fill="none" stroke-linecap="round"/>`;
  const spray = `<path d="M-14 -10l-3 -5M-2 -12l0 -6M10 -11l3 -5M22 -9l4 -4" stroke="${foam}" stroke-width="1.4" stroke-linecap="round"/>`;
  return `${body}${caps}${spray}`;
}

/**
 * The log bridge of forest-adventure snapped in the middle, over the flood seen across (forest-river's
 * 'flood-across'): 'snapping-across' is the moment it breaks (above), 'snapping-steep' the same with its far half
 * steeper (its top stays in a phone's narrow frame), and 'halves-across' the same halves lying still after; 'crack'
 * and 'legs-in-water' are the parts drawn in front of the people (above).
 */
export const snappedBridge: PropDefinition = {
  // A landmark of the place (Theo's map names it): it spans the river, so a phone's frame may run past its ends.
  landmark: true,
  variants: ['snapping-across', 'snapping-steep', 'halves-across', 'crack', 'legs-in-water'],
  draw: ({ size, variant }) => {
    if (variant === 'snapping-steep') return scaled(size, snappingAcross({ x: 34, y: -144 }));
    if (variant === 'halves-across') return scaled(size, halvesAcross());
    if (variant === 'crack') return scaled(size, crack());
    if (variant === 'legs-in-water') return scaled(size, waterOverLegs());
    return scaled(size, snappingAcross());
  },
};
