import { scaled, type PropDefinition } from '@/pictures';

/**
 * A round bamboo rice-cake steamer (찜기) on its pot, as a 떡집 keeps one going behind the counter: a dark iron pot,
 * two woven bamboo tiers stacked on it and the woven lid with its knob, steam escaping in puffs under the lid's rim
 * (the steam rising from it is the engine's `steam`, named in the scene). 100 wide, about 96 tall, its base at y = 0.
 */
const bamboo = { base: '#d9b27a', shade: '#b48a54', light: '#f0d5a4' };
const iron = { base: '#4a4650', shade: '#333039', light: '#6c6874' };

/** One woven tier: a band with its weave in vertical strokes, rounded at the front. */
const tier = (y: number) =>
  [
    `<path d="M-44 ${y}v-20q44 10 88 0v20q-44 12 -88 0Z" fill="${bamboo.base}"/>`,
    `<path d="M-44 ${y}q44 12 88 0v-5q-44 12 -88 0Z" fill="${bamboo.shade}"/>`,
    `<path d="M-44 ${y - 20}q44 10 88 0" stroke="${bamboo.light}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    `<path d="${[-30, -15, 0, 15, 30].map((x) => `M${x} ${y - 17 + Math.abs(x) / 12}v14`).join('')}" stroke="${bamboo.shade}" stroke-width="1.4" opacity=".7"/>`,
  ].join('');

export const steamer: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The pot under the tiers, its rim wider than them.
        `<path d="M-38 0q38 8 76 0l4 -22h-84Z" fill="${iron.base}"/><path d="M-38 0q38 8 76 0l1 -6q-39 8 -78 0Z" fill="${iron.shade}"/>`,
        `<rect x="-46" y="-26" width="92" height="6" rx="3" fill="${iron.light}"/>`,
        tier(-26),
        tier(-48),
        // The lid: a low woven dome with its rings and knob.
        `<path d="M-46 -68q46 12 92 0q-8 -18 -46 -20q-38 2 -46 20Z" fill="${bamboo.base}"/>`,
        `<path d="M-46 -68q46 12 92 0v3q-46 12 -92 0Z" fill="${bamboo.shade}"/>`,
        `<path d="M-30 -78q30 -8 60 0M-18 -84q18 -5 36 0" stroke="${bamboo.shade}" stroke-width="1.6" fill="none"/>`,
        `<ellipse cx="0" cy="-88" rx="7" ry="4" fill="${bamboo.shade}"/><ellipse cx="0" cy="-90" rx="5" ry="2.6" fill="${bamboo.light}"/>`,
        // Steam puffing out under the lid's rim at both sides.
        '<g fill="#ffffff" opacity=".8"><circle cx="-50" cy="-70" r="7"/><circle cx="-56" cy="-78" r="5"/><circle cx="50" cy="-70" r="7"/><circle cx="57" cy="-79" r="5"/></g>',
      ].join(''),
    ),
};
