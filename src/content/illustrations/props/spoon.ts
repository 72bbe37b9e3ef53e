import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** A spoon held by its handle, bowl up: heaped with cereal, or a wooden spoon for stirring. */
export const spoon: PropDefinition = {
  grip: 0.15,
  variants: ['cereal', 'wooden'],
  draw: ({ size, variant }) => {
    if (variant === 'wooden') {
      const w = tones.wood;
      return scaled(
        size,
        `<path d="M0 0V-70" stroke="${w.base}" stroke-width="8" stroke-linecap="round"/><ellipse cy="-84" rx="13" ry="18" fill="${w.base}"/><ellipse cx="-3" cy="-86" rx="6" ry="10" fill="${w.light}"/><path d="M4 -2V-66" stroke="${w.shade}" stroke-width="3" stroke-linecap="round"/>`,
      );
    }
    const m = tones.metal;
    const o = tones.orange;
    return scaled(
      size,
      `<path d="M0 0V-56" stroke="${m.base}" stroke-width="8" stroke-linecap="round"/><ellipse cy="-66" rx="20" ry="12" fill="${m.shade}"/><ellipse cy="-69" rx="18" ry="8" fill="#fbfaf6"/><g fill="${o.base}"><circle cx="-10" cy="-74" r="6"/><circle cx="3" cy="-78" r="7"/><circle cx="12" cy="-72" r="6"/><circle cx="-3" cy="-86" r="6"/></g><g fill="${o.light}"><circle cx="-2" cy="-80" r="2.5"/><circle cx="9" cy="-74" r="2"/></g>`,
    );
  },
};
