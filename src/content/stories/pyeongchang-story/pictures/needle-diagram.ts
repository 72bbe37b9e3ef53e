import { scaled, type PropDefinition } from '@/pictures';

/**
 * Grandpa's diagram scratched in the dirt: a long box of ten squares in one row, seen lying on the
 * ground (100 wide, 16 deep). Three layers drawn at the same place and size, so the shot list can name
 * each (list 'needles' and 'bare' first, then 'grid' over them): 'grid' (the ten scratched squares, lines only), 'needles' (six and a half squares filled with pine
 * needles) and 'bare' (the three and a half squares left bare dirt).
 */
const cell = 9.6;
const left = -48;
const x = (i: number) => left + i * cell;
/** A square of the row in perspective: a parallelogram leaning back. */
const quad = (a: number, b: number) => `M${x(a) + 2} -16H${x(b) + 2}L${x(b)} 0H${x(a)}Z`;

function grid(): string {
  const lines = Array.from({ length: 11 }, (_, i) => `M${x(i) + 2} -16L${x(i)} 0`).join('');
  return `<path d="${lines}M${x(0) + 2} -16H${x(10) + 2}M${x(0)} 0H${x(10)}" stroke="#6e5236" stroke-width="1.6" stroke-linecap="round" fill="none"/>`;
}

function needles(): string {
  const marks: string[] = [];
  for (let i = 0; i < 13; i += 1) {
    const cx = x(i / 2) + 2.4;
    for (let j = 0; j < 4; j += 1) marks.push(`M${(cx + (j % 2) * 2.2).toFixed(1)} ${-3 - j * 3.4}l${j % 2 ? 3.2 : -2.6} -2.6`);
  }
  return `<path d="${quad(0, 6.5)}" fill="#4f8a3c"/><path d="${marks.join('')}" stroke="#9fd27e" stroke-width="1.3" stroke-linecap="round"/>`;
}

function bare(): string {
  return `<path d="${quad(6.5, 10)}" fill="#caa272" opacity=".9"/><path d="M${x(7)} -6h3M${x(8.2)} -10h3M${x(9.2)} -5h2" stroke="#a7835a" stroke-width="1.2" stroke-linecap="round"/>`;
}

/** The cells from a to b, each filled inside its scratched lines, so the grid drawn over them covers none of the fill. */
function cells(a: number, b: number, fill: string): string {
  const parts: string[] = [];
  for (let i = Math.floor(a); i < b; i += 1) {
    const from = Math.max(a, i);
    const to = Math.min(b, i + 1);
    const l = from === i ? 0.9 : 0;
    const r = to === i + 1 ? 0.9 : 0;
    parts.push(
      `M${(x(from) + 1.875 + l).toFixed(2)} -15H${(x(to) + 1.875 - r).toFixed(2)}L${(x(to) + 0.125 - r).toFixed(2)} -1H${(x(from) + 0.125 + l).toFixed(2)}Z`,
    );
  }
  return `<path d="${parts.join('')}" fill="${fill}"/>`;
}

/** 'needles' kept inside each square's lines: the same six and a half squares, needle marks in the middle of each. */
function needlesInCells(): string {
  const marks: string[] = [];
  for (let i = 0; i < 6.5; i += 0.5) {
    const cx = x(i) + (i % 1 ? 3.6 : 2.6);
    for (let j = 0; j < 3; j += 1) marks.push(`M${(cx + (j % 2) * 1.6).toFixed(1)} ${-4 - j * 3.6}l${j % 2 ? 2.2 : -1.8} -2.2`);
  }
  return `${cells(0, 6.5, '#4f8a3c')}<path d="${marks.join('')}" stroke="#9fd27e" stroke-width="1.2" stroke-linecap="round"/>`;
}

/** 'bare' kept inside each square's lines. */
function bareInCells(): string {
  return `${cells(6.5, 10, '#c9a476')}<path d="M${x(7) + 2} -6h2.4M${x(8.2) + 2} -10h2.4M${x(9.2) + 2} -5h2" stroke="#a7835a" stroke-width="1.2" stroke-linecap="round"/>`;
}

/** The ten squares scratched into the earth: thin dark grooves, each with a pale lip of turned-up dirt. */
function scratched(): string {
  const lines = Array.from({ length: 11 }, (_, i) => `M${x(i) + 2} -16L${x(i)} 0`).join('') + `M${x(0) + 2} -16H${x(10) + 2}M${x(0)} 0H${x(10)}`;
  return `<path d="${lines}" stroke="#e2c79c" stroke-width=".9" stroke-linecap="round" fill="none" transform="translate(.5 .7)"/><path d="${lines}" stroke="#5a3f26" stroke-width=".8" stroke-linecap="round" fill="none"/>`;
}

/** A bare patch of brown earth, scuffed clear of grass, for the diagram to be scratched into. */
function dirt(): string {
  return `<path d="M-60 -4Q-63 -12 -55 -15Q-52 -22 -40 -20Q-30 -27 -16 -22Q-4 -26 8 -22Q22 -27 34 -21Q50 -24 55 -15Q64 -11 58 -3Q60 5 46 4Q34 9 20 5Q6 10 -8 5Q-22 9 -34 5Q-50 8 -54 2Q-62 3 -60 -4Z" fill="#bf9a6a"/><g fill="#a9845a"><circle cx="-56" cy="0" r="1"/><circle cx="52" cy="-16" r=".9"/><circle cx="48" cy="2" r="1.1"/><circle cx="-48" cy="-17" r=".8"/><circle cx="4" cy="4" r=".8"/><circle cx="-30" cy="3" r=".7"/></g><g fill="#86b35f"><path d="M-62 -2l1 -4 1 4ZM58 -8l1 -4 1 4ZM40 6l1 -4 1 4Z"/></g>`;
}

/** A few pine needles falling from Grandpa's fingers into a square, alone, to draw just under his hand (100 box, the lowest needle at 0). */
function falling(): string {
  const drops: [number, number, number][] = [
    [-6, -52, 30],
    [8, -40, -40],
    [-2, -26, 60],
    [10, -14, -20],
    [-8, -6, 35],
  ];
  const strokes = drops.map(([cx, cy, turn]) => `<path d="M-7 0H7" transform="translate(${cx} ${cy}) rotate(${turn})"/>`).join('');
  return `<g stroke="#2f6a2a" stroke-width="3.4" stroke-linecap="round">${strokes}</g>`;
}

const kinds: Record<string, () => string> = { grid, needles, bare, 'needles-in-cells': needlesInCells, 'bare-in-cells': bareInCells, scratched, dirt, falling };

export const needleDiagram: PropDefinition = {
  grip: 0,
  variants: ['grid', 'needles', 'bare', 'needles-in-cells', 'bare-in-cells', 'scratched', 'dirt', 'falling'],
  draw: ({ size, variant = 'grid' }) => scaled(size, kinds[variant]!()),
};
