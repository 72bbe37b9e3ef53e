import { scaled, type PropDefinition } from '@/pictures';

/**
 * A stretch of old stone wall, big and small field stones of many shapes fitted like a puzzle under a tiled
 * cap: 'straight', 100 wide, 56 tall; 'long' runs on along a lane, 240 wide at the same height (the one wall
 * that lines the lane from end to end); 'long-end' is the same wall ending at its right, its end face turned to us
 * in shade, 7 deep, so a hand laid on that end is seen edge-on against the stones; 'long-deck' is the long wall a
 * fifth lower, its cap's broad flat top seen from a little above, 20 deep, leaning back a little to the right, so a
 * sheet laid on it lies there with room for a cat to stand on it, and the wall still runs the whole lane (so it reads
 * as a wall's top, not a table; with no top, a sheet over the cap read as a slab stood against the wall and the cat on
 * its upper edge as on a crate: blind critic r58).
 */

// Warm grey-ochre field stones in dark mortar (pale grey stones all one size read as rows of eggs).
const stoneTones = ['#b9a584', '#a8977a', '#c7b491', '#9e8d73', '#b3a07f'];
const mortar = '#6f6353';
const capTile = '#5d6470';

/** Courses from the foot up, tallest first: bigger stones low, smaller ones at the top, as a wall is laid. */
const courses = [14, 12, 10, 8, 6];

/** A fixed sequence, so the wall is the same stones in every picture. */
function seeded(seed: number): () => number {
  let n = seed;
  return () => {
    n = (n * 16807) % 2147483647;
    return (n - 1) / 2147483646;
  };
}

type P = [number, number];
const xy = ([x, y]: P) => `${x.toFixed(1)} ${y.toFixed(1)}`;

/** One stone's lumpy outline filling its slot, and the lit line along its top. */
function stone(x0: number, y0: number, w: number, h: number, r: () => number): { outline: string; lit: string } {
  const j = (k: number) => (r() - 0.5) * k;
  const top: [P, P, P] = [
    [x0 + 1.6 + j(1.6), y0 + 1.8 + j(1.2)],
    [x0 + w * (0.35 + j(0.2)), y0 + 0.6 + j(0.8)],
    [x0 + w - 1.8 + j(1.4), y0 + 1.6 + j(1.4)],
  ];
  const rest: P[] = [
    [x0 + w - 0.4 + j(0.6), y0 + h * (0.5 + j(0.4))],
    [x0 + w - 2 + j(1.4), y0 + h - 1.2],
    [x0 + w * (0.55 + j(0.25)), y0 + h - 0.5 + j(0.5)],
    [x0 + 1.8 + j(1.4), y0 + h - 1.4],
    [x0 + 0.4 + j(0.6), y0 + h * (0.45 + j(0.4))],
  ];
  const lit = top.map(([x, y]): P => [x, y + 0.6]);
  return { outline: `M${[...top, ...rest].map(xy).join('L')}Z`, lit: `M${lit.map(xy).join('L')}` };
}

/**
 * The wall's face from x -half to half, y -50 to 0: courses of stones of varied widths, some small slots split in
 * two; one path per stone colour, so the markup stays small.
 */
function face(half: number): string {
  const r = seeded(half * 7 + 3);
  const byTone: string[][] = stoneTones.map(() => []);
  const lits: string[] = [];
  const add = (x: number, y: number, w: number, h: number) => {
    const { outline, lit } = stone(x, y, w, h, r);
    byTone[Math.floor(r() * stoneTones.length)]?.push(outline);
    lits.push(lit);
  };
  let y = 0;
  courses.forEach((h) => {
    y -= h;
    let x = -half;
    // Each course starts with a part stone so no joints line up (not a sliver: slivers stacked course on course read
    // as a crack where two stretches meet); the last one stops at the wall's end.
    let w = h * (0.7 + r() * 0.9);
    while (half - x > 2) {
      w = Math.min(w, half - x);
      // A stone that would leave a sliver at the end takes the end in: slivers stacked course on course read as a
      // crack down the wall where two stretches of the long wall meet.
      if (half - x - w < h * 0.7) w = half - x;
      if (w < h * 1.1 && h >= 10 && r() < 0.6) {
        // Two small stones stacked in one slot: the big-and-small fit.
        const top = h * (0.4 + r() * 0.2);
        add(x, y, w, top);
        add(x, y + top, w, h - top);
      } else {
        add(x, y, w, h);
      }
      x += w;
      w = h * (0.8 + r() * 0.9);
    }
  });
  const stones = byTone
    .map((d, i) => `<path d="${d.join('')}" fill="${stoneTones[i] ?? ''}" stroke="${stoneTones[i] ?? ''}" stroke-width="1.4" stroke-linejoin="round"/>`)
    .join('');
  return `${stones}<path d="${lits.join('')}" stroke="#e2d4b6" stroke-width="1" stroke-linecap="round" fill="none" opacity=".7"/>`;
}

/** The wall's end at x = half, going back into the lane: stone ends in shade between mortar joints, under the cap's end. */
function endFace(half: number): string {
  const depth = 7;
  const rise = 5;
  let y = 0;
  const joints = courses.map((h) => {
    y -= h;
    return `M${half} ${y}l${depth} ${-rise}`;
  });
  return (
    `<path d="M${half} 0L${half + depth} ${-rise}V${-50 - rise}L${half} -50Z" fill="${stoneTones[3] ?? ''}" stroke="${mortar}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${joints.join('')}M${half + depth / 2} -6v-10M${half + depth / 2} -30v-8" stroke="${mortar}" stroke-width="1.4"/>` +
    `<path d="M${half + 3} -49L${half + depth} ${-50 - rise}V${-55 - rise}L${half} -56Z" fill="${capTile}"/>`
  );
}

export const stoneWall: PropDefinition = {
  variants: ['straight', 'long', 'long-end', 'long-deck'],
  draw: ({ size, variant }) => {
    const long = variant === 'long' || variant === 'long-end' || variant === 'long-deck';
    const half = long ? 120 : 50;
    // The long wall is one 80-wide stretch laid three times (a 240-wide face of its own is too much markup).
    const stones = long ? [-80, 0, 80].map((dx) => `<g transform="translate(${dx} 0)">${face(40)}</g>`).join('') : face(half);
    const end = variant === 'long-end' ? endFace(half) : '';
    const top =
      variant === 'long-deck'
        ? `<path d="M${-half} -45H${half}L${half + 4.8} -65H${-half + 4.8}Z" fill="#8a919c"/><path d="M${-half} -45H${half}L${half + 1} -49H${-half + 1}Z" fill="#969da8"/><path d="M${-half + 4.8} -65H${half + 4.8}" stroke="#6b717c" stroke-width="1.4"/><path d="${Array.from({ length: 19 }, (_, i) => `M${-half + 12 * (i + 1)} -45.5l4.8 -19`).join('')}" stroke="#7d8490" stroke-width=".7" opacity=".6"/>`
        : '';
    const body = `<rect x="${-half}" y="-50" width="${half * 2}" height="50" fill="${mortar}"/>${stones}${end}<path d="M${-half - 3} -49H${half + 3}L${half} -56H${-half}Z" fill="${capTile}"/><path d="M${-half} -56H${half}" stroke="#7f8794" stroke-width="2"/>`;
    // The deck's wall a fifth lower, its cap at a child's chest, so a hand laid on the top lies on it (at his chin, his
    // arm went up to it and the palm stood up off the sheet).
    return scaled(size, variant === 'long-deck' ? `<g transform="scale(1 .8)">${body}</g>${top}` : `${body}${top}`);
  },
};
