import { scaled, type PropDefinition } from '@/pictures';

const cell = 9.6;
const left = -48;
const x = (i: number) => left + i * cell;

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

/** Six and a half squares filled with pine needles, kept inside each square's lines, needle marks in the middle of each. */
function needlesInCells(): string {
  const marks: string[] = [];
  for (let i = 0; i < 6.5; i += 0.5) {
    const cx = x(i) + (i % 1 ? 3.6 : 2.6);
    for (let j = 0; j < 3; j += 1) marks.push(`M${(cx + (j % 2) * 1.6).toFixed(1)} ${-4 - j * 3.6}l${j % 2 ? 2.2 : -1.8} -2.2`);
  }
  return `${cells(0, 6.5, '#4f8a3c')}<path d="${marks.join('')}" stroke="#9fd27e" stroke-width="1.2" stroke-linecap="round"/>`;
}

/** The three and a half squares left bare dirt, kept inside each square's lines. */
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

const kinds: Record<string, () => string> = { 'needles-in-cells': needlesInCells, 'bare-in-cells': bareInCells, scratched, dirt };

/**
 * Grandpa's diagram scratched in the dirt: a long box of ten squares in one row, seen lying on the ground (100 wide,
 * 16 deep). Layers drawn at the same place and size, so the shot list can name each: 'dirt' (the bare patch of earth
 * it is scratched into), 'needles-in-cells' and 'bare-in-cells' (the squares filled with pine needles and the ones
 * left bare), and 'scratched' (the ten squares' grooves, listed last, over them).
 */
export const needleDiagram: PropDefinition = {
  grip: 0,
  variants: ['needles-in-cells', 'bare-in-cells', 'scratched', 'dirt'],
  draw: ({ size, variant = 'needles-in-cells' }) => scaled(size, kinds[variant]!()),
};
