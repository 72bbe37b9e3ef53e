import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';
import { riverWater } from './forest-river';

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

/** Where the far half's broken tip dips into the water (the prop's base), and where it rests on the far bank. */
const TIP = { x: 0, y: -4 };
const HINGE = { x: 60, y: -26 };
const R = 5;

/** A small hedgehog paw wrapped round the log at (x, y): a brown paw with three dark claws hooked over the top. */
const paw = (x: number, y: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="3.4" ry="2.6" fill="#8a5a3a"/><path d="M${x - 2} ${y - 2}l-.6 -1.6M${x} ${y - 2.4}v-1.8M${x + 2} ${y - 2}l.6 -1.6" stroke="#3d2630" stroke-width=".9" stroke-linecap="round"/>`;

/**
 * The log bridge of forest-adventure snapped in the middle, seen from the children's bank looking
 * down the river (forest-river): 'halves' is the near half still jutting out level from our bank,
 * splintered, and the far half resting on the far bank and tipping down into the water, its broken
 * tip (the prop's base, x = 0) splashing in the current; 'cling' is four small paws hooked over
 * the tip's top, listed after the hedgehog who lies along it, so she holds on rather than sits.
 */
export const snappedBridge: PropDefinition = {
  variants: ['halves', 'cling'],
  draw: ({ size, variant }) => {
    if (variant === 'cling') {
      const along = (share: number) => ({ x: TIP.x + (HINGE.x - TIP.x) * share, y: TIP.y + (HINGE.y - TIP.y) * share });
      const a = along(0.08);
      const b = along(0.34);
      // On the log's top, where she lies along it: two paws hooked over its near side, two over its far side.
      return scaled(size, `${paw(a.x, a.y - R + 1)}${paw(a.x + 6, a.y - R - 3)}${paw(b.x - 6, b.y - R + 3)}${paw(b.x, b.y - R)}`);
    }
    const splash = `<path d="M-16 -2q6 -10 12 -3q5 -11 12 -2q6 -9 12 1" stroke="${foam}" stroke-width="2.2" fill="none" stroke-linecap="round"/><path d="M-8 -12l-3 -6M2 -14l1 -7M11 -12l4 -6" stroke="${foam}" stroke-width="1.6" stroke-linecap="round"/><ellipse cy="0" rx="20" ry="3.5" fill="${riverWater.shade}" opacity=".5"/>`;
    // The near half: level, from our bank out over the water, its snapped end hanging in the air.
    const nearHalf = log(-92, -36, -34, -40, R, true);
    // The far half: from where it still rests on the far bank, down to its tip in the water.
    const farHalf = log(HINGE.x + 8, HINGE.y - 3, TIP.x, TIP.y, R, true);
    return scaled(size, `${nearHalf}${splash}${farHalf}`);
  },
};
