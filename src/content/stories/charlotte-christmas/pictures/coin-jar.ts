import { at, clampCount, scaled, tones, type PropDefinition } from '@/pictures';

/** One coin lying flat, about 18 wide. */
const coin = `<ellipse cy="-4" rx="9" ry="4" fill="#c99a2e"/><ellipse cy="-6" rx="9" ry="4" fill="${tones.yellow.base}"/><ellipse cy="-6" rx="5" ry="2" fill="none" stroke="${tones.yellow.light}" stroke-width="1.2"/>`;

/**
 * A glass jar, 'upright', holding `count` coins (default 8), piled up from the bottom, a paper label round its middle with a
 * coin and a line of writing printed on it in brown ink (a gold coin on the label read as a coin inside the 'empty' jar:
 * blind critics, c9-p2), so even empty it reads as a solid jar and a money jar (bare glass, empty, read as a ghost of
 * a jar over what stood behind it: blind critics, c3-p1).
 */
export const coinJar: PropDefinition = {
  variants: ['upright'],
  draw: ({ size, count }) => {
    const n = clampCount(count, 8, 0, 30);
    const pile = Array.from({ length: n }, (_, i) => at(-20 + (i % 5) * 10 + (Math.floor(i / 5) % 2) * 5, -6 - Math.floor(i / 5) * 6, coin));
    return scaled(
      size,
      `<rect x="-34" y="-100" width="68" height="100" rx="16" fill="#d7ecf7" opacity=".6"/><g class="coins">${pile.join('')}</g><rect x="-34" y="-100" width="68" height="100" rx="16" fill="none" stroke="#bcd9ea" stroke-width="3"/><rect x="-29" y="-66" width="58" height="30" rx="5" fill="${tones.cream.light}" stroke="${tones.cream.shade}" stroke-width="2"/><circle cx="-13" cy="-51" r="8" fill="none" stroke="#7a4f2a" stroke-width="2.4"/><path d="M-13 -56v10M-2 -56h20M-2 -46h16" stroke="#7a4f2a" stroke-width="2.4" stroke-linecap="round"/><rect x="-26" y="-110" width="52" height="12" rx="4" fill="${tones.metal.base}"/><rect x="-10" y="-108" width="20" height="3" fill="${tones.metal.shade}"/><path d="M-24 -86v70" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"/>`,
    );
  },
};
