/**
 * Where a figure's bare hands are, read from its own markup: each hand is a group hands.ts marks `data-h`, drawn in the
 * hand's frame (its origin at the wrist, x along the forearm) inside the figure's nested transforms. The palm is the
 * group's first ellipse; its middle and its size, carried out through every transform above it, are where the hand is
 * in the picture and how big.
 */

type Affine = [number, number, number, number, number, number];

const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

/** a then b: the point first through b (the inner transform), then a. */
const times = (a: Affine, b: Affine): Affine => [
  a[0] * b[0] + a[2] * b[1],
  a[1] * b[0] + a[3] * b[1],
  a[0] * b[2] + a[2] * b[3],
  a[1] * b[2] + a[3] * b[3],
  a[0] * b[4] + a[2] * b[5] + a[4],
  a[1] * b[4] + a[3] * b[5] + a[5],
];

/** An SVG transform attribute's list, as one matrix. */
export function transformOf(list: string): Affine {
  let m = IDENTITY;
  for (const [, name, args] of list.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const v = args!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [a = 0, b, c, d, e, f] = v;
    if (name === 'translate') m = times(m, [1, 0, 0, 1, a, b ?? 0]);
    else if (name === 'scale') m = times(m, [a, 0, 0, b ?? a, 0, 0]);
    else if (name === 'matrix') m = times(m, [a, b!, c!, d!, e!, f!]);
    else if (name === 'rotate') {
      const t = (a * Math.PI) / 180;
      const [cx, cy] = [b ?? 0, c ?? 0];
      m = times(m, [1, 0, 0, 1, cx, cy]);
      m = times(m, [Math.cos(t), Math.sin(t), -Math.sin(t), Math.cos(t), 0, 0]);
      m = times(m, [1, 0, 0, 1, -cx, -cy]);
    }
  }
  return m;
}

export interface HandAt {
  x: number;
  y: number;
  /** The palm's half-length, in the picture's units. */
  r: number;
}

/**
 * Every bare hand in the markup: its palm's middle and half-length in the picture's units. A hand drawn in two parts
 * (behind what it holds and in front of it) is one hand: a part whose palm lies inside one already found is left out.
 */
export function bareHandsAt(markup: string): HandAt[] {
  const hands: HandAt[] = [];
  for (const hand of palms(markup).sort((a, b) => b.r - a.r)) if (!hands.some((h) => Math.hypot(h.x - hand.x, h.y - hand.y) < h.r)) hands.push(hand);
  return hands;
}

/** The first ellipse of every `data-h` group, through the transforms above it. */
function palms(markup: string): HandAt[] {
  const stack: Affine[] = [IDENTITY];
  const hands: HandAt[] = [];
  // Inside a hand: how deep, and whether its palm has been read.
  let handDepth = 0;
  let palmRead = false;
  for (const [tag] of markup.matchAll(/<\/?g\b[^>]*>|<ellipse\b[^>]*>/g)) {
    if (tag.startsWith('</g')) {
      stack.pop();
      if (handDepth > 0) handDepth -= 1;
      continue;
    }
    const m = stack[stack.length - 1]!;
    const transform = / transform="([^"]*)"/.exec(tag)?.[1];
    const here = transform ? times(m, transformOf(transform)) : m;
    if (tag.startsWith('<ellipse')) {
      if (handDepth === 0 || palmRead) continue;
      const num = (name: string) => Number(new RegExp(` ${name}="([-\\d.]+)"`).exec(tag)?.[1] ?? 0);
      const [cx, cy, rx] = [num('cx'), num('cy'), num('rx')];
      hands.push({ x: here[0] * cx + here[2] * cy + here[4], y: here[1] * cx + here[3] * cy + here[5], r: rx * Math.hypot(here[0], here[1]) });
      palmRead = true;
      continue;
    }
    if (tag.endsWith('/>')) continue;
    stack.push(here);
    if (handDepth > 0) handDepth += 1;
    else if (tag.includes(' data-h=""') && tag.includes(' transform=')) {
      handDepth = 1;
      palmRead = false;
    }
  }
  return hands;
}
