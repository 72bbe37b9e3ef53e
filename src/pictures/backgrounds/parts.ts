import { tenths } from '../props/drawing';
export type TimeOfDay = 'day' | 'evening' | 'night';

/** The horizontal span of the canvas a picture shows: all 800 units wide, or the phone's narrower window. */
export interface ViewSpan {
  x: number;
  width: number;
}

export const WHOLE_WIDTH: ViewSpan = { x: 0, width: 800 };

/**
 * Where a small piece of scenery stands so that no edge of the frame halves it: one that straddles an
 * edge steps out past it. A cut-off mushroom at the phone's edge reads as a mistake, and one stepped in
 * could land under a river or a foot that the scene placed clear of it.
 */
export function clearOfEdges(x: number, half: number, view: ViewSpan): number {
  const left = view.x;
  const right = view.x + view.width;
  if (Math.abs(x - left) < half) return left - half;
  if (Math.abs(x - right) < half) return right + half;
  return x;
}

/** A prop's extent on the canvas. */
export interface PropBox {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * The prop's markup when the frame shows it whole (or at least `keep` of its area) or not at all, and
 * nothing when an edge of the frame would cut it to less: a pot sliced to a red sliver reads as nothing
 * to a child. The view's height, when the caller gives one, cuts at the top and bottom too.
 */
export function wholeInView(markup: string, box: PropBox, view: ViewSpan & { y?: number; height?: number }, keep = 1): string {
  const top = view.y ?? 0;
  const bottom = view.height === undefined ? Infinity : top + view.height;
  const shown = (lo: number, hi: number, from: number, to: number) => Math.max(0, Math.min(hi, to) - Math.max(lo, from)) / (hi - lo);
  const share = shown(box.x0, box.x1, view.x, view.x + view.width) * shown(box.y0, box.y1, top, bottom);
  return share === 0 || share >= keep ? markup : '';
}

/**
 * Small drawing helpers shared by the backgrounds. Every gradient id starts with `bg-`
 * so it can never clash with icon ids, which all start with `SVG`.
 */

/** A top-to-bottom gradient with evenly spaced colour stops. */
export function vGradient(id: string, colors: readonly string[]): string {
  const last = Math.max(colors.length - 1, 1);
  const stops = colors.map((c, i) => `<stop offset="${Math.round((i / last) * 100)}%" stop-color="${c}"/>`);
  return `<linearGradient id="bg-${id}" x1="0" y1="0" x2="0" y2="1">${stops.join('')}</linearGradient>`;
}

/** A soft round glow (sun, lamp light, moon halo). */
export function glow(id: string, color: string): string {
  return `<radialGradient id="bg-${id}"><stop offset="0%" stop-color="${color}" stop-opacity=".9"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

export function defs(...items: string[]): string {
  return `<defs>${items.join('')}</defs>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Sky filling the canvas from a gradient made with vGradient. */
export function sky(id: string): string {
  return `<rect width="800" height="500" fill="url(#bg-${id})"/>`;
}

export function cloud(x: number, y: number, s = 1, fill = '#fff'): string {
  return `<g fill="${fill}" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="46" ry="18"/><circle cx="-16" cy="-12" r="18"/><circle cx="14" cy="-16" r="22"/></g>`;
}

export function sun(x: number, y: number, r = 34): string {
  // Marked with where it is, so the picture's key light comes from its side (draw-scene.ts `outdoorSun`).
  return `<g data-sun="${x} ${y}"><circle cx="${x}" cy="${y}" r="${r * 1.9}" fill="#fff" opacity=".25"/><circle cx="${x}" cy="${y}" r="${r * 1.4}" fill="#fff3b0" opacity=".6"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffd54a"/></g>`;
}

/**
 * The long shadows a setting's own tall things (a lamp post, a bench, a big tree) cast along the ground in a clear
 * day's sun from the left, painted with the picture's cast-shadow gradient. The setting knows its hour but not its
 * weather, so it marks them; the picture keeps them only under a clear sun on the left and leaves them out on a grey or
 * rainy day (draw-scene.ts `sunCastKept`, decision 102).
 */
export function sunCastFromLeft(...paths: string[]): string {
  return `<g data-sun-cast="left">${paths.map((d) => `<path d="${d}" fill="url(#sun-cast-r)"/>`).join('')}</g>`;
}

/** The same under a clear sun on the right (a sky that draws its sun there): the shadows fall to the left. */
export function sunCastFromRight(...paths: string[]): string {
  return `<g data-sun-cast="right">${paths.map((d) => `<path d="${d}" fill="url(#sun-cast-l)"/>`).join('')}</g>`;
}

/**
 * The outline of a tall thing's long shadow in a clear day's sun from the left, for `sunCastFromLeft`: from its foot at
 * `x`, `y` (`foot` wide) along the ground to the right, receding a little as it goes, `PROP_SHADOW` of its `height`
 * long (as a standing figure's), ending in a flat round blot `end` wide where the thing has a head (a tree's crown,
 * a lamp's globe) or none (a post, a trunk whose top is out of the picture). The park's tree and lamp post cast theirs
 * like this. `toward` -1 lays it to the left, for `sunCastFromRight`. A book's own setting can lay its trees', houses' and lamp posts' shadows with it too (decision 104).
 */
export function longShadowPath(x: number, y: number, height: number, foot = 10, end = 0, toward: 1 | -1 = 1): string {
  const length = height * LONG_SHADOW.along;
  const rise = length * LONG_SHADOW.rise;
  // laid out toward the right, then mirrored about the foot
  const X = (v: number) => tenths(toward === 1 ? v : 2 * x - v);
  const half = foot / 2;
  const thick = Math.max(3, foot * LONG_SHADOW.flat);
  // the band: from the foot, as wide as the thing, to where the head's blot begins (or the shadow's end), a little thinner
  const reach = end > 0 ? length - end : length;
  const band =
    `M${X(x - half)} ${tenths(y - thick * 0.6)}L${X(x + reach)} ${tenths(y - rise * (reach / length) - thick * 0.4)}` +
    `L${X(x + reach)} ${tenths(y - rise * (reach / length) + thick * 0.4)}L${X(x + half)} ${tenths(y + thick * 0.5)}Z`;
  if (end <= 0) return band;
  const rx = end;
  const ry = Math.max(3, end * LONG_SHADOW.flat);
  const cx = x + length - end;
  const cy = y - rise;
  return `${band}M${X(cx - rx)} ${tenths(cy)}a${tenths(rx)} ${tenths(ry)} 0 1 1 ${tenths(toward * rx * 2)} 0a${tenths(rx)} ${tenths(ry)} 0 1 1 ${tenths(-toward * rx * 2)} 0Z`;
}
/** A long shadow's length as a share of the thing's height, how far it recedes for its length, and how flat it lies. */
const LONG_SHADOW = { along: 0.7, rise: 0.12, flat: 0.28 };

/** A colour mixed toward another: t = 0 keeps `a`, 1 gives `b` (both #rrggbb). */
export function mix(a: string, b: string, t: number): string {
  if (!/^#[\da-f]{6}$/i.test(a) || !/^#[\da-f]{6}$/i.test(b)) return a;
  const channel = (c: string, i: number) => parseInt(c.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** How light a #rrggbb colour is, 0 to 1: pale far trees are drawn with less contrast than dark near ones. */
function lightness(c: string): number {
  const v = [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16) / 255);
  return 0.3 * v[0]! + 0.59 * v[1]! + 0.11 * v[2]!;
}

const SUNLIT = '#f6f4b8';
const GROUND_SHADOW = '<ellipse rx="40" ry="6" fill="#1f3a22" opacity=".16"/>';

/**
 * A clump of leaves: a circle whose edge is a ring of small bulges, so a crown built of clumps has the
 * broken outline of foliage instead of a compass-drawn one. `turn` shifts where the bulges fall.
 */
function clump(cx: number, cy: number, r: number, turn = 0): string {
  const bumps = r > 14 ? 7 : 5;
  const points = Array.from({ length: bumps + 1 }, (_, i) => {
    const a = ((i + turn * 0.5) / bumps) * Math.PI * 2;
    const reach = r * (i % 3 === 0 ? 0.92 : 1);
    return [Math.round(cx + Math.cos(a) * reach), Math.round(cy + Math.sin(a) * reach)] as const;
  });
  points[bumps] = points[0]!;
  const bulge = Math.round(r * Math.sin(Math.PI / bumps) * 1.5);
  const arcs = points.slice(1).map(([px, py], i) => `${bulge} ${bulge} 0 0 1 ${px - points[i]![0]} ${py - points[i]![1]}`);
  // the arc letter once for the whole ring, and no space before a minus sign: a crown is many clumps
  return `M${points[0]![0]} ${points[0]![1]}a${arcs.join(' ')}`.replace(/ -/g, '-');
}

type Clump = readonly [number, number, number];

/** A crown's clumps [cx, cy, r]: round a forked trunk, the widest low on the left and right. */
const CROWN: readonly Clump[] = [
  [14, -140, 17],
  [-26, -134, 19],
  [-8, -118, 28],
  [32, -106, 26],
  [-38, -96, 22],
  [4, -92, 22],
];

/**
 * A crown of clumps: all their shade, then each one's lit side up and to the left, leaving a dark crescent
 * below and right of every clump, then a sunlit patch high on the clumps to the left, so it reads as masses.
 */
function crown(clumps: readonly Clump[], dark: string, leaf: string, sunlit: string | undefined): string {
  const shade = clumps.map(([cx, cy, r], i) => clump(cx, cy, r, i)).join('');
  const lit = clumps
    .map(([cx, cy, r], i) => clump(Math.round(cx - r * 0.16), Math.round(cy - r * 0.2), Math.round(r * (cx < 20 ? 0.78 : 0.62)), i + 1))
    .join('');
  const sun = clumps
    .filter(([cx, , r]) => cx < 20 && r > 20)
    .map(([cx, cy, r], i) => clump(Math.round(cx - r * 0.34), Math.round(cy - r * 0.4), Math.round(r * 0.36), i))
    .join('');
  return `<path d="${shade}" fill="${dark}"/><path d="${lit}" fill="${leaf}"/>${sunlit ? `<path d="${sun}" fill="${sunlit}"/>` : ''}`;
}

/**
 * A leafy tree standing at 0, 0 (place it with a transform or `grove`): a trunk that forks into three limbs,
 * under a crown of clustered leaf clumps, shaded below and to the right and lit from the upper left, so it
 * reads as a painted tree and not a lollipop. `dark` is the shade, `leaf` the lit side; a pale (far) tree
 * has no sunlit patches.
 */
export function roundTreeShape(leaf = '#5dae54', dark = '#3f8f45'): string {
  const trunk =
    '<path d="M-14 0q8-4 8-22l-1-40-22-30 6-3 21 24 1-26h8l1 22 18-20 6 3-20 28-1 42q0 18 8 22Z" fill="#8a5a3b"/><path d="M5 -66l7-2-1 46q0 18 8 22H7q4-24-2-66Z" fill="#6b4430"/>';
  return `${GROUND_SHADOW}${trunk}${crown(CROWN, dark, leaf, lightness(leaf) > 0.62 ? undefined : mix(leaf, SUNLIT, 0.28))}`;
}

/** A leafy tree (see roundTreeShape) whose trunk stands on groundY. */
export function roundTree(x: number, groundY: number, s = 1, leaf = '#5dae54', dark = '#3f8f45'): string {
  return `<g transform="translate(${x} ${groundY}) scale(${s})">${roundTreeShape(leaf, dark)}</g>`;
}

/** The fir's tiers from the bottom up: top y, bottom y, half width, and how far each bough tip droops on the left and right. */
const TIERS = [
  [-88, -28, 52, 9, 6],
  [-112, -62, 41, 5, 10],
  [-134, -88, 30, 8, 4],
  [-152, -114, 19, 4, 6],
] as const;

/** One tier's outline: boughs sweeping down from the top to drooping tips, the lower edge a row of hanging sprays. */
function tierPath(top: number, bottom: number, hw: number, droopLeft: number, droopRight: number, litHalf: boolean): string {
  const h = bottom - top;
  const r = (v: number) => Math.round(v);
  const left = `M0 ${top}Q${r(-hw * 0.28)} ${r(top + h * 0.62)} ${-hw} ${bottom + droopLeft}`;
  const sprays = [
    [-hw * 0.55, bottom - 1],
    [-hw * 0.08, bottom + 3],
    [hw * 0.42, bottom],
    [hw, bottom + droopRight],
  ].map(([sx, sy], i, all) => {
    const fromX = i === 0 ? -hw : all[i - 1]![0]!;
    return `Q${r((fromX + sx!) / 2)} ${r(sy! + 8)} ${r(sx!)} ${r(sy!)}`;
  });
  const path = litHalf
    ? `${left}${sprays.slice(0, 2).join('')}Q${r(hw * 0.02)} ${r(top + h * 0.5)} 0 ${top}`
    : `${left}${sprays.join('')}Q${r(hw * 0.28)} ${r(top + h * 0.62)} 0 ${top}`;
  return path.replace(/ -/g, '-');
}

function snowCap(top: number, bottom: number, hw: number): string {
  const h = bottom - top;
  const r = (v: number) => Math.round(v);
  return `M0 ${top}Q${r(-hw * 0.24)} ${r(top + h * 0.42)} ${r(-hw * 0.7)} ${r(top + h * 0.66)}Q${r(-hw * 0.3)} ${r(top + h * 0.42)} 0 ${r(top + h * 0.5)}T${r(hw * 0.6)} ${r(top + h * 0.58)}Q${r(hw * 0.2)} ${r(top + h * 0.38)} 0 ${top}Z`;
}

/**
 * A fir standing at 0, 0 (place it with a transform or `grove`): uneven tiers of drooping boughs, each lit
 * on the left and in shade on the right, with a dark band under every tier where the one above shades it;
 * `snow` lays white on the boughs. A pale colour (a far tree) is drawn with softer shading, as haze flattens it.
 */
export function pineShape(color = '#2f7d4f', snow = false): string {
  const far = lightness(color) > 0.62;
  const shade = mix(color, '#10261c', far ? 0.1 : 0.3);
  const deep = mix(color, '#0a1812', 0.5);
  const lit = mix(color, SUNLIT, far ? 0.08 : 0.14);
  const tiers = TIERS.map(([top, bottom, hw, dl, dr], i) => {
    const outline = tierPath(top, bottom, hw, dl, dr, false);
    // the band of shade under a tier; a far fir has none, as the haze between flattens it
    const under = i === 0 || far ? '' : `<path d="${outline}" fill="${deep}" transform="translate(0 6)"/>`;
    return `${under}<path d="${outline}" fill="${shade}"/><path d="${tierPath(top, bottom, hw, dl, dr, true)}" fill="${lit}"/>`;
  });
  const caps = snow ? `<path d="${TIERS.map(([top, bottom, hw]) => snowCap(top, bottom, hw)).join('')}" fill="#fff"/>` : '';
  return `${GROUND_SHADOW}<path d="M-7 0l2-36h10l2 36Z" fill="#6b4430"/>${tiers.join('')}${caps}`;
}

/** A fir (see pineShape) whose trunk stands on groundY. */
export function pine(x: number, groundY: number, s = 1, color = '#2f7d4f', snow = false): string {
  return `<g transform="translate(${x} ${groundY}) scale(${s})">${pineShape(color, snow)}</g>`;
}

/** A bush of leaf clumps standing at 0, 0, darker at its foot, lit on its upper left. */
export function bushShape(color = '#4f9e4a'): string {
  const dark = mix(color, '#10261c', 0.3);
  const clumps: readonly Clump[] = [
    [4, -24, 24],
    [-22, -16, 19],
    [28, -14, 17],
  ];
  return `<ellipse cx="2" rx="48" ry="6" fill="#1f3a22" opacity=".16"/><path d="M-42 0q0-12 12-16h66q12 4 12 16Z" fill="${dark}"/>${crown(clumps, dark, color, mix(color, SUNLIT, 0.3))}`;
}

export function bush(x: number, y: number, s = 1, color = '#4f9e4a'): string {
  return `<g transform="translate(${x} ${y}) scale(${s})">${bushShape(color)}</g>`;
}

/**
 * One drawing (a tree, a bush) defined once and placed at each [x, groundY, scale] (or [x, groundY, width, height]
 * scales): a row of detailed trees weighs one tree. `id` must be unique in the picture.
 */
export function grove(id: string, shape: string, places: readonly (readonly [number, number, number] | readonly [number, number, number, number])[]): string {
  // A fourth number scales the copy's height apart from its width, so one shape can stand slim or squat.
  const uses = places.map(([x, y, s, h]) => `<use href="#bg-${id}" transform="translate(${x} ${y}) scale(${h === undefined ? s : `${s} ${h}`})"/>`);
  return `<defs><g id="bg-${id}">${shape}</g></defs>${uses.join('')}`;
}

/** One flower shape for defs; place copies with `flower`, the petals take the use's fill. */
export const flowerSymbol =
  '<g id="bg-flower"><path d="M0 0v18" stroke="#3f8f45" stroke-width="3"/><circle cx="-5" cy="-3" r="5"/><circle cx="5" cy="-3" r="5"/><circle cx="0" cy="-9" r="5"/><circle cx="0" cy="3" r="5"/><circle r="3.5" fill="#ffd54a"/></g>';

export function flower(x: number, y: number, petal: string): string {
  return `<use href="#bg-flower" x="${x}" y="${y}" fill="${petal}"/>`;
}

/** Repeatable pseudo-random points, so a picture is identical on every build. */
export function scatter(seed: number, count: number, x0: number, y0: number, w: number, h: number): [number, number][] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => [Math.round(x0 + next() * w), Math.round(y0 + next() * h)]);
}

/** Small stars, mostly faint pinpricks and a few brighter, so a night sky is not dotted with stickers. */
export function stars(seed: number, count: number, maxY: number, color = '#fff6c8'): string {
  const points = scatter(seed, count, 10, 10, 780, maxY);
  // each star a dot of round cap on a path: a sky of them weighs a few hundred bytes
  const dots = (bright: boolean) =>
    points
      .filter((_, i) => (i % 5 === 0) === bright)
      .map(([x, y]) => `M${x} ${y}h.1`)
      .join('');
  return `<g stroke="${color}" stroke-linecap="round"><path d="${dots(false)}" stroke-width="1.7" opacity=".55"/><path d="${dots(true)}" stroke-width="3"/></g>`;
}

export function snowfall(seed: number, count: number, maxY = 480, opacity = 0.9): string {
  const flakes = scatter(seed, count, 5, 5, 790, maxY).map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}"/>`);
  return `<g fill="#fff" opacity="${opacity}">${flakes.join('')}</g>`;
}

/** A crescent moon with a soft glow; use once per picture (the glow has a fixed id). */
export function moon(x: number, y: number, r = 30): string {
  return `<radialGradient id="bg-moonglow"><stop offset="30%" stop-color="#fff4c2" stop-opacity=".35"/><stop offset="100%" stop-color="#fff4c2" stop-opacity="0"/></radialGradient><circle cx="${x}" cy="${y}" r="${r * 2.6}" fill="url(#bg-moonglow)"/><path d="M${x} ${y - r}A${r} ${r} 0 1 0 ${x} ${y + r}A${r * 0.35} ${r} 0 1 1 ${x} ${y - r}Z" fill="#fff1b0"/>`;
}

/**
 * The light a window throws on the wall round it: bright by day, warm at sunset, none at night, when the
 * room's own lamps light it. Drawn apart from the window, before it, so the window's own shape (what a
 * shot list names) stays the window's size.
 */
export function windowGlow(x: number, y: number, w: number, h: number, time: TimeOfDay): string {
  if (time === 'night') return '';
  const id = `bg-winlight-${x}-${y}`;
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${time === 'day' ? '#fffbe8' : '#ffd08a'}" stop-opacity=".55"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/></radialGradient><ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w * 1.1}" ry="${h}" fill="url(#${id})"/>`;
}

/**
 * A window whose view follows the time of day: sky and a cloud, or stars at night;
 * `snowy` shows falling snow and a snowy sill outside.
 */
export function windowFrame(x: number, y: number, w: number, h: number, time: TimeOfDay, snowy = false): string {
  const dark = time === 'night';
  const dots = scatter(x + y, snowy ? 14 : 7, x + 8, y + 8, w - 16, h - 30)
    .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="${snowy ? 3 : 2}"/>`)
    .join('');
  const view = [
    rect(x, y, w, h, dark ? '#2d3f7c' : snowy ? '#cfe4f7' : time === 'evening' ? '#f6b48a' : '#aee0ff'),
    // a night sky is darkest overhead, so the lit room reads against it
    dark ? rect(x, y, w, h * 0.7, '#0b1233', 'opacity=".45"') : '',
    dark || snowy ? `<g fill="${snowy ? '#fff' : '#fff6c8'}">${dots}</g>` : cloud(x + w * 0.4, y + h * 0.4, w / 220, time === 'evening' ? '#ffe0c4' : '#fff'),
    snowy ? `<path d="M${x} ${y + h - 10}q${w * 0.27} -22 ${w * 0.53} -8t${w * 0.47} 0V${y + h}H${x}Z" fill="#eef4ff"/>` : '',
  ].join('');
  const clipId = `bg-win-${x}-${y}`;
  return `<clipPath id="${clipId}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#${clipId})">${view}</g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-width="8"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="6"/>${rect(x - 10, y + h, w + 20, 10, '#e9e1d6', 'rx="3"')}`;
}

