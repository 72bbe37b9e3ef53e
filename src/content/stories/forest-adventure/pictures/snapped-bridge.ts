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

/** White water thrown up where the flood hits a broken end at (x, y): a churning collar, spray flying up off it and a wake downstream (to the right). */
function breaking(x: number, y: number, k: number): string {
  const collar = `<ellipse cx="${f(x)}" cy="${f(y + 2 * k)}" rx="${f(26 * k)}" ry="${f(5 * k)}" fill="${acrossWater.deep}" opacity=".45"/><path d="M${f(x - 26 * k)} ${f(y + 2 * k)}q${f(5 * k)} ${f(-10 * k)} ${f(12 * k)} ${f(-4 * k)}q${f(6 * k)} ${f(-12 * k)} ${f(14 * k)} ${f(-3 * k)}q${f(7 * k)} ${f(-11 * k)} ${f(14 * k)} ${f(-1 * k)}q${f(6 * k)} ${f(-7 * k)} ${f(12 * k)} ${f(3 * k)}" stroke="${foam}" stroke-width="${f(3 * k)}" fill="${foam}" fill-opacity=".6" stroke-linecap="round" stroke-linejoin="round"/>`;
  const spray = [
    [-14, -16, 1.8],
    [-4, -22, 2.2],
    [8, -18, 1.6],
    [16, -12, 1.3],
    [-20, -9, 1.2],
  ]
    .map(([dx, dy, rad]) => `<circle cx="${f(x + dx! * k)}" cy="${f(y + dy! * k)}" r="${f(rad! * k)}" fill="${foam}"/>`)
    .join('');
  const wake = `<path d="M${f(x + 22 * k)} ${f(y - 1 * k)}q${f(18 * k)} ${f(-5 * k)} ${f(40 * k)} ${f(-3 * k)}M${f(x + 22 * k)} ${f(y + 5 * k)}q${f(18 * k)} ${f(5 * k)} ${f(40 * k)} ${f(6 * k)}" stroke="${foam}" stroke-width="${f(1.8 * k)}" fill="none" stroke-linecap="round" opacity=".85"/>`;
  // The flood piling up white against the log on its upstream side (the left) and tumbling round it in a heap of
  // froth, a wave curling back off the wood: the water is seen to hit the break, not to lie under it.
  const heap = `<path d="M${f(x - 34 * k)} ${f(y + 4 * k)}q${f(2 * k)} ${f(-12 * k)} ${f(12 * k)} ${f(-10 * k)}q${f(4 * k)} ${f(-12 * k)} ${f(14 * k)} ${f(-8 * k)}q${f(8 * k)} ${f(-6 * k)} ${f(10 * k)} ${f(4 * k)}q${f(-10 * k)} ${f(10 * k)} ${f(-36 * k)} ${f(14 * k)}Z" fill="${foam}" opacity=".9"/><path d="M${f(x - 30 * k)} ${f(y - 12 * k)}q${f(8 * k)} ${f(-12 * k)} ${f(18 * k)} ${f(-6 * k)}q${f(4 * k)} ${f(3 * k)} ${f(0)} ${f(6 * k)}" stroke="${foam}" stroke-width="${f(2.4 * k)}" fill="none" stroke-linecap="round"/>`;
  const drops = [
    [-26, -24, 1.4],
    [-18, -30, 1.1],
    [4, -28, 1.2],
    [22, -20, 1],
  ]
    .map(([dx, dy, rad]) => `<circle cx="${f(x + dx! * k)}" cy="${f(y + dy! * k)}" r="${f(rad! * k)}" fill="${foam}"/>`)
    .join('');
  return `${collar}${wake}${heap}${spray}${drops}`;
}

/**
 * What the storm left of the bridge, over the flood seen across: the near half out from our bank, low, its broken end
 * down in the waves, the far half tipped from the far bank's grass down into them, the flood breaking white round each
 * splintered end, so the water is seen to run fast against the break (the near half rising to an end held up over the
 * water made one line with the far half, and a critic read a seesaw: r68).
 */
function halvesAcross(): string {
  const nearHalf = log(-190, 8, -78, -12, 11, true);
  // The far half a stub tipped off the far bank, its broken end in the flood well short of the middle, so open water runs
  // wide between the two ends (reaching down to the middle, it read as a ramp from the water up to Bramble: r79, p5).
  const farHalf = log(150, -112, 74, -56, 9, false);
  return `${nearHalf}${breaking(-74, -8, 0.9)}${farHalf}${breaking(72, -52, 1.1)}`;
}

/**
 * The same halves for a phone's narrow frame: one line from our bank's lip to the far bank's grass, broken in its middle,
 * each half's broken end tipped down into the flood with white water between them, so its cut root stays beside the
 * people at the water's edge and the two halves still read as one bridge (the near half jutting up at one angle and the
 * far half down at another, on a phone the far half read as a lone pole in the river: blind critic r58, p5).
 */
function halvesClose(): string {
  const nearHalf = log(-124, 26, -40, -22, 11, true);
  // The far half ends short of the near one's, open water between them (r79, as across).
  const farHalf = log(92, -118, 40, -72, 9, false);
  return `${breaking(-38, -18, 0.8)}${nearHalf}${farHalf}${breaking(38, -68, 1.1)}`;
}

/**
 * The log bridge of forest-adventure, broken in two by the storm, over the flood seen across (forest-river's
 * 'flood-across'): 'halves-across' and, for a phone, 'halves-close' (above).
 */
export const snappedBridge: PropDefinition = {
  // A landmark of the place (Theo's map names it): it spans the river, so a phone's frame may run past its ends.
  landmark: true,
  variants: ['halves-across', 'halves-close'],
  draw: ({ size, variant }) => scaled(size, variant === 'halves-close' ? halvesClose() : halvesAcross()),
};
