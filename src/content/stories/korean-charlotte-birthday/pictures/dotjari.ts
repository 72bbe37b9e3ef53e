import { scaled, type PropDefinition } from '@/pictures';

/** Rolled up and lying on its side: a straw cylinder with its stripes round it, seen from the front. 100 long, 24 tall. */
function rolled(): string {
  const stripes = [-34, -28, -3, 22, 28]
    .map((x, i) => `<rect x="${x}" y="-24" width="${i === 2 ? 6 : 3}" height="24" fill="${i === 2 ? '#d2553f' : '#3f7fb8'}"/>`)
    .join('');
  return [
    '<rect x="-46" y="-24" width="92" height="24" rx="3" fill="#e6cf8f"/>',
    stripes,
    '<path d="M-46 -6H46V-3q0 3-3 3H-43q-3 0-3-3Z" fill="#b58e4f" opacity=".6"/><path d="M-46 -20H46" stroke="#f3e3b0" stroke-width="2"/>',
    '<ellipse cx="46" cy="-12" rx="6" ry="12" fill="#b58e4f"/><path d="M46 -12m-3 0a3 5 0 1 0 6 0a5 8 0 1 0-9 2" stroke="#e6cf8f" stroke-width="1.5" fill="none"/>',
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
    rolled(),
    '<rect x="-46" y="-24" width="92" height="24" rx="3" fill="#5e4b25" opacity=".32"/>',
    '<g fill="#a5d4fb"><path d="M-30 -18q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M10 -14q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M34 -20q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M-12 1q-2 4 0 5t2-1q0-2-2-4Z"/><path d="M26 1q-2 4 0 5t2-1q0-2-2-4Z"/></g>',
  ].join('');
}

/** The flat mat's top edge at a share of its depth from the front, nearer together further back, as a floor recedes. */
const depthAt = (t: number) => Math.round(-28 * ((t * 1.6) / (1 + 0.6 * t)) * 10) / 10;

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
    const x = (t: number, y: number) => Math.round((-50 + 100 * t + (y / -30) * (12 - 24 * t)) * 10) / 10;
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
