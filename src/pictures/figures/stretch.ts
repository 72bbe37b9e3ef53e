import { n } from './svg';

/** A stretch across and up about a point: x' = x0 + (x − x0)·sx, y' = y0 + (y − y0)·sy. */
export interface Stretch {
  x0: number;
  y0: number;
  sx: number;
  sy: number;
}

/** How many numbers each path command takes, and which of them are across (x), up (y), radii or left alone (a flag). */
const ARGS: Record<string, ('x' | 'y' | 'rx' | 'ry' | 'keep')[]> = {
  M: ['x', 'y'],
  L: ['x', 'y'],
  T: ['x', 'y'],
  H: ['x'],
  V: ['y'],
  C: ['x', 'y', 'x', 'y', 'x', 'y'],
  S: ['x', 'y', 'x', 'y'],
  Q: ['x', 'y', 'x', 'y'],
  A: ['rx', 'ry', 'keep', 'keep', 'keep', 'x', 'y'],
  Z: [],
};

/** A path's `d` stretched, or undefined for a turned arc, which a stretch across and up would skew. */
function stretchPath(d: string, s: Stretch): string | undefined {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let command = '';
  let k = 0;
  for (const token of tokens) {
    if (/[A-Za-z]/.test(token)) {
      command = token;
      k = 0;
      out.push(token);
      continue;
    }
    const args = ARGS[command.toUpperCase()];
    if (!args || args.length === 0) return undefined;
    const role = args[k % args.length]!;
    // A number after a full set repeats the command (an implicit M repeats as L, which takes the same numbers).
    if (k > 0) out.push(' ');
    k += 1;
    const v = Number(token);
    const relative = command === command.toLowerCase();
    if (role === 'keep') {
      if (args === ARGS.A && k % args.length === 3 && v !== 0) return undefined;
      out.push(token);
    } else if (role === 'rx') out.push(n(v * s.sx));
    else if (role === 'ry') out.push(n(v * s.sy));
    else if (role === 'x') out.push(n(relative ? v * s.sx : s.x0 + (v - s.x0) * s.sx));
    else out.push(n(relative ? v * s.sy : s.y0 + (v - s.y0) * s.sy));
  }
  return out.join('');
}

const ELEMENT = /<(path|circle|ellipse)\b([^>]*?)\/>/g;
const attr = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/**
 * Markup stretched about a point, its numbers moved rather than wrapped in a transform (a group per head cost the
 * most crowded picture its size budget). Only paths, circles and ellipses with no transform of their own can be moved so;
 * anything else keeps the whole markup in a stretched group.
 */
export function stretchMarkup(markup: string, s: Stretch): string {
  if (!markup || (s.sx === 1 && s.sy === 1)) return markup;
  // A group turned or moved on its own would take its shapes' numbers in its own frame.
  let whole = !/<g\b[^>]*transform/.test(markup);
  const moved = markup.replace(ELEMENT, (element: string, tag: string, attrs: string) => {
    if (attr(attrs, 'transform') !== undefined) whole = false;
    if (!whole) return element;
    const x = (v: string | undefined) => n(s.x0 + (Number(v) - s.x0) * s.sx);
    const y = (v: string | undefined) => n(s.y0 + (Number(v) - s.y0) * s.sy);
    if (tag === 'path') {
      const d = attr(attrs, 'd');
      const stretched = d === undefined ? undefined : stretchPath(d, s);
      if (stretched === undefined) {
        whole = false;
        return element;
      }
      return `<path d="${stretched}"${attrs.replace(/\sd="[^"]*"/, '')}/>`;
    }
    const rx = Number(attr(attrs, tag === 'circle' ? 'r' : 'rx'));
    const ry = Number(attr(attrs, tag === 'circle' ? 'r' : 'ry'));
    const rest = attrs.replace(/\s(cx|cy|r|rx|ry)="[^"]*"/g, '');
    return `<ellipse cx="${x(attr(attrs, 'cx'))}" cy="${y(attr(attrs, 'cy'))}" rx="${n(rx * s.sx)}" ry="${n(ry * s.sy)}"${rest}/>`;
  });
  // Anything but paths, circles and ellipses (a rect, a group of its own), or a shape moved or turned on its own: the group.
  const rest = markup.replace(ELEMENT, '').replace(/<\/?g\b[^>]*>/g, '');
  if (whole && !/<\w/.test(rest)) return moved;
  const k = (v: number) => String(Math.round(v * 1000) / 1000);
  return `<g transform="matrix(${k(s.sx)} 0 0 ${k(s.sy)} ${n(s.x0 * (1 - s.sx))} ${n(s.y0 * (1 - s.sy))})">${markup}</g>`;
}
