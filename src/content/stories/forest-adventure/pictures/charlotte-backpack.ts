import { scaled, tones, type PropDefinition } from '@/pictures';

const pack = tones.blue;

/** On her back: the kit's child's backpack shape, in her blue. */
const worn = `<path d="M-20 -100q20-18 40 0" stroke="${pack.shade}" stroke-width="6" fill="none"/><rect x="-40" y="-100" width="80" height="100" rx="24" fill="${pack.base}"/><path d="M18 -98q22 6 22 30v52q0 16-20 16Z" fill="${pack.shade}"/><rect x="-28" y="-46" width="56" height="38" rx="10" fill="${pack.light}"/><path d="M-28 -36h56" stroke="${pack.shade}" stroke-width="3"/><rect x="-8" y="-80" width="16" height="8" rx="3" fill="${tones.yellow.base}"/>`;

/**
 * Charlotte's backpack (forest-adventure), in the blue of the one the kit draws on her back (her
 * wardrobe's backpack colour), so it is one backpack all through the book: 'worn' stands in for it
 * where the shot list names it (drawn behind her with her own backpack off, so it can carry the
 * part name).
 */
export const charlotteBackpack: PropDefinition = {
  variants: ['worn'],
  draw: ({ size }) => scaled(size, worn),
};
