import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * A spoon held by its handle, bowl up: heaped with cereal; or a wooden spoon stirring, its head down in the batter.
 * 'cereal-heap' is a short spoon with a big heap of cereal leaning out in front of it (the -x side),
 * to push into a mouth seen from the side without covering the eyes.
 */
export const spoon: PropDefinition = {
  grip: 0.15,
  variants: ['cereal', 'cereal-heap', 'wooden'],
  draw: ({ size, variant }) => {
    if (variant === 'wooden') {
      // Stirring: the fist near the handle's top, the shaft down into the batter, its head under it.
      const w = tones.wood;
      return scaled(
        size,
        `<path d="M4 -44L-6 14" stroke="${w.base}" stroke-width="8" stroke-linecap="round"/><path d="M7 -40L-3 12" stroke="${w.shade}" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="-7" cy="16" rx="16" ry="5" fill="#f8dc9a" stroke="#e2b866" stroke-width="1.5"/>`,
      );
    }
    const m = tones.metal;
    const o = tones.orange;
    if (variant === 'cereal-heap')
      return scaled(
        size,
        `<path d="M0 0L-8 -34" stroke="${m.base}" stroke-width="8" stroke-linecap="round"/><ellipse cx="-14" cy="-44" rx="24" ry="12" fill="${m.shade}"/><ellipse cx="-14" cy="-47" rx="22" ry="8" fill="#fbfaf6"/><g fill="${o.base}"><circle cx="-30" cy="-52" r="8"/><circle cx="-16" cy="-56" r="9"/><circle cx="-2" cy="-52" r="8"/><circle cx="-24" cy="-64" r="8"/><circle cx="-10" cy="-66" r="7"/></g><g fill="${o.light}"><circle cx="-18" cy="-60" r="3"/><circle cx="-28" cy="-56" r="2.5"/><circle cx="-4" cy="-55" r="2.5"/></g>`,
      );
    return scaled(
      size,
      `<path d="M0 0V-56" stroke="${m.base}" stroke-width="8" stroke-linecap="round"/><ellipse cy="-66" rx="20" ry="12" fill="${m.shade}"/><ellipse cy="-69" rx="18" ry="8" fill="#fbfaf6"/><g fill="${o.base}"><circle cx="-10" cy="-74" r="6"/><circle cx="3" cy="-78" r="7"/><circle cx="12" cy="-72" r="6"/><circle cx="-3" cy="-86" r="6"/></g><g fill="${o.light}"><circle cx="-2" cy="-80" r="2.5"/><circle cx="9" cy="-74" r="2"/></g>`,
    );
  },
};
