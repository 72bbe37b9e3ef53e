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
  return `<circle cx="${x}" cy="${y}" r="${r * 1.9}" fill="#fff" opacity=".25"/><circle cx="${x}" cy="${y}" r="${r * 1.4}" fill="#fff3b0" opacity=".6"/><circle cx="${x}" cy="${y}" r="${r}" fill="#ffd54a"/>`;
}

/** A leafy tree whose trunk stands on groundY. */
export function roundTree(x: number, groundY: number, s = 1, leaf = '#5dae54', dark = '#3f8f45'): string {
  return `<g transform="translate(${x} ${groundY}) scale(${s})"><rect x="-9" y="-70" width="18" height="70" rx="4" fill="#8a5a3b"/><circle cx="0" cy="-104" r="50" fill="${dark}"/><circle cx="-26" cy="-92" r="34" fill="${leaf}"/><circle cx="20" cy="-118" r="36" fill="${leaf}"/></g>`;
}

/** A fir tree whose trunk stands on groundY; `snow` adds white caps. */
export function pine(x: number, groundY: number, s = 1, color = '#2f7d4f', snow = false): string {
  const caps = snow ? '<path d="M0 -150 L-16 -120 Q0 -112 16 -120Z M-30 -92 Q0 -80 30 -92 L20 -104 Q0 -96 -20 -104Z" fill="#fff"/>' : '';
  return `<g transform="translate(${x} ${groundY}) scale(${s})"><rect x="-7" y="-24" width="14" height="24" fill="#7a4e33"/><path d="M0 -150 L-42 -70 L-22 -70 L-52 -20 L52 -20 L22 -70 L42 -70Z" fill="${color}"/>${caps}</g>`;
}

export function bush(x: number, y: number, s = 1, color = '#4f9e4a'): string {
  return `<g fill="${color}" transform="translate(${x} ${y}) scale(${s})"><circle cx="-22" cy="-14" r="20"/><circle cx="4" cy="-24" r="26"/><circle cx="28" cy="-12" r="18"/><rect x="-40" y="-14" width="86" height="14" rx="7"/></g>`;
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

export function stars(seed: number, count: number, maxY: number, color = '#fff6c8'): string {
  const dots = scatter(seed, count, 10, 10, 780, maxY).map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${1 + (i % 3) * 0.7}"/>`);
  return `<g fill="${color}">${dots.join('')}</g>`;
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
 * A window whose view follows the time of day: sky and a cloud, or stars at night;
 * `snowy` shows falling snow and a snowy sill outside.
 */
export function windowFrame(x: number, y: number, w: number, h: number, time: TimeOfDay, snowy = false): string {
  const dark = time === 'night';
  const dots = scatter(x + y, snowy ? 14 : 7, x + 8, y + 8, w - 16, h - 30)
    .map(([px, py]) => `<circle cx="${px}" cy="${py}" r="${snowy ? 3 : 2}"/>`)
    .join('');
  const view = [
    rect(x, y, w, h, dark ? '#2d3f7c' : snowy ? '#cfe4f7' : '#aee0ff'),
    dark || snowy ? `<g fill="${snowy ? '#fff' : '#fff6c8'}">${dots}</g>` : cloud(x + w * 0.4, y + h * 0.4, w / 220),
    snowy ? `<path d="M${x} ${y + h - 10}q${w * 0.27} -22 ${w * 0.53} -8t${w * 0.47} 0V${y + h}H${x}Z" fill="#eef4ff"/>` : '',
  ].join('');
  const clipId = `bg-win-${x}-${y}`;
  return `<clipPath id="${clipId}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath><g clip-path="url(#${clipId})">${view}</g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#fff" stroke-width="8"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="#fff" stroke-width="6"/>${rect(x - 10, y + h, w + 20, 10, '#e9e1d6', 'rx="3"')}`;
}

/** The sun by day and evening, a crescent moon at night. */
export function sunOrMoon(x: number, y: number, r: number, time: TimeOfDay): string {
  return time === 'night' ? moon(x, y, r) : sun(x, y, r);
}

/** Indoor shell: wall gradient, skirting board and a wooden floor starting at floorY. */
export function room(wallId: string, floorTop: string, floorBottom: string, floorY = 360): string {
  const boards = [0, 1, 2, 3].map((i) => {
    const y = floorY + 22 + i * i * 9 + i * 16;
    return `<path d="M0 ${y}H800" stroke="#000" stroke-opacity=".06" stroke-width="2"/>`;
  });
  return `${sky(wallId)}<rect y="${floorY}" width="800" height="${500 - floorY}" fill="url(#bg-floor)"/>${rect(0, floorY - 12, 800, 12, '#fff', 'opacity=".7"')}${boards.join('')}<defs>${vGradient('floor', [floorTop, floorBottom])}</defs>`;
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
 * Something the background draws that a story names (the fridge, the river, 북한산), as a group naming
 * it for the shot list; several names when the books call it differently ('window kitchen-window').
 * Marked as a landmark: it belongs to the setting and may run past the frame's edges.
 */
export function landmark(names: string, markup: string): string {
  return `<g data-part="${names}" data-landmark="">${markup}</g>`;
}
