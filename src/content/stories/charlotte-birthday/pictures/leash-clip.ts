import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Where the leash is clipped to Biscuit's collar (c3-p2): the metal clip with a stub of the red cord. As `clip`
 * the cord itself is the holder's `ropeTo`, which runs from this clip into her fist; as `trailing` the leash has
 * slipped from her hand and its slack cord droops from the clip and trails behind him on the grass (to the right:
 * flip it for a dog running right). Its origin is the clip's centre: put it on the collar.
 */
export const leashClip: PropDefinition = {
  variants: ['clip', 'trailing'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      `${
        variant === 'trailing'
          ? `<path d="M0 0C10 40 40 70 90 66S160 58 210 70" fill="none" stroke="${tones.red.shade}" stroke-width="9" stroke-linecap="round"/><path d="M0 0C10 40 40 70 90 66S160 58 210 70" fill="none" stroke="${tones.red.base}" stroke-width="5" stroke-linecap="round"/>`
          : ''
      }<circle cx="0" cy="0" r="${variant === 'trailing' ? 8 : 30}" fill="${tones.metal.base}" stroke="${tones.metal.shade}" stroke-width="${variant === 'trailing' ? 3 : 12}"/>${variant === 'trailing' ? '' : `<circle cx="0" cy="0" r="12" fill="${tones.red.shade}"/>`}`,
    ),
};
