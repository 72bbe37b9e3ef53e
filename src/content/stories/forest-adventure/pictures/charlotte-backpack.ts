import { scaled, tones, type PropDefinition } from '@/pictures';

const pack = tones.blue;

/** On her back: the kit's child's backpack shape, in her blue. */
const worn = `<path d="M-20 -100q20-18 40 0" stroke="${pack.shade}" stroke-width="6" fill="none"/><rect x="-40" y="-100" width="80" height="100" rx="24" fill="${pack.base}"/><path d="M18 -98q22 6 22 30v52q0 16-20 16Z" fill="${pack.shade}"/><rect x="-28" y="-46" width="56" height="38" rx="10" fill="${pack.light}"/><path d="M-28 -36h56" stroke="${pack.shade}" stroke-width="3"/><rect x="-8" y="-80" width="16" height="8" rx="3" fill="${tones.yellow.base}"/>`;

/**
 * Charlotte's backpack (forest-adventure), in the blue of the one the kit draws on her back (her
 * wardrobe's backpack colour), so it is one backpack all through the book: 'worn' stands in for it
 * where the shot list names it (drawn behind her with her own backpack off, so it can carry the
 * part name), 'open' is it set down on the grass, flap thrown back and a cracker packet showing.
 */
export const charlotteBackpack: PropDefinition = {
  variants: ['worn', 'open'],
  draw: ({ size, variant }) =>
    variant !== 'open'
      ? scaled(size, worn)
      : scaled(
          size,
          `<rect x="-40" y="-84" width="80" height="84" rx="22" fill="${pack.base}"/><path d="M18 -82q22 6 22 30v36q0 16-20 16Z" fill="${pack.shade}"/><rect x="-28" y="-40" width="56" height="32" rx="10" fill="${pack.light}"/><path d="M-28 -30h56" stroke="${pack.shade}" stroke-width="3"/><ellipse cy="-84" rx="34" ry="9" fill="${tones.darkWood.shade}" opacity=".55"/><rect x="-22" y="-108" width="34" height="30" rx="4" transform="rotate(-10 -5 -93)" fill="#e9bf76"/><g fill="${tones.wood.shade}"><circle cx="-12" cy="-98" r="2"/><circle cx="0" cy="-100" r="2"/><circle cx="-10" cy="-88" r="2"/><circle cx="2" cy="-90" r="2"/></g><rect x="4" y="-104" width="22" height="28" rx="4" transform="rotate(12 15 -90)" fill="${tones.red.base}"/><path d="M-36 -84q-18 6-22 30q22 4 30-10Z" fill="${pack.shade}"/><rect x="-50" y="-66" width="12" height="6" rx="2" fill="${tones.yellow.base}"/>`,
        ),
};