/**
 * Light and shade on a room's wall from `top` to `bottom`: darker up under the ceiling and into both corners,
 * where a room's light does not reach, and (`papered`) a faint wallpaper, so a wall is not one flat block of colour.
 */
export function wallShade(top: number, bottom: number, papered = true): string {
  const h = bottom - top;
  return [
    '<linearGradient id="bg-wallshade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3b2a1c" stop-opacity=".2"/><stop offset=".22" stop-color="#3b2a1c" stop-opacity="0"/><stop offset=".78" stop-color="#3b2a1c" stop-opacity="0"/><stop offset="1" stop-color="#3b2a1c" stop-opacity=".2"/></linearGradient>',
    '<linearGradient id="bg-ceilshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b2a1c" stop-opacity=".18"/><stop offset="1" stop-color="#3b2a1c" stop-opacity="0"/></linearGradient>',
    papered
      ? `<pattern id="bg-paper" width="36" height="36" patternUnits="userSpaceOnUse"><path d="M9 0v36" stroke="#5a4030" stroke-opacity=".05" stroke-width="10"/><path d="M27 14l3 4-3 4-3-4Z" fill="#fff" fill-opacity=".35"/></pattern>${rect(0, top, 800, h, 'url(#bg-paper)')}`
      : '',
    rect(0, top, 800, h, 'url(#bg-wallshade)'),
    rect(0, top, 800, Math.round(h * 0.4), 'url(#bg-ceilshade)'),
  ].join('');
}

