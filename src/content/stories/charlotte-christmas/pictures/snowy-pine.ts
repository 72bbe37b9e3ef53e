import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A tall pine in a front yard, its tiers laden with snow: its foot (y = 0) a short trunk in a drift, drawn at `size`
 * tall and about 0.6 of that wide. On the street of charlotte-christmas c1-p1 it climbs behind the children into the
 * sky, so the phone's tall picture has a tree in its top instead of empty sky.
 */
export const snowyPine: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const green = { base: '#2f6b4a', shade: '#1f4d36' };
    // Five tiers, each wider and lower than the one above it, every one with a cap of snow along its top edge.
    const tiers = [
      { top: -100, foot: -78, half: 10 },
      { top: -88, foot: -62, half: 15 },
      { top: -74, foot: -44, half: 20 },
      { top: -58, foot: -26, half: 25 },
      { top: -40, foot: -8, half: 30 },
    ];
    const drawn = tiers
      .map(
        ({ top, foot, half }) =>
          `<path d="M0 ${top}L${half} ${foot}Q0 ${foot + 4} ${-half} ${foot}Z" fill="${green.base}"/><path d="M0 ${top}L${half} ${foot}Q${half * 0.4} ${foot + 2} 0 ${foot + 1}Z" fill="${green.shade}" opacity=".7"/><path d="M0 ${top}L${half * 0.72} ${foot - (foot - top) * 0.28}q${-half * 0.3} 5 ${-half * 0.5} 1q${-half * 0.3} 4 ${-half * 0.5} -1q${-half * 0.3} 4 ${-half * 0.44} 0Z" fill="#fff"/>`,
      )
      .join('');
    return scaled(size, `<rect x="-3.5" y="-10" width="7" height="10" fill="${tones.darkWood.base}"/>${drawn}<path d="M-20 0q20 -8 40 0Z" fill="#fff"/>`);
  },
};
