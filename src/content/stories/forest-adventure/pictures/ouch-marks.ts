import { scaled, type PropDefinition } from '@/pictures';

const sting = '#e2473b';
const line = '#3d2630';

/**
 * The picture-book marks of a sudden sting round a hand shaken in the air (Dad's "Ouch!" at Bramble's prickles in
 * forest-adventure): short red strokes bursting out all round the hand at (0, -50) in the 100-unit box, and two
 * curved shake lines on either side, so a raised hand reads as pricked, not as a wave.
 */
export const ouchMarks: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const burst = [0, 45, 90, 135, 180, 225, 270, 315]
      .map((a) => {
        const t = (a * Math.PI) / 180;
        const p = (r: number) => `${(Math.cos(t) * r).toFixed(1)} ${(-50 + Math.sin(t) * r).toFixed(1)}`;
        return `M${p(30)}L${p(44)}`;
      })
      .join('');
    const shakes = 'M-26 -80q-8 8 -4 18M-36 -84q-10 12 -6 26M26 -20q8 -8 4 -18M36 -16q10 -12 6 -26';
    return scaled(
      size,
      `<path d="${burst}" stroke="${sting}" stroke-width="4" stroke-linecap="round"/><path d="${shakes}" stroke="${line}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`,
    );
  },
};
