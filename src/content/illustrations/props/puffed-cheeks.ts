import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

const red = tones.red;

/**
 * Two round, bright red cheeks blown full of air, laid over a face that blows (a balloon, a
 * trumpet): place it after the person, its base (y = 0) just under the mouth and centred on it,
 * `size` about the width of the face. The far cheek (left; flip it for a face turned right) is
 * drawn a little smaller, as on a three-quarter face.
 */
export const puffedCheeks: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const cheek = (x: number, r: number) =>
      `<circle cx="${x}" cy="-16" r="${r}" fill="${red.base}" opacity=".62"/><circle cx="${x + r * 0.15}" cy="-14" r="${r * 0.7}" fill="${red.shade}" opacity=".25"/><ellipse cx="${x - r * 0.3}" cy="${-16 - r * 0.45}" rx="${r * 0.36}" ry="${r * 0.22}" fill="${red.light}" opacity=".9"/>`;
    return scaled(size, cheek(-30, 14) + cheek(30, 17));
  },
};
