import { scaled, type PropDefinition } from '@/pictures';

const cell = 9.6;
const left = -48;
const x = (i: number) => left + i * cell;

/**
 * The cells from a to b, each filled inside its scratched lines, so the grid drawn over them covers none of the fill.
 * Laid on the earth a little see-through, so no outline rims them (outlined, each square stood up as a rung of a
 * wooden ladder-tray).
 */
function cells(a: number, b: number, fill: string): string {
  const parts: string[] = [];
  for (let i = Math.floor(a); i < b; i += 1) {
    const from = Math.max(a, i);
    const to = Math.min(b, i + 1);
    const l = from === i ? 0.25 : 0;
    const r = to === i + 1 ? 0.25 : 0;
    parts.push(
      `M${(x(from) + 1.875 + l).toFixed(2)} -15.5H${(x(to) + 1.875 - r).toFixed(2)}L${(x(to) + 0.125 - r).toFixed(2)} -.5H${(x(from) + 0.125 + l).toFixed(2)}Z`,
    );
  }
  return `<path d="${parts.join('')}" fill="${fill}" fill-opacity=".92"/>`;
}

/** A fixed scatter in [0, 1), so every build draws the same needles. */
const scatter = (k: number) => {
  const v = Math.sin(k * 12.9898) * 43758.5453;
  return v - Math.floor(v);
};

/**
 * Six and a half squares heaped with pine needles: loose thin needles lying every which way, in pairs joined at one end
 * as pine needles fall, dark and light greens and a few brown ones, kept inside each square's lines (a green cell
 * with a stamped hatch read as a printed tile).
 */
function needlesInCells(): string {
  const tones = ['#2f6b2a', '#6fae4e', '#9fd27e', '#8a6a3a'];
  const marks: string[][] = tones.map(() => []);
  for (let k = 0; k < 120; k += 1) {
    const depth = 2.2 + scatter(k + 0.3) * 11.5;
    // The square's slant: its left edge runs from x(i) + 0.125 at the front to x(i) + 1.875 at the back.
    const slant = 0.125 + ((depth - 0.5) / 15) * 1.75;
    const c = Math.floor(scatter(k + 0.7) * 6.5);
    const width = c === 6 ? cell / 2 : cell;
    const angle = scatter(k + 0.9) * Math.PI;
    const len = 2.4 + scatter(k + 1.1) * 1.4;
    const [dx, dy] = [Math.cos(angle) * len, -Math.sin(angle) * len * 0.4];
    const [ex, ey] = [Math.cos(angle + 0.45) * len * 0.9, -Math.sin(angle + 0.45) * len * 0.36];
    const lo = x(c) + slant + 0.9 - Math.min(0, dx, ex);
    const hi = x(c) + slant + width - 0.9 - Math.max(0, dx, ex);
    const px = lo + scatter(k + 0.5) * Math.max(0, hi - lo);
    const tone = k % 9 === 4 ? 3 : k % 3;
    marks[tone]!.push(
      `M${px.toFixed(1)} ${(-depth).toFixed(1)}l${dx.toFixed(1)} ${dy.toFixed(1)}M${px.toFixed(1)} ${(-depth).toFixed(1)}l${ex.toFixed(1)} ${ey.toFixed(1)}`,
    );
  }
  return (
    cells(0, 6.5, '#4a7a36') +
    marks.map((d, t) => `<path d="${d.join('')}" stroke="${tones[t]}" stroke-width=".5" stroke-linecap="round" fill="none"/>`).join('')
  );
}

/** The three and a half squares left bare dirt, kept inside each square's lines. */
function bareInCells(): string {
  return `${cells(6.5, 10, '#c09a6c')}<path d="M${x(7) + 2} -6h2.4M${x(8.2) + 2} -10h2.4M${x(9.2) + 2} -5h2" stroke="#a7835a" stroke-width="1" stroke-linecap="round"/>`;
}

/**
 * The ten squares scratched into the earth: thin dark grooves cut into it, a little uneven as a stick draws (with a pale
 * lip of turned-up dirt beside each, and the cells inset from them, the grid stood up as the slats of a wooden tray).
 */
function scratched(): string {
  const lines =
    Array.from({ length: 11 }, (_, i) => `M${x(i) + 2} -16Q${x(i) + 1.3 + (i % 2 ? 0.3 : -0.3)} -8 ${x(i)} 0`).join('') +
    `M${x(0) + 2} -16Q${x(5) + 2} -16.6 ${x(10) + 2} -16M${x(0)} 0Q${x(5)} .6 ${x(10)} 0`;
  return `<path d="${lines}" stroke="#4a321c" stroke-width=".75" stroke-linecap="round" fill="none"/>`;
}

/**
 * A bare patch of brown earth, scuffed clear of grass, for the diagram to be scratched into: lying flat in the grass,
 * a little see-through at its ragged edge so no outline rims it (outlined, it stood up as a brown mound).
 */
function dirt(): string {
  return `<path d="M-60 -4Q-63 -12 -55 -15Q-52 -22 -40 -20Q-30 -27 -16 -22Q-4 -26 8 -22Q22 -27 34 -21Q50 -24 55 -15Q64 -11 58 -3Q60 5 46 4Q34 9 20 5Q6 10 -8 5Q-22 9 -34 5Q-50 8 -54 2Q-62 3 -60 -4Z" fill="#bf9a6a" fill-opacity=".97"/><g fill="#a9845a" fill-opacity=".9"><circle cx="-56" cy="0" r="1"/><circle cx="52" cy="-16" r=".9"/><circle cx="48" cy="2" r="1.1"/><circle cx="-48" cy="-17" r=".8"/><circle cx="4" cy="4" r=".8"/><circle cx="-30" cy="3" r=".7"/></g><path d="M-62 -2l1 -4 1 4ZM58 -8l1 -4 1 4ZM40 6l1 -4 1 4Z" fill="#86b35f" fill-opacity=".95"/>`;
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
