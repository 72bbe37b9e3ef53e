import type { Box } from './figure-extent';
import type { Point } from './figures/skeleton';
import { IDENTITY, matrixOf, times, type Matrix } from './svg-transform';

/**
 * What an SVG fragment draws, measured from its own markup: the box round its paths, circles, ellipses and lines through
 * their transforms, strokes included. The picture engine draws its figures as markup, so a figure's true outline (a
 * sniffing fox's tail, a dog's ears) is read back here rather than guessed as a box about its size (decision 117).
 */
/** Points along a path's outline: its ends, and its curves and arcs sampled. */
function pathPoints(d: string): Point[] {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? [];
  const out: Point[] = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let cmd = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const STEPS = 12;
  while (i < tokens.length) {
    if (/[A-Za-z]/.test(tokens[i]!)) cmd = tokens[i++]!;
    const rel = cmd === cmd.toLowerCase();
    const [ox, oy] = rel ? [x, y] : [0, 0];
    switch (cmd.toUpperCase()) {
      case 'M':
      case 'L':
      case 'T':
        [x, y] = [ox + num(), oy + num()];
        if (cmd.toUpperCase() === 'M') [sx, sy] = [x, y];
        out.push({ x, y });
        if (cmd === 'M') cmd = 'L';
        if (cmd === 'm') cmd = 'l';
        break;
      case 'H':
        x = ox + num();
        out.push({ x, y });
        break;
      case 'V':
        y = oy + num();
        out.push({ x, y });
        break;
      case 'Q': {
        const [cx, cy, ex, ey] = [ox + num(), oy + num(), ox + num(), oy + num()];
        for (let s = 1; s <= STEPS; s++) {
          const t = s / STEPS;
          out.push({ x: (1 - t) ** 2 * x + 2 * (1 - t) * t * cx + t * t * ex, y: (1 - t) ** 2 * y + 2 * (1 - t) * t * cy + t * t * ey });
        }
        [x, y] = [ex, ey];
        break;
      }
      case 'C':
      case 'S': {
        const [c1x, c1y] = cmd.toUpperCase() === 'C' ? [ox + num(), oy + num()] : [x, y];
        const [c2x, c2y, ex, ey] = [ox + num(), oy + num(), ox + num(), oy + num()];
        for (let s = 1; s <= STEPS; s++) {
          const t = s / STEPS;
          const u = 1 - t;
          out.push({
            x: u ** 3 * x + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t ** 3 * ex,
            y: u ** 3 * y + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t ** 3 * ey,
          });
        }
        [x, y] = [ex, ey];
        break;
      }
      case 'A': {
        const [rx0, ry0, rot, large, sweep] = [num(), num(), num(), num(), num()];
        const [ex, ey] = [ox + num(), oy + num()];
        out.push(...arcPoints(x, y, Math.abs(rx0), Math.abs(ry0), rot, large !== 0, sweep !== 0, ex, ey), { x: ex, y: ey });
        [x, y] = [ex, ey];
        break;
      }
      case 'Z':
        [x, y] = [sx, sy];
        break;
      default:
        i++;
    }
  }
  return out;
}

