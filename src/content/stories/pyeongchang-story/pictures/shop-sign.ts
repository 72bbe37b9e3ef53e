import { lettering, scaled, tones, type PropDefinition } from '@/pictures';

/** A small wooden shop sign reading 떡집 in dark strokes, hung over a door; 100 wide, 40 tall. */
export const shopSign: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const w = tones.wood;
    return scaled(
      size,
      `<rect x="-50" y="-40" width="100" height="40" rx="4" fill="${w.shade}"/><rect x="-47" y="-37" width="94" height="34" rx="3" fill="${w.light}"/>${lettering('떡집', { x: 0, y: -10, size: 24, fill: '#5a3320', maxWidth: 80 })}`,
    );
  },
};