/**
 * Boards across a floor from floorY down: the seams between rows widen toward us, and the joints where one
 * board ends and the next begins are staggered from row to row and lean toward the room's far middle.
 */
export function floorBoards(floorY: number): string {
  const rows = [0, 1, 2, 3, 4, 5, 6].map((i) => floorY + Math.round(i * i * 2.5 + i * 10));
  const seams = rows.slice(1).map((y) => `M0 ${y}H800`);
  const joints = rows.slice(0, -1).flatMap((y0, i) => {
    const y1 = rows[i + 1]!;
    const lean = (x: number, y: number) => Math.round(400 + (x - 400) * ((y - floorY + 120) / 120));
    return [0, 1, 2, 3].map((j) => {
      const x = 40 + j * 220 + (i % 2) * 110 - (i % 3) * 30;
      return `M${lean(x, y0)} ${y0}L${lean(x, y1)} ${y1}`;
    });
  });
  return `<path d="${[...seams, ...joints].join('')}" stroke="#3b2414" stroke-opacity=".12" stroke-width="2"/>`;
}

/** Indoor shell: a shaded, papered wall, skirting board and a wooden floor of boards starting at floorY. */
export function room(wallId: string, floorTop: string, floorBottom: string, floorY = 360): string {
  return [
    sky(wallId),
    wallShade(0, floorY),
    `<rect y="${floorY}" width="800" height="${500 - floorY}" fill="url(#bg-floor)"/>`,
    floorBoards(floorY),
    // the skirting board, and the shadow the wall casts along the floor at its foot
    rect(0, floorY - 12, 800, 12, '#fff', 'opacity=".7"'),
    rect(0, floorY, 800, 6, '#3b2414', 'opacity=".12"'),
    `<defs>${vGradient('floor', [floorTop, floorBottom])}</defs>`,
  ].join('');
}

