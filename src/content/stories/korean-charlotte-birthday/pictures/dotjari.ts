import { tenths, scaled, type PropDefinition } from '@/pictures';

/** A rolled mat's colours: its straw, the straw in the roll's shade underneath, and its stripes lit and in shade. */
interface RollColours {
  straw: string;
  under: string;
  weave: string;
  sheen: string;
  end: string;
  blue: [string, string];
  red: [string, string];
}

const DRY: RollColours = {
  straw: '#e6cf8f',
  under: '#c4a566',
  weave: '#cdb273',
  sheen: '#f3e3b0',
  end: '#b58e4f',
  blue: ['#3f7fb8', '#2f5e88'],
  red: ['#d2553f', '#a0412f'],
};

/** The same straw darkened with water, each colour mixed a third of the way to a wet brown, every one still solid. */
const DAMP: RollColours = {
  straw: '#baa56d',
  under: '#9c834f',
  weave: '#a58f5a',
  sheen: '#d2c291',
  end: '#93723f',
  blue: ['#3c6a8f', '#2d4f6c'],
  red: ['#a9503a', '#82402d'],
};

/**
 * Rolled up and lying on its side: a straw cylinder with its stripes round it, seen from the front. 100 long, 24 tall.
 * Every shape in it solid: a see-through shade band along its underside let the floor's lines, the basket beside it
 * and the shirt of the child carrying it show through, and critics saw a glass tube (blind critic r58). Its underside
 * is a darker straw of its own, the stripes run on round it in their own shade, and fine weave lines run along the
 * roll, so it reads as woven straw in front of whatever is behind it.
 */
function rolled(c: RollColours = DRY): string {
  const stripes = [-34, -28, -3, 22, 28]
    .map((x, i) => {
      const [lit, shade] = i === 2 ? c.red : c.blue;
      const w = i === 2 ? 6 : 3;
      return `<rect x="${x}" y="-24" width="${w}" height="24" fill="${lit}"/><path d="M${x} -7H${x + w}V0H${x}Z" fill="${shade}" fill-opacity="1"/>`;
    })
    .join('');
  return [
    `<rect x="-46" y="-24" width="92" height="24" rx="3" fill="${c.straw}"/>`,
    // Its lit top and shaded underside as solid bands of the straw (fill-opacity only keeps the engine from inking a
    // contour round each band, which drew a line along the roll).
    `<path d="M-46 -21H46V-18H-46Z" fill="${c.sheen}" fill-opacity="1"/>`,
    `<path d="M-46 -7H46V-3q0 3-3 3H-43q-3 0-3-3Z" fill="${c.under}" fill-opacity="1"/>`,
    `<path d="M-45 -15H45M-45 -11H45M-45 -3.5H45" stroke="${c.weave}" stroke-width=".8"/>`,
    stripes,
    `<ellipse cx="46" cy="-12" rx="6" ry="12" fill="${c.end}"/><path d="M46 -12m-3 0a3 5 0 1 0 6 0a5 8 0 1 0-9 2" stroke="${c.straw}" stroke-width="1.5" fill="none"/>`,
  ].join('');
}

/**
 * Rolled up but still damp from the rain: the roll darkened with water, drops on it and a wet patch spread under it
 * on the floor, with a sheen, so the floor reads wet and not shaded.
 */
function rolledDamp(): string {
  return [
    '<ellipse cx="4" cy="1" rx="62" ry="7" fill="#4f7390" opacity=".45"/>',
    '<path d="M-44 3q20 4 40 1" stroke="#e3f3ff" stroke-width="2" stroke-linecap="round" fill="none" opacity=".8"/>',
    rolled(DAMP),
    '<g fill="#a5d4fb"><path d="M-30 -18q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M10 -14q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M34 -20q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M-12 1q-2 4 0 5t2-1q0-2-2-4Z"/><path d="M26 1q-2 4 0 5t2-1q0-2-2-4Z"/></g>',
  ].join('');
}

/** The flat mat's top edge at a share of its depth from the front, nearer together further back, as a floor recedes. */
const depthAt = (t: number) => tenths(-28 * ((t * 1.6) / (1 + 0.6 * t)));

/** The flat mat turned: its stripes as bands across it, each thinner further back, the weave running away from us. */
function across(x: (t: number, y: number) => number): string {
  const stripes = [0.18, 0.24, 0.5, 0.76, 0.82].map((t, i) => {
    const w = i === 2 ? 0.06 : 0.03;
    const [near, far] = [depthAt(t) - 2, depthAt(t + w) - 2];
    return `<path d="M${x(0.01, near)} ${near}H${x(0.99, near)}L${x(0.99, far)} ${far}H${x(0.01, far)}Z" fill="${i === 2 ? '#d2553f' : '#3f7fb8'}"/>`;
  });
  const weave = [0.2, 0.4, 0.6, 0.8].map((t) => `M${x(t, -2)} -2L${x(t, -28)} -28`).join('');
  return [
    '<path d="M-50 0L-38 -30H38L50 0Z" fill="#b58e4f"/>',
    '<path d="M-48 -2L-37 -28H37L48 -2Z" fill="#e6cf8f"/>',
    stripes.join(''),
    `<path d="${weave}" stroke="#c9ad6a" stroke-width=".8"/>`,
    '<path d="M-48 -2H48" stroke="#f3e3b0" stroke-width="1"/>',
  ].join('');
}

/**
 * A 돗자리 lying flat on the floor in perspective: a woven straw mat with coloured stripes and a
 * cloth border. It is 100 wide at its front edge (y = 0) and 30 deep on the picture.
 * 'rolled' is the same mat rolled up; 'rolled-damp' rolled up still wet from the rain. 'across' is the flat mat
 * turned a quarter round, its stripes running across the floor, nearer together further back: spread over the whole
 * depth of a room's floor, stripes running away from us stood up in the picture like a wall.
 */
export const dotjari: PropDefinition = {
  // Carried in both hands, it is a low roll, not a tall thing: the hands keep it in their grip
  // (reckoned as tall as it is wide, it hung below them).
  height: 0.3,
  // Gripped round the roll's middle, not over its top edge.
  grip: 0.12,
  variants: ['flat', 'across', 'rolled', 'rolled-damp'],
  draw: ({ size, variant }) => {
    if (variant === 'rolled') return scaled(size, rolled());
    if (variant === 'rolled-damp') return scaled(size, rolledDamp());
    const x = (t: number, y: number) => tenths(-50 + 100 * t + (y / -30) * (12 - 24 * t));
    const stripes = [0.18, 0.24, 0.5, 0.76, 0.82].map((t, i) => {
      const w = i === 2 ? 0.06 : 0.03;
      const color = i === 2 ? '#d2553f' : '#3f7fb8';
      return `<path d="M${x(t, 0)} -2L${x(t, -28)} -28H${x(t + w, -28)}L${x(t + w, 0)} -2Z" fill="${color}"/>`;
    });
    const weave = [-7, -13, -19, -24].map((y) => `M${x(0.02, y)} ${y}H${x(0.98, y)}`).join('');
    if (variant === 'across') return scaled(size, across(x));
    return scaled(
      size,
      [
        '<path d="M-50 0L-38 -30H38L50 0Z" fill="#b58e4f"/>',
        '<path d="M-48 -2L-37 -28H37L48 -2Z" fill="#e6cf8f"/>',
        stripes.join(''),
        `<path d="${weave}" stroke="#c9ad6a" stroke-width=".8"/>`,
        '<path d="M-48 -2H48" stroke="#f3e3b0" stroke-width="1"/>',
      ].join(''),
    );
  },
};
