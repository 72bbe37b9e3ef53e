import { pineShape, scaled, tones, type PropDefinition } from '@/pictures';

const bulbs: [number, number][] = [
  [-8, -92],
  [10, -86],
  [-18, -70],
  [4, -66],
  [22, -62],
  [-26, -46],
  [-6, -42],
  [16, -40],
  [32, -36],
  [-34, -22],
  [-14, -18],
  [8, -16],
  [28, -14],
];
const colors = ['#ff5a5a', '#ffd25a', '#5aa9ea', '#7ed67e', '#ff9de0'];

/**
 * The boughs: the settings' fir (uneven drooping tiers, lit left, shaded right) grown to the top `top`, a
 * little wider than the old flat tiers, so the lights and garlands hang on it and not off its edges.
 */
function boughs(top: number): string {
  return `<g transform="scale(0.96 ${(-top / 152).toFixed(3)})">${pineShape('#2f8a55')}</g>`;
}

function tree(): string {
  return [
    boughs(-112),
    `<rect x="-6" y="-12" width="12" height="12" fill="${tones.darkWood.base}"/><path d="M-14 0h28l-3-8h-22Z" fill="${tones.red.base}"/>`,
  ].join('');
}

function star(lit: boolean): string {
  const glow = lit ? '<circle cy="-114" r="14" fill="#ffe68a" opacity=".45"/>' : '';
  return `${glow}<path d="M0 -124l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.8-7 3.8 1.5-7.5-5.5-5 7.5-1Z" fill="${lit ? '#ffd25a' : '#d9b84a'}"/>`;
}

/** Lit: every bulb glows with a halo and the star shines; unlit: the same bulbs, dull glass. */
function lights(lit: boolean): string {
  const garland = '<path d="M-16 -78Q4 -68 20 -80M-28 -52Q4 -38 32 -52M-38 -26Q4 -10 40 -26" stroke="#e6ae2e" stroke-width="1.5" fill="none"/>';
  const dots = bulbs.map(([x, y], i) => {
    const c = colors[i % colors.length]!;
    return lit
      ? `<circle class="bulb" cx="${x}" cy="${y}" r="6" fill="${c}" opacity=".35"/><circle cx="${x}" cy="${y}" r="3" fill="${c}"/><circle cx="${x - 1}" cy="${y - 1}" r="1.2" fill="#fff"/>`
      : `<circle class="bulb" cx="${x}" cy="${y}" r="3" fill="#9aa5b1"/>`;
  });
  return garland + dots.join('');
}

/** A taller, slimmer tree with four tiers (half as tall again as it is wide), for a room with a high ceiling. */
function tallTree(): string {
  return [
    boughs(-152),
    `<rect x="-6" y="-12" width="12" height="12" fill="${tones.darkWood.base}"/><path d="M-14 0h28l-3-8h-22Z" fill="${tones.red.base}"/>`,
  ].join('');
}

// None low in the middle of the third tier from the top: there, beside a child kneeling at the tree (c5-p1), a red bulb sat
// on her nose on the phone.
const tallBulbs: [number, number][] = [
  [-6, -132],
  [8, -122],
  [-14, -106],
  [6, -100],
  [18, -94],
  [-20, -76],
  [-2, -72],
  [16, -70],
  [26, -62],
  [-30, -44],
  [12, -38],
  [32, -32],
  [-34, -20],
  [-12, -18],
  [14, -16],
];

function tallLights(lit: boolean): string {
  const garland =
    '<path d="M-14 -110Q4 -100 18 -112M-24 -80Q4 -66 28 -80M-34 -48Q4 -32 36 -48M-40 -22Q4 -8 42 -22" stroke="#e6ae2e" stroke-width="1.5" fill="none"/>';
  const dots = tallBulbs.map(([x, y], i) => {
    const c = colors[i % colors.length]!;
    return lit
      ? `<circle class="bulb" cx="${x}" cy="${y}" r="6" fill="${c}" opacity=".35"/><circle cx="${x}" cy="${y}" r="3" fill="${c}"/><circle cx="${x - 1}" cy="${y - 1}" r="1.2" fill="#fff"/>`
      : `<circle class="bulb" cx="${x}" cy="${y}" r="3" fill="#9aa5b1"/>`;
  });
  return garland + dots.join('');
}

/**
 * A Christmas tree with a string of lights and a star on top, 'lit'; 'tall-starless' is the same tree grown a
 * tier higher (its top at 1.52 × its width), waiting for its star. Lit (the default), every bulb glows with a
 * halo and the star shines; with `lit` false, the same bulbs are dull glass.
 */
export const christmasTree: PropDefinition = {
  variants: ['lit', 'tall-starless'],
  draw: ({ size, variant, lit = true }) => scaled(size, variant === 'tall-starless' ? tallTree() + tallLights(lit) : tree() + lights(lit) + star(lit)),
  light: ({ size, variant, lit = true }) => (lit ? { x: 0, y: -size * (variant === 'tall-starless' ? 0.8 : 0.6), radius: size * 1.3 } : null),
};