/** A row of triangle party flags hanging in a curve across the top. */
export function bunting(y: number, colors: readonly string[]): string {
  const flags = Array.from({ length: 11 }, (_, i) => {
    const x = 30 + i * 74;
    const sag = y + Math.round(Math.sin((i / 10) * Math.PI) * 26);
    return `<path d="M${x - 18} ${sag}L${x + 18} ${sag}L${x} ${sag + 34}Z" fill="${colors[i % colors.length]}"/>`;
  });
  return `<path d="M0 ${y - 4}Q400 ${y + 56} 800 ${y - 4}" stroke="#8b6b4a" stroke-width="2" fill="none"/>${flags.join('')}`;
}

/** A simple gabled house standing on groundY; `snow` puts a white cap on the roof. */
export function house(x: number, groundY: number, w: number, h: number, wall: string, roof: string, lit: string, snow = false): string {
  const top = groundY - h;
  const cap = snow
    ? `<path d="M${x - 14} ${top + 4}L${x + w / 2} ${top - 52}L${x + w + 14} ${top + 4}l-6 -10L${x + w / 2} ${top - 60}L${x - 8} ${top - 6}Z" fill="#fff"/>`
    : '';
  const win = (wx: number) => rect(wx, top + 18, 28, 28, lit, 'rx="3"');
  const door = Math.round(h * 0.4);
  return `${rect(x, top, w, h, wall)}<path d="M${x - 14} ${top + 4}L${x + w / 2} ${top - 52}L${x + w + 14} ${top + 4}Z" fill="${roof}"/>${cap}${win(x + 14)}${win(x + w - 42)}${rect(x + w / 2 - 15, groundY - door, 30, door, '#8d5f36', 'rx="4"')}`;
}

