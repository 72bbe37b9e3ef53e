import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

/**
 * Where the leash Charlotte holds is clipped to Biscuit's collar (c3-p2): the metal clip with a
 * stub of the red cord. The cord itself is the holder's `ropeTo`, which runs from this clip into her fist.
 * Its origin is the clip's centre: put it on the collar.
 */
export const leashClip: PropDefinition = {
  variants: ['clip'],
  draw: ({ size }) =>
    scaled(
      size,
      `<circle cx="0" cy="0" r="30" fill="${tones.metal.base}" stroke="${tones.metal.shade}" stroke-width="12"/><circle cx="0" cy="0" r="12" fill="${tones.red.shade}"/>`,
    ),
};
