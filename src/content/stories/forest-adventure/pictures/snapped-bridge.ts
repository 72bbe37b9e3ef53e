import { scaled, tones, type PropDefinition } from '@/pictures';
import { acrossWater } from './forest-river';
import { bridgeOver, DESK_GORGE, PHONE_GORGE, type Gorge } from './river-gorge';

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
 * The CRACK itself, where the log broke in 'snapping-side' (placed so its flash lands on the break): a small pale flash at the
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
 * The moment of the CRACK over the gorge seen from downstream (river-gorge), in the picture's own units: the near half
 * lying level from our bank out over the gap, its splintered end where it broke; the far half swinging down from the
 * far bank's lip, its broken end dropped over the water, with curved marks for its swing and chips falling off it.
 */
function snappingSide(g: Gorge): string {
  const { nearStart, nearBreak, farRest, farEnd } = bridgeOver(g);
  const nearHalf = log(nearStart[0], nearStart[1], nearBreak[0], nearBreak[1], 10, true);
  const farHalf = log(farRest[0], farRest[1], farEnd[0], farEnd[1], 9.5, false);
  // The swing: two arcs round the far lip, where the half turns, from where its end lay level down to where it hangs.
  const [px, py] = [g.far.lip, g.far.top];
  const [ex, ey] = farEnd;
  const to = Math.atan2(ey - py, ex - px);
  const from = to + 0.42;
  const arc = (grow: number) => {
    const radius = Math.hypot(ex - px, ey - py) + grow;
    const at = (a: number) => `${f(px + radius * Math.cos(a))} ${f(py + radius * Math.sin(a))}`;
    return `M${at(from)}A${f(radius)} ${f(radius)} 0 0 0 ${at(to + 0.08)}`;
  };
  const swing = `<path d="${arc(14)}${arc(26)}" stroke="${foam}" stroke-width="2.6" fill="none" stroke-linecap="round" opacity=".9"/>`;
  const falling = [
    [ex - 4, ey + 14, 30],
    [ex + 10, ey + 26, -20],
    [ex - 12, ey + 34, 60],
  ]
    .map(
      ([x, y, a]) =>
        `<path d="M${f(x!)} ${f(y!)}l5 -2l2 4l-5 1.6Z" transform="rotate(${a} ${f(x!)} ${f(y!)})" fill="${tones.wood.light}" stroke="${bark.shade}" stroke-width=".8"/>`,
    )
    .join('');
  return `${nearHalf}${farHalf}${swing}${falling}`;
}

/**
 * What is left after the CRACK, over the flood seen across ('halves-across'): the two halves lying still, the near half jutting from our bank, the far half's end down in the waves, the water breaking white
 * round it; no fall marks, as nothing moves now.
 */
function halvesAcross(): string {
  const nearHalf = log(-190, 8, -64, -32, 11, true);
  const farHalf = log(150, -112, 2, -4, 9, false);
  const wash = `<ellipse cx="0" cy="2" rx="30" ry="5" fill="${acrossWater.deep}" opacity=".4"/><path d="M-28 2q6 -8 13 -3q6 -9 13 -2q7 -8 14 0q6 -6 12 2" stroke="${foam}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return `${nearHalf}${farHalf}${wash}`;
}

/**
 * The waves breaking over the legs of whoever clings to the far half's tip ('snapping-side'), drawn
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
 * The log bridge of forest-adventure snapped in the middle: 'snapping-side' is the moment it breaks over the gorge
 * seen from downstream (above), 'snapping-side-phone' the same over the phone's narrower gorge, and 'halves-across'
 * what is left of it over the flood seen across (forest-river's 'flood-across'); 'crack' and 'legs-in-water' are the
 * parts drawn in front of the people (above).
 */
export const snappedBridge: PropDefinition = {
  // A landmark of the place (Theo's map names it): it spans the river, so a phone's frame may run past its ends.
  landmark: true,
  variants: ['snapping-side', 'snapping-side-phone', 'halves-across', 'crack', 'legs-in-water'],
  draw: ({ size, variant }) => {
    if (variant === 'halves-across') return scaled(size, halvesAcross());
    if (variant === 'crack') return scaled(size, crack());
    if (variant === 'legs-in-water') return scaled(size, waterOverLegs());
    // Drawn in the picture's own units about the far bank's lip at the picture's bottom (at size 160), so the desk's
    // frame, which keeps this named thing whole, holds the far bank and the water under the bridge too.
    const gorge: Gorge = variant === 'snapping-side-phone' ? PHONE_GORGE : DESK_GORGE;
    return `<g transform="scale(${Math.round((size / 160) * 1000) / 1000}) translate(${-gorge.far.lip} -500)">${snappingSide(gorge)}</g>`;
  },
};