/**
 * Something the background draws that a story names (the fridge, the river, a mountain), as a group naming
 * it for the shot list; several names when the books call it differently ('window kitchen-window').
 * Marked as a landmark: it belongs to the setting and may run past the frame's edges.
 */
export function landmark(names: string, markup: string): string {
  return `<g data-part="${names}" data-landmark="">${markup}</g>`;
}

/**
 * Tufts of grass scattered over a band of ground, one stroked path: three blades each, leaning a little
 * differently, so a green band reads as a meadow and not a strip of paint.
 */
export function grassTufts(seed: number, count: number, x0: number, y0: number, w: number, h: number, color: string): string {
  const blades = scatter(seed, count, x0, y0, w, h).map(([x, y], i) => {
    const tall = 8 + (i % 3) * 3;
    return `M${x - 5} ${y}q2-${tall - 3}-1-${tall}m6 ${tall}q1-${tall} 3-${tall + 4}m2 ${tall + 4}q1-${tall - 4} 5-${tall - 2}`;
  });
  return `<path d="${blades.join('').replace(/ -/g, '-')}" stroke="${color}" stroke-width="2.2" stroke-linecap="round" fill="none"/>`;
}

/** A grass clump's blades (shares of its height from its base's middle, x right, y up): pointed, the middle tallest. */
const CLUMP_BLADES: readonly (readonly [number, number])[] = [
  [-1.0, 0],
  [-0.85, 0.6],
  [-0.5, 0.12],
  [-0.3, 0.9],
  [0, 0.15],
  [0.2, 1],
  [0.42, 0.12],
  [0.7, 0.7],
  [0.8, 0.1],
  [1.05, 0.4],
  [1.0, 0],
];

/**
 * A small clump of grass standing on the ground at (`x`, `y`), `height` tall: one filled shape of pointed blades
 * from a common base, so on a phone it reads as grass and not as a stray "^" stroke.
 */
export function grassClump(x: number, y: number, height: number, color: string): string {
  const points = CLUMP_BLADES.map(([bx, by]) => `${Math.round(x + bx * height)} ${Math.round(y - by * height)}`);
  return `<path d="M${points.join('L')}Z" fill="${color}"/>`;
}
