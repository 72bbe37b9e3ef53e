import { floodWater } from './flood-water';
import { scaled, type PropDefinition } from '@/pictures';

const clear = { base: '#6fa9c9', shade: '#4f87a8', light: '#bfe0f0' };
/** After a storm: the same ribbon, muddy brown. */
const muddy = { base: '#a07a52', shade: '#7d5c3a', light: '#d2b48a' };

/** How far off the glimpsed flood is: its waves drawn at this share of the size they have close by. */
const FAR = 0.5;

/**
 * The flood seen down the hill: the same fast brown water, wave rows, foam and
 * whirlpools as the flood at the bridge (flood-water 'muddy'), drawn smaller for the distance, a
 * band `size` wide and about 48 deep lying flat across the picture, so it reads as the same river.
 */
const flood = (size: number) => `<g transform="scale(${FAR})">${floodWater.draw({ size: size / FAR, variant: 'muddy' })}</g>`;

/** Glints of sky on the water, as shares of the band's width and of the water's depth, and their lengths in px. */
const glints: readonly (readonly [number, number, number])[] = [
  [-0.44, 0.3, 22],
  [-0.36, 0.72, 14],
  [-0.28, 0.45, 30],
  [-0.19, 0.2, 16],
  [-0.1, 0.6, 26],
  [-0.02, 0.3, 12],
  [0.06, 0.75, 22],
  [0.14, 0.4, 30],
  [0.23, 0.65, 14],
  [0.31, 0.25, 24],
  [0.39, 0.55, 18],
  [0.46, 0.35, 12],
];

/** Streaks of the current, slanting downstream (to the right), so the water reads as running fast. */
const streaks = [-0.41, -0.31, -0.22, -0.13, -0.04, 0.05, 0.15, 0.25, 0.34, 0.43];

/**
 * 'flood-bank': the flood down below, in its dip: the far bank's grass with its earth face dropping to
 * the water, the fast brown water streaked with current and glinting blue with sky, and the near
 * bank's grassy lip along the bottom hiding the water's near edge, so the river reads as lying lower
 * than the path, not as a band across the picture.
 */
const floodBetweenBanks = (size: number) => {
  const half = size / 2;
  const top = -40;
  // The far bank slopes down to the water from where the trees stand, so the river lies in a dip below the path.
  const depth = 30;
  const water = `<path d="M${-half} ${top}H${half}V-4H${-half}Z" fill="#8c6842"/><path d="M${-half} ${top + 9}Q${-half / 2} ${top + 6} 0 ${top + 10}T${half} ${top + 9}V${top + 17}Q${half / 2} ${top + 20} 0 ${top + 16}T${-half} ${top + 17}Z" fill="#a8835a"/>`;
  const current = streaks
    .map(
      (sx, k) => `<path d="M${sx * size - 16} ${top + 6 + (k % 3) * 8}q10 -3 22 1t14 2" stroke="#d6b88c" stroke-width="2" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  const sparkle = glints
    .map(([gx, gy, len]) => `<path d="M${gx * size - len / 2} ${top + 3 + gy * depth}h${len}" stroke="#cdeafc" stroke-width="3" stroke-linecap="round"/>`)
    .join('');
  const farBank = `<path d="M${-half} ${top - 34}H${half}V${top - 2}Q${half / 2} ${top + 1} 0 ${top - 2}T${-half} ${top - 2}Z" fill="#5e8a3a"/><path d="M${-half} ${top - 3}Q${-half / 2} ${top} 0 ${top - 3}T${half} ${top - 3}V${top + 3}Q${half / 2} ${top + 5} 0 ${top + 2}T${-half} ${top + 3}Z" fill="#6e4e30"/>`;
  // The lip's grass runs on past the water's ends, under the trees at the frame's edges, so it stops in no seam.
  const lip = half + 80;
  // The near bank rises toward both sides and dips in the middle, where the path goes down to the water: a curved edge.
  const edge = `M${-half} -26Q${-half * 0.5} -24 ${-half * 0.22} -10Q0 0 ${half * 0.22} -10Q${half * 0.5} -24 ${half} -26`;
  const nearLip = `<path d="M${-lip} -26H${-half}${edge.slice(edge.indexOf('Q'))}H${lip}V10H${-lip}Z" fill="#7fbf5c"/><path d="${edge}" stroke="#5a9a42" stroke-width="3" fill="none"/>`;
  return `${water}${current}${sparkle}${farBank}${nearLip}`;
};

/**
 * A river seen far off, down the hill between the trees: a thin ribbon of water glinting in the light, lying across,
 * 100 wide and about 5 deep, with glints of light on it. Placed where a path meets the trees, it
 * shows where the path goes down to. 'muddy' is the river brown after a storm; 'flood' is the fast flood (see `flood`).
 */
export const riverGlimpse: PropDefinition = {
  variants: ['clear', 'muddy', 'flood', 'flood-bank'],
  draw: ({ size, variant }) => {
    if (variant === 'flood') return flood(size);
    if (variant === 'flood-bank') return floodBetweenBanks(size);
    const water = variant === 'muddy' ? muddy : clear;
    return scaled(
      size,
      `<g transform="scale(1 .42)"><path d="M-50 -10Q-30 -14 -10 -12T30 -13T50 -11V-1Q30 1 10 0T-30 1T-50 0Z" fill="${water.base}"/><path d="M-50 -4Q-20 -2 0 -3T50 -4V-1Q30 1 10 0T-30 1T-50 0Z" fill="${water.shade}"/><path d="M-50 -10Q-30 -14 -10 -12T30 -13T50 -11V-9Q30 -11 -10 -10T-50 -8Z" fill="${water.light}"/><path d="M-38 -7h6M-18 -8h9M4 -6h5M22 -8h8M38 -6h5" stroke="#fff6dc" stroke-width="2" stroke-linecap="round"/></g>`,
    );
  },
};
