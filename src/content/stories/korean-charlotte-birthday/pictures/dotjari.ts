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

/** Rolled up but still damp from the rain: the roll darkened with water, drops on it and a small wet patch under it. */
function rolledDamp(): string {
  return [
    '<ellipse cx="0" cy="0" rx="54" ry="4" fill="#5d7f98" opacity=".4"/>',
    rolled(),
    '<rect x="-46" y="-24" width="92" height="24" rx="3" fill="#5e4b25" opacity=".32"/>',
    '<g fill="#a5d4fb"><path d="M-30 -18q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M10 -14q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M34 -20q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M-12 1q-2 4 0 5t2-1q0-2-2-4Z"/><path d="M26 1q-2 4 0 5t2-1q0-2-2-4Z"/></g>',
  ].join('');
}

/** Bundled up wet in someone's arms or on a floor: a sagging, folded heap, dark rain spots and drops on it. */
function bundled(): string {
  return [
    '<path d="M-44 0q-6-18 4-30q20-8 44-4q28-6 40 6q6 14-2 28Z" fill="#a58a4f"/>',
    '<path d="M-40 -4q-4-14 4-24q20-6 40-2q24-4 36 4q4 10-2 22Z" fill="#c9b175"/>',
    '<path d="M-22 -2q-2-12 2-28M-16 -2q-1-12 2-29M14 -3q2-12-1-30M20 -3q2-12-1-29" stroke="#35688f" stroke-width="3" fill="none"/><path d="M-2 -2q1-14 0-32" stroke="#a8452f" stroke-width="5" fill="none"/>',
    '<path d="M-38 -16q30-8 76-2" stroke="#8f7640" stroke-width="2" fill="none"/>',
    '<g fill="#6f5a2e" opacity=".6"><ellipse cx="-30" cy="-10" rx="4" ry="3"/><ellipse cx="-10" cy="-24" rx="3.5" ry="2.5"/><ellipse cx="6" cy="-12" rx="4" ry="3"/><ellipse cx="26" cy="-22" rx="3.5" ry="2.5"/><ellipse cx="34" cy="-6" rx="3" ry="2.5"/></g>',
    '<g fill="#a5d4fb"><path d="M-28 -22q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M8 -26q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M30 -12q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M-8 -10q-2 3 0 4t2-1q0-1-2-3Z"/></g>',
  ].join('');
}

/** Soaked through and dumped on a floor: a slumped, flattened heap, dark with water, a fold sagging over, drops running off into a small wet patch. */
function soaked(): string {
  return [
    '<ellipse cx="2" cy="-1" rx="52" ry="5" fill="#5d7f98" opacity=".45"/>',
    '<path d="M-48 0q-4-12 6-20q16-6 34-2q14-10 34-6q20 4 22 16q2 8-4 12Z" fill="#6f5a2e"/>',
    '<path d="M-44 -3q-2-10 6-15q16-4 32 0q14-8 30-4q16 3 18 12q0 5-4 7Z" fill="#8c7440"/>',
    '<path d="M-20 -3q-1-8 1-18M-14 -3q0-8 2-19M16 -4q1-8-1-20M22 -4q1-8-1-19" stroke="#2c5274" stroke-width="3" fill="none"/><path d="M0 -3q1-10 0-23" stroke="#7e3324" stroke-width="5" fill="none"/>',
    '<path d="M8 -24q16 2 22 14q-12 2-20-4Z" fill="#7a6434"/><path d="M-36 -12q28-6 70 0" stroke="#5e4b25" stroke-width="2" fill="none"/>',
    '<g fill="#a5d4fb"><path d="M-30 -16q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M6 -20q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M32 -10q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M-10 -8q-2 3 0 4t2-1q0-1-2-3Z"/><path d="M-40 2q-2 4 0 5t2-1q0-2-2-4Z"/><path d="M44 2q-2 4 0 5t2-1q0-2-2-4Z"/><path d="M20 3q-2 4 0 5t2-1q0-2-2-4Z"/></g>',
  ].join('');
}

/**
 * A 돗자리 lying flat on the floor in perspective: a woven straw mat with coloured stripes and a
 * cloth border. It is 100 wide at its front edge (y = 0) and 30 deep on the picture.
 * 'rolled' and 'bundled' are the same mat rolled up, or bundled wet; 'rolled-damp' rolled up still wet from the rain; 'soaked' is it slumped on a floor, dark and dripping.
 */
export const dotjari: PropDefinition = {
  // Carried in both hands, it is a low roll or bundle, not a tall thing: the hands keep it in their grip
  // (reckoned as tall as it is wide, it hung below them).
  height: 0.3,
  // Gripped round the roll's middle, not over its top edge.
  grip: 0.12,
  variants: ['flat', 'rolled', 'rolled-damp', 'bundled', 'soaked'],
  draw: ({ size, variant }) => {
    if (variant === 'rolled') return scaled(size, rolled());
    if (variant === 'rolled-damp') return scaled(size, rolledDamp());
    if (variant === 'bundled') return scaled(size, bundled());
    if (variant === 'soaked') return scaled(size, soaked());
    const x = (t: number, y: number) => Math.round((-50 + 100 * t + (y / -30) * (12 - 24 * t)) * 10) / 10;
    const stripes = [0.18, 0.24, 0.5, 0.76, 0.82].map((t, i) => {
      const w = i === 2 ? 0.06 : 0.03;
      const color = i === 2 ? '#d2553f' : '#3f7fb8';
      return `<path d="M${x(t, 0)} -2L${x(t, -28)} -28H${x(t + w, -28)}L${x(t + w, 0)} -2Z" fill="${color}"/>`;
    });
    const weave = [-7, -13, -19, -24].map((y) => `M${x(0.02, y)} ${y}H${x(0.98, y)}`).join('');
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
