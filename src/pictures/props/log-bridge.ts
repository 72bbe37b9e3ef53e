import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const bark = tones.darkWood;

/** A log lying across, from x0 to x1, its top at y; rings show at the cut ends. */
function log(x0: number, x1: number, y: number, r = 7): string {
  return `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="${2 * r}" rx="${r}" fill="${bark.base}"/><rect x="${x0}" y="${y + r}" width="${x1 - x0}" height="${r}" rx="${r / 2}" fill="${bark.shade}"/><path d="M${x0 + 6} ${y + 3}H${x1 - 10}" stroke="${bark.light}" stroke-width="2" stroke-linecap="round"/><ellipse cx="${x1 - r * 0.6}" cy="${y + r}" rx="${r * 0.6}" ry="${r}" fill="${tones.wood.light}"/><ellipse cx="${x1 - r * 0.6}" cy="${y + r}" rx="${r * 0.25}" ry="${r * 0.45}" fill="none" stroke="${tones.wood.shade}" stroke-width="1"/>`;
}

/** A broken log end: splinters instead of a clean cut. */
function splinters(x: number, y: number, dir: number): string {
  return `<path d="M${x} ${y}l${dir * 6} 3-${dir * 3} 3 ${dir * 7} 3-${dir * 6} 2 ${dir * 4} 3H${x}Z" fill="${tones.wood.light}"/>`;
}

function whole(): string {
  return [
    '<path d="M-50 0q0-10 8-14h6v14ZM50 0q0-10-8-14h-6v14Z" fill="#8a7d6b"/>',
    log(-48, 48, -16),
    log(-46, 46, -24, 5),
    `<path d="M-40 -26v-16M40 -26v-16" stroke="${bark.shade}" stroke-width="3" stroke-linecap="round"/><path d="M-40 -40Q0 -32 40 -40" stroke="${tones.wood.base}" stroke-width="2" fill="none"/>`,
  ].join('');
}

/** Broken in the middle: two halves hang down into the gap from each bank. */
function broken(): string {
  const half = (dir: number) => {
    const turn = -dir * 28;
    const edge = dir * 48;
    return `<g transform="translate(${edge} -16) rotate(${turn})">${dir < 0 ? log(0, 42, 0) : log(-42, 0, 0)}${splinters(dir < 0 ? 40 : -40, 0, dir < 0 ? 1 : -1)}</g>`;
  };
  return ['<path d="M-50 0q0-10 8-14h6v14ZM50 0q0-10-8-14h-6v14Z" fill="#8a7d6b"/>', half(-1), half(1)].join('');
}

/** A log from (x0, y0) to (x1, y1), r thick, its far end splintered when `snapped`. */
function logAlong(x0: number, y0: number, x1: number, y1: number, r: number, splintered: boolean): string {
  const length = Math.hypot(x1 - x0, y1 - y0);
  const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const end = splintered
    ? `<path d="M${length - 2} ${-r}l${r * 0.8} ${r * 0.4}-${r * 0.5} ${r * 0.4} ${r} ${r * 0.4}-${r * 0.9} ${r * 0.4} ${r * 0.6} ${r * 0.4}H${length - 2}Z" fill="${tones.wood.light}"/>`
    : `<ellipse cx="${length - r * 0.3}" rx="${r * 0.5}" ry="${r}" fill="${tones.wood.light}"/>`;
  return `<g transform="translate(${x0} ${y0}) rotate(${angle.toFixed(1)})"><rect x="0" y="${-r}" width="${length.toFixed(1)}" height="${2 * r}" rx="${r}" fill="${bark.base}"/><rect x="0" y="0" width="${length.toFixed(1)}" height="${r}" rx="${r / 2}" fill="${bark.shade}"/><path d="M${r} ${-r * 0.5}H${(length - r * 1.5).toFixed(1)}" stroke="${bark.light}" stroke-width="1.5" stroke-linecap="round"/>${end}</g>`;
}

/**
 * Across a river seen from its near bank, snapped in the middle: the near half still rests on the
 * near bank (bottom left), the far half hangs from the far bank (top right) and tips down, its
 * broken end splashing into the water.
 */
function snapped(): string {
  return [
    '<path d="M-50 0q0-8 8-10h10v10Z" fill="#8a7d6b"/><path d="M50 -34q0-8-8-8h-10v8Z" fill="#8a7d6b"/>',
    logAlong(-46, -6, -6, -20, 5, true),
    logAlong(46, -38, 6, -8, 5, true),
    `<path d="M-2 -10q4-8 8-2q4-8 10 0M-4 -5q10-4 22 0" stroke="#f4ead8" stroke-width="2" fill="none" stroke-linecap="round"/><path d="M0 -18l-3-5M8 -20l1-6M14 -18l4-5" stroke="#f4ead8" stroke-width="1.6" stroke-linecap="round"/>`,
  ].join('');
}

