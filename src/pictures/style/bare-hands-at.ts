import { IDENTITY, matrixOf, times, type Matrix } from '../svg-transform';

/**
 * Where a figure's bare hands are, read from its own markup: each hand is a group hands.ts marks `data-h`, drawn in the
 * hand's frame (its origin at the wrist, x along the forearm) inside the figure's nested transforms. The palm is the
 * group's first ellipse; its middle and its size, carried out through every transform above it, are where the hand is
 * in the picture and how big.
 */

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
  const stack: Matrix[] = [IDENTITY];
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
    const here = transform ? times(m, matrixOf(transform)) : m;
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
