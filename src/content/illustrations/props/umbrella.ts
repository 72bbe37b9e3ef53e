import { scaled, tones } from './kit';
import type { PropDefinition } from './types';

/** An umbrella, open over a hand at y = 0, or closed and leaning. */
export const umbrella: PropDefinition = {
  grip: 0.85,
  variants: ['open', 'closed'],
  draw: ({ size, variant }) => {
    const c = tones.yellow;
    if (variant === 'closed')
      return scaled(
        size,
        `<path d="M0 -100L-10 -20h20Z" fill="${c.base}"/><path d="M0 -100L10 -20H2Z" fill="${c.shade}"/><path d="M0 -20v16q0 6 6 6" stroke="${tones.darkWood.base}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      );
    return scaled(
      size,
      `<path d="M0 -100v92q0 8 8 8t8-8" stroke="${tones.darkWood.base}" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M-50 -80q0-40 50-40t50 40q-8-8-17 0q-8-8-16 0q-9-8-17 0q-8-8-17 0q-8-8-16 0q-9-8-17 0Z" fill="${c.base}"/><path d="M0 -120q30 10 33 40q8-8 17 0q0-40-50-40Z" fill="${c.shade}"/><path d="M-30 -110q10-6 20-8" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`,
    );
  },
};
