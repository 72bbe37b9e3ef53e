import { tenths, scaled, tones, type PropDefinition } from '@/pictures';

/** Blueberry blue: dusty and pale with the berry's powdery bloom, never a grape's dark purple or navy. */
const berry = { base: '#6f8cc4', shade: '#4f6a9f', light: '#d3ddf0' };

/** One small blueberry at (x, y), radius r: a dusty blue bead with the little star-shaped crown that tells it from a grape. */
const blueberry = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${berry.base}"/><path d="M${x - r} ${y}a${r} ${r} 0 0 0 ${2 * r} 0" fill="${berry.shade}" opacity=".5"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.25}" r="${r * 0.62}" fill="${berry.light}" opacity=".35"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.4}" r="${r * 0.25}" fill="#ffffff" opacity=".7"/><path d="M${x - r * 0.3} ${y - r * 0.75}l${r * 0.3} ${r * 0.2} ${r * 0.3} ${-r * 0.2}" stroke="${berry.shade}" stroke-width="${r * 0.22}" fill="none" stroke-linecap="round"/>`;

/** Berries one by one along the low twigs, apart from each other (a tight bunch would read as grapes). */
const bushBerries: readonly (readonly [number, number])[] = [
  [-40, -8],
  [-31, -15],
  [-22, -9],
  [-18, -21],
  [-8, -14],
  [-3, -25],
  [6, -17],
  [13, -27],
  [18, -11],
  [26, -20],
  [35, -12],
  [42, -6],
  [-12, -5],
  [30, -4],
];

/** A steady pseudo-random number in [0, 1) for the i-th leaf, so the same bush is drawn every time. */
const scatter = (i: number, salt: number) => {
  const v = Math.sin(i * 12.9898 + salt * 78.233) * 43758.5453;
  return v - Math.floor(v);
};

/** Many small, pointed oval leaves over a low mound, wider than it is tall, like a real blueberry bush. */
const bushLeaves = Array.from({ length: 46 }, (_, i) => {
  const u = scatter(i, 1) * 2 - 1;
  const top = 30 * Math.sqrt(Math.max(0, 1 - u * u));
  const x = tenths(u * 48);
  const y = tenths(-(2 + scatter(i, 2) * top));
  const a = Math.round((scatter(i, 3) - 0.5) * 120);
  const fill = [tones.green.shade, tones.green.base, tones.green.light][i % 3];
  return `<ellipse cx="${x}" cy="${y}" rx="4.6" ry="2.2" transform="rotate(${a} ${x} ${y})" fill="${fill}"/>`;
}).join('');

/** Berries poured out flat in a low, loose spread, never stacked up into a bunch. */
const spread: readonly (readonly [number, number])[] = [
  [-34, -5],
  [-18, -6],
  [-2, -5],
  [14, -6],
  [30, -5],
  [-26, -17],
  [-9, -18],
  [8, -17],
  [22, -18],
];

/**
 * Wild blueberries of forest-adventure, drawn small and blue so they never read as grapes: 'bush' is a
 * low, knee-high blueberry bush, a mound of many small oval leaves on thin twigs with single berries dotted
 * apart along them; 'spread'
 * is a handful of loose berries poured out flat (on a rock, to share).
 */
export const wildBlueberries: PropDefinition = {
  variants: ['bush', 'spread'],
  draw: ({ size, variant }) => {
    if (variant === 'spread') return scaled(size, spread.map(([x, y]) => blueberry(x, y, 6.4)).join(''));
    const twigs = `<path d="M-2 0q-10-8-40-10M-1 0q-6-12-18-22M1 0q2-16 12-28M2 0q12-6 38-8M0 0q-2-10-3-26" stroke="${tones.darkWood.base}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;
    return scaled(size, `${twigs}${bushLeaves}${bushBerries.map(([x, y]) => blueberry(x, y, 3.2)).join('')}`);
  },
};
