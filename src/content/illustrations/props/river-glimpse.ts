import { floodWater } from './flood-water';
import { scaled } from './kit';
import type { PropDefinition } from './types';

const clear = { base: '#6fa9c9', shade: '#4f87a8', light: '#bfe0f0' };
/** After a storm: the same ribbon, muddy brown. */
const muddy = { base: '#a07a52', shade: '#7d5c3a', light: '#d2b48a' };

/** How far off the glimpsed flood is: its waves drawn at this share of the size they have close by. */
const FAR = 0.5;

/**
 * The flood seen down the hill (forest-adventure): the same fast brown water, wave rows, foam and
 * whirlpools as the flood at the bridge (flood-water 'muddy'), drawn smaller for the distance, a
 * band `size` wide and about 48 deep lying flat across the picture, so it reads as the same river.
 */
const flood = (size: number) => `<g transform="scale(${FAR})">${floodWater.draw({ size: size / FAR, variant: 'muddy' })}</g>`;

/** Glints of sky on the water, as shares of the band's width and depth, so it reads as water and not a ploughed field. */
const glints: readonly (readonly [number, number])[] = [
  [-0.4, 0.3],
  [-0.27, 0.62],
  [-0.12, 0.35],
  [0.02, 0.7],
  [0.16, 0.4],
  [0.3, 0.66],
  [0.42, 0.32],
];

/**
 * 'flood-bank': the flood down below the path, between its banks: a dark grassy far bank along its top
 * edge, an earthen near bank under it and blue glints of sky on the brown water.
 */
const floodBetweenBanks = (size: number) => {
  const half = size / 2;
  const sparkle = glints
    .map(([gx, gy]) => `<path d="M${gx * size - 12} ${-48 + gy * 44}h24" stroke="#bfe3fa" stroke-width="4" stroke-linecap="round"/>`)
    .join('');
  return `${flood(size)}${sparkle}<path d="M${-half} -54H${half}V-46Q${half / 2} -43 0 -46T${-half} -46Z" fill="#5e8a3a"/><path d="M${-half} -2Q${-half / 2} 2 0 -1T${half} -2V6H${-half}Z" fill="#7d5c3a"/><path d="M${-half} 4H${half}V8H${-half}Z" fill="#4f7a32" opacity=".5"/>`;
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
