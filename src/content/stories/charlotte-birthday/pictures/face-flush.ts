import { scaled, type PropDefinition } from '@/pictures';

/**
 * A mark laid over a face the kit's expressions cannot give, for one book until the kit has it:
 * 'puffed-cheek' is one round cheek stuffed full, bulging out past the face's edge, centred on the cheek.
 */
export const faceFlush: PropDefinition = {
  variants: ['puffed-cheek'],
  draw: ({ size }) =>
    scaled(
      size,
      `<circle r="40" fill="#f8d7bf"/><path d="M-34 20a40 40 0 0 0 50 16" stroke="#e3b697" stroke-width="5" stroke-linecap="round" fill="none"/><circle cx="4" cy="4" r="16" fill="#f4a7a3" opacity="0.6"/>`,
    ),
};
