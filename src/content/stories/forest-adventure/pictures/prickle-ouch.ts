import { scaled, type PropDefinition } from '@/pictures';

/**
 * The picture book's "ouch!" where a hand meets a hedgehog's prickles: a little yellow spark of a prick at (0, 0),
 * the hand's fingertips, and a fan of short dark jolt strokes springing out of it to the left, clear of a hand coming
 * from the right, so a happy "ouch" shows
 * where it happens (a wink alone, a critic saw no ouch at all).
 */
export const prickleOuch: PropDefinition = {
  variants: ['prick'],
  draw: ({ size }) => {
    const stroke = (angle: number, from: number, to: number) => {
      const a = (angle * Math.PI) / 180;
      return `<path d="M${(Math.sin(a) * from).toFixed(1)} ${(-Math.cos(a) * from).toFixed(1)}L${(Math.sin(a) * to).toFixed(1)} ${(-Math.cos(a) * to).toFixed(1)}" />`;
    };
    const spark = `<path d="M0 -13L3.5 -3.5L13 0L3.5 3.5L0 13L-3.5 3.5L-13 0L-3.5 -3.5Z" fill="#ffd54a" stroke="#3d2630" stroke-width="2.2" stroke-linejoin="round"/>`;
    return scaled(
      size,
      `${spark}<g stroke="#3d2630" stroke-width="4.5" stroke-linecap="round">${[-125, -90, -55, -20].map((a) => stroke(a, 20, 40)).join('')}</g>`,
    );
  },
};
