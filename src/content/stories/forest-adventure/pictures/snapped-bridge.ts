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
 * What the storm left of the bridge, over the flood seen across: the near half jutting out from our bank, the far half
 * tipped from the far bank's grass down into the waves, the water breaking white round its splintered end; no fall
 * marks, as nothing moves now.
 */
function halvesAcross(): string {
  const nearHalf = log(-190, 8, -64, -32, 11, true);
  const farHalf = log(150, -112, 2, -4, 9, false);
  const wash = `<ellipse cx="0" cy="2" rx="30" ry="5" fill="${acrossWater.deep}" opacity=".4"/><path d="M-28 2q6 -8 13 -3q6 -9 13 -2q7 -8 14 0q6 -6 12 2" stroke="${foam}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`;
  return `${nearHalf}${farHalf}${wash}`;
}

/**
 * The log bridge of forest-adventure, broken in two by the storm, over the flood seen across (forest-river's
 * 'flood-across'): 'halves-across' (above).
 */
export const snappedBridge: PropDefinition = {
  // A landmark of the place (Theo's map names it): it spans the river, so a phone's frame may run past its ends.
  landmark: true,
  variants: ['halves-across'],
  draw: ({ size }) => scaled(size, halvesAcross()),
};