/** Points along an SVG arc, from its centre (the SVG spec's endpoint-to-centre conversion). */
function arcPoints(x1: number, y1: number, rx: number, ry: number, rotation: number, large: boolean, sweep: boolean, x2: number, y2: number): Point[] {
  if (rx === 0 || ry === 0) return [];
  const phi = (rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const grow = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (grow > 1) [rx, ry] = [rx * Math.sqrt(grow), ry * Math.sqrt(grow)];
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const k = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (k * rx * y1p) / ry;
  const cyp = (-k * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number) => Math.atan2(uy, ux);
  const a1 = angle((x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((-x1p - cxp) / rx, (-y1p - cyp) / ry) - a1;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  const out: Point[] = [];
  for (let s = 1; s < 24; s++) {
    const a = a1 + (delta * s) / 24;
    out.push({ x: cx + rx * Math.cos(a) * cos - ry * Math.sin(a) * sin, y: cy + rx * Math.cos(a) * sin + ry * Math.sin(a) * cos });
  }
  return out;
}

/**
 * The box round everything an SVG fragment draws (paths, circles, ellipses, lines), through its transforms, its
 * strokes' half widths included: the outline a reader sees, to keep whole in a frame.
 */
export function outlineBox(svg: string): Box {
  const { rest, head } = outlineBoxes(svg);
  if (!head) return rest;
  return rest.right > rest.left ? unionOf(rest, head) : head;
}

/**
 * `outlineBox`, with what is drawn inside a group marked `data-head` boxed apart, and the rest also piece by piece
 * (a tail, a leg, the body), gathered where they overlap.
 */
export function outlineBoxes(svg: string): { rest: Box; head?: Box; pieces: Box[] } {
  const stack: { m: Matrix; head: boolean }[] = [{ m: IDENTITY, head: false }];
  const empty = () => ({ left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity });
  const [rest, head] = [empty(), empty()];
  const pieces: Box[] = [];
  let heads = false;
  for (const [, close, tag, attrs, selfClosing] of svg.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>/g)) {
    if (close) {
      if (tag === 'g' && stack.length > 1) stack.pop();
      continue;
    }
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs!)?.[1];
    const top = stack[stack.length - 1]!;
    const m = times(top.m, matrixOf(attr('transform')));
    if (tag === 'g') {
      const inHead = top.head || attr('data-head') !== undefined;
      heads ||= inHead;
      if (!selfClosing) stack.push({ m, head: inHead });
      continue;
    }
    const whole = top.head ? head : rest;
    const box = empty();
    const stroke = attr('stroke');
    const stroked = stroke !== undefined && stroke !== 'none';
    const fill = attr('fill');
    if (!stroked && fill === 'none') continue;
    const ring = (cx: number, cy: number, rx: number, ry: number): Point[] =>
      Array.from({ length: 24 }, (_, s) => ({ x: cx + rx * Math.cos((s * Math.PI) / 12), y: cy + ry * Math.sin((s * Math.PI) / 12) }));
    const num = (name: string) => Number(attr(name) ?? 0);
    const points =
      tag === 'path'
        ? pathPoints(attr('d') ?? '')
        : tag === 'circle'
          ? ring(num('cx'), num('cy'), num('r'), num('r'))
          : tag === 'ellipse'
            ? ring(num('cx'), num('cy'), num('rx'), num('ry'))
            : tag === 'line'
              ? [
                  { x: num('x1'), y: num('y1') },
                  { x: num('x2'), y: num('y2') },
                ]
              : [];
    const pad = stroked ? (Number(attr('stroke-width') ?? 1) / 2) * Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) : 0;
    for (const p of points) {
      const [x, y] = [m[0] * p.x + m[2] * p.y + m[4], m[1] * p.x + m[3] * p.y + m[5]];
      box.left = Math.min(box.left, x - pad);
      box.right = Math.max(box.right, x + pad);
      box.top = Math.min(box.top, y - pad);
      box.bottom = Math.max(box.bottom, y + pad);
    }
    if (box.right < box.left) continue;
    whole.left = Math.min(whole.left, box.left);
    whole.right = Math.max(whole.right, box.right);
    whole.top = Math.min(whole.top, box.top);
    whole.bottom = Math.max(whole.bottom, box.bottom);
    if (!top.head) pieces.push(box);
  }
  return { rest, ...(heads && { head }), pieces: gathered(pieces) };
}

/** Boxes with those inside another left out, and two that overlap so far that their union is no bigger than both merged. */
function gathered(boxes: Box[]): Box[] {
  const area = (b: Box) => (b.right - b.left) * (b.bottom - b.top);
  let out = boxes.filter(
    (b, i) =>
      !boxes.some((o, j) => j !== i && o.left <= b.left && o.right >= b.right && o.top <= b.top && o.bottom >= b.bottom && (area(o) > area(b) || j < i)),
  );
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        const union = unionOf(out[i]!, out[j]!);
        if (area(union) <= area(out[i]!) + area(out[j]!)) {
          out = [...out.filter((_, k) => k !== i && k !== j), union];
          merged = true;
        }
      }
  }
  return out;
}

/** The smallest box round two boxes. */
const unionOf = (a: Box, b: Box): Box => ({
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
  top: Math.min(a.top, b.top),
  bottom: Math.max(a.bottom, b.bottom),
});