/** A log seen running away from us: thick (r0) at (x0, y0), thin (r1) at (x1, y1); its near end a cut face, its far end splintered when `broken`. */
function logAway(x0: number, y0: number, r0: number, x1: number, y1: number, r1: number, nearFace: boolean, broken: boolean): string {
  const length = Math.hypot(x1 - x0, y1 - y0);
  const nx = -(y1 - y0) / length;
  const ny = (x1 - x0) / length;
  const f = (v: number) => v.toFixed(1);
  const a = [x0 + nx * r0, y0 + ny * r0];
  const b = [x1 + nx * r1, y1 + ny * r1];
  const c = [x1 - nx * r1, y1 - ny * r1];
  const d = [x0 - nx * r0, y0 - ny * r0];
  const body = `<path d="M${f(a[0]!)} ${f(a[1]!)}L${f(b[0]!)} ${f(b[1]!)}L${f(c[0]!)} ${f(c[1]!)}L${f(d[0]!)} ${f(d[1]!)}Z" fill="${bark.base}" stroke="${bark.base}" stroke-width="1" stroke-linejoin="round"/>`;
  const shade = `<path d="M${f(a[0]!)} ${f(a[1]!)}L${f(b[0]!)} ${f(b[1]!)}L${f(x1 + nx * r1 * 0.2)} ${f(y1 + ny * r1 * 0.2)}L${f(x0 + nx * r0 * 0.2)} ${f(y0 + ny * r0 * 0.2)}Z" fill="${bark.shade}"/>`;
  const gleam = `<path d="M${f(x0 - nx * r0 * 0.5)} ${f(y0 - ny * r0 * 0.5)}L${f(x1 - nx * r1 * 0.5)} ${f(y1 - ny * r1 * 0.5)}" stroke="${bark.light}" stroke-width="${f(r1 * 0.5)}" stroke-linecap="round"/>`;
  const angle = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const face = nearFace
    ? `<ellipse cx="${f(x0)}" cy="${f(y0)}" rx="${f(r0)}" ry="${f(r0 * 0.8)}" fill="${tones.wood.light}"/><ellipse cx="${f(x0)}" cy="${f(y0)}" rx="${f(r0 * 0.45)}" ry="${f(r0 * 0.35)}" fill="none" stroke="${tones.wood.shade}" stroke-width=".8"/>`
    : '';
  const end = broken
    ? // A few short shards at the break, none long enough to read as a stick or a bone.
      `<g transform="translate(${f(x1)} ${f(y1)}) rotate(${f(angle - 90)})"><path d="M${f(-r1 * 1.05)} 0l${f(r1 * 0.3)} ${f(r1 * 0.7)} ${f(r1 * 0.4)} ${f(-r1 * 0.4)} ${f(r1 * 0.4)} ${f(r1 * 0.8)} ${f(r1 * 0.4)} ${f(-r1 * 0.6)} ${f(r1 * 0.4)} ${f(r1 * 0.6)} ${f(r1 * 0.2)} ${f(-r1 * 0.7)}Z" fill="${tones.wood.light}"/></g>`
    : '';
  return body + shade + gleam + end + face;
}

/**
 * Across a river seen from its near bank, snapped in the middle: the log runs away from us over the
 * water (thick near us, thin far off). The near half still rests on the near bank (bottom) and ends
 * in splinters over the water; the far half hangs from the far bank (top) and tips down, its broken
 * end in the water with a splash. It fills the design box's width; the river runs from y = 0 (near
 * bank) to about y = -53 (far bank): at size 180 that is the 96-unit band of a muddy flood-water.
 */
function across(): string {
  return `<g transform="scale(1.55)">${[
    // banks under each end: earth and stones
    '<ellipse cx="-24" cy="1" rx="12" ry="3.5" fill="#8a7d6b"/><ellipse cx="-30" cy="0" rx="5" ry="2.5" fill="#a7a39a"/><ellipse cx="24" cy="-34" rx="7" ry="2" fill="#8a7d6b"/>',
    // the far half: from the far bank down into the water
    logAway(28, -33, 2.2, 4, -21, 3.2, false, true),
    tipSplash,
    // the near half: on the near bank, reaching out over the water, its end splintered
    logAway(-24, 0, 5.5, -7, -17, 3.4, true, true),
  ].join('')}</g>`;
}

/** Foam curling round the far half's broken tip where it dips into the water, and a few drops thrown up. */
const tipSplash = `<path d="M-2.5 -19q1.5-2.4 3.2-.6M6 -18.6q1.6-2.4 3.4-.4" stroke="#f4ead8" stroke-width="1.2" fill="none" stroke-linecap="round"/><g fill="#f4ead8"><circle cx="-1.5" cy="-23" r=".7"/><circle cx="1.5" cy="-25" r=".5"/></g>`;

/** A hedgehog's paw (a hedgehog's colours) gripping over a log's upper edge at (x, y), turned to `angle`: a pale pad with three dark claws hooked over the top. */
function grip(x: number, y: number, angle: number): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse cx="0" cy="-.3" rx="1.5" ry="1.7" fill="#f3d7b0" stroke="#6b4429" stroke-width=".35"/><path d="M-.8 -1.9v-.7M0 -2v-.8M.8 -1.9v-.7" stroke="#3a271b" stroke-width=".4" stroke-linecap="round"/></g>`;
}

/**
 * A hedgehog clinging to the far half's low tip: that end of the log again, drawn
 * over her so it crosses in front of her tummy, with her four paws gripping over its top edge. Place
 * it at the same x, y and size as the 'across' bridge and list it after the hedgehog.
 */
function cling(): string {
  return `<g transform="scale(1.55)">${[
    logAway(14.8, -26.4, 2.75, 4, -21, 3.2, false, true),
    tipSplash,
    grip(5.6, -23.9, -27),
    grip(8, -25, -27),
    grip(11.2, -26.5, -27),
    grip(13.6, -27.7, -27),
  ].join('')}</g>`;
}

/** A bridge of logs over a stream or a ravine: 'whole', 'broken' into two halves over the gap, 'snapped' across a river seen from its bank, or 'across': snapped, running away from us over the water, the far half tipped into it ('cling': that half's tip again, with a hedgehog's paws gripping it). */
export const logBridge: PropDefinition = {
  variants: ['whole', 'broken', 'snapped', 'across', 'cling'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      variant === 'broken' ? broken() : variant === 'snapped' ? snapped() : variant === 'across' ? across() : variant === 'cling' ? cling() : whole(),
    ),
};
