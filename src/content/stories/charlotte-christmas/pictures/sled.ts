import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;

/** A wooden sled seen from the side, its pull rope trailing to the right; its slats top out at y = -20. 'pulled' lifts the rope up to a hand 0.9 of its size to the right and 0.7 of its size up;
 * 'team-facing' is a grown-up walking backward to face the sled and a child pulling ahead of him: the rope runs up into the grown-up's two hands held out in front of his waist (0.68 and 0.83 of its size
 * to the right, 1.05 up), then on behind him and over the child's shoulder 1.65 to the right and 0.7 up, down to the child's hands at his chest. */
export const sled: PropDefinition = {
  variants: ['resting', 'pulled', 'team-facing'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      (variant === 'team-facing'
        ? `<path d="M44 -16Q56 -60 68 -105L83 -108Q132 -104 164 -71Q172 -65 177 -60" stroke="#c9b48a" stroke-width="2.6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
        : variant === 'pulled'
          ? `<path d="M44 -16Q66 -20 90 -70" stroke="#c9b48a" stroke-width="2.6" fill="none" stroke-linecap="round"/>`
          : `<path d="M38 -18q14-2 22 6" stroke="#c9b48a" stroke-width="3" fill="none" stroke-linecap="round"/>`) +
        `<path d="M-50 -3H34q14 0 16-12" stroke="${tones.red.shade}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-40 -3v-12M-10 -3v-12M20 -3v-12" stroke="${tones.red.base}" stroke-width="5"/><rect x="-48" y="-22" width="86" height="9" rx="4" fill="${w.base}"/><rect x="-48" y="-22" width="86" height="3" rx="1.5" fill="${w.light}"/>`,
    ),
};
