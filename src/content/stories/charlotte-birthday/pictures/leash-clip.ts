import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Where the leash is clipped to Biscuit's collar (c3-p2), 'trailing': the metal clip, the leash slipped from
 * her hand and its slack red cord drooping from the clip and trailing behind him on the grass (to the right:
 * flip it for a dog running right). Its origin is the clip's centre: put it on the collar.
 */
export const leashClip: PropDefinition = {
  variants: ['trailing'],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M0 0C10 40 40 70 90 66S160 58 210 70" fill="none" stroke="${tones.red.shade}" stroke-width="9" stroke-linecap="round"/><path d="M0 0C10 40 40 70 90 66S160 58 210 70" fill="none" stroke="${tones.red.base}" stroke-width="5" stroke-linecap="round"/><circle cx="0" cy="0" r="8" fill="${tones.metal.base}" stroke="${tones.metal.shade}" stroke-width="3"/>`,
    ),
};
