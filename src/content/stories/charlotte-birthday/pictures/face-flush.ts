import { drawHand, line, scaled, shadeOf, type PropDefinition } from '@/pictures';

/**
 * Marks laid over a face the kit's expressions cannot give, for one book until
 * the kit has them: 'tears' is two tear tracks running down from the eyes, for a child crying and
 * starting to smile at once. Centred on the face (y = 0 at the eyes). 'puffed-cheek' is one round cheek
 * stuffed full, bulging out past the face's edge, centred on the cheek. 'wiping-hand' is a child's
 * light-skinned hand (the kit's palm, thumb and crease, outlined) laid on another child's cheek,
 * its wrist coming in from the left, centred on the palm: list it after the child who is wiped, so
 * the hand lies over the face while the rest of the wiping arm stays behind it. Listed before a child
 * instead, it is a hugging hand on the far side of their back, in full colour where the kit shades a far hand.
 */
const skin = '#f8d7bf';

/** The wrist from the left, outlined, then the kit's own hand 40 units wide: palm, thumb and crease. */
const wipingHand = line(-46, 0, -6, 0, shadeOf(skin, -0.3), 44) + line(-46, 0, -6, 0, skin, 37) + drawHand({ x: -1, y: 0 }, { x: 0, y: 0 }, 40, skin);

export const faceFlush: PropDefinition = {
  variants: ['tears', 'puffed-cheek', 'wiping-hand'],
  draw: ({ size, variant }) =>
    variant === 'wiping-hand'
      ? scaled(size, wipingHand)
      : variant === 'puffed-cheek'
        ? scaled(
            size,
            `<circle r="40" fill="#f8d7bf"/><path d="M-34 20a40 40 0 0 0 50 16" stroke="#e3b697" stroke-width="5" stroke-linecap="round" fill="none"/><circle cx="4" cy="4" r="16" fill="#f4a7a3" opacity="0.6"/>`,
          )
        : scaled(
            size,
            `<g stroke="#4fb3ee" stroke-width="5" stroke-linecap="round" fill="none"><path d="M-18 4q-4 14-1 26"/><path d="M18 4q4 14 1 26"/></g><g fill="#6ec3f4"><path d="M-19 30q-5 7 0 10t5-4q-1-3-5-6Z"/><path d="M19 30q-5 7 0 10t5-4q-1-3-5-6Z"/></g>`,
          ),
};
