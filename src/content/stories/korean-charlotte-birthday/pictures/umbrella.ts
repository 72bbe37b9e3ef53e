import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * An umbrella, 'open' over a hand at y = 0; 'planted' is it open and standing on its own in a heavy round
 * stand (a beach umbrella indoors), the stand's foot at y = 0; 'bag' is the red-brown shoulder bag it was
 * carried in (the bag's bottom at y = 0, its strap rising up and right to the shoulder), with the umbrella
 * taken out of it (open in the hand).
 */
export const umbrella: PropDefinition = {
  grip: 0.85,
  variants: ['open', 'planted', 'bag'],
  draw: ({ size, variant }) => {
    const c = tones.yellow;
    if (variant === 'bag')
      return scaled(
        size,
        `<path d="M-14 -40L28 -180" stroke="#6e3326" stroke-width="5" stroke-linecap="round"/><rect x="-24" y="-42" width="48" height="42" rx="7" fill="#9c4a3a"/><path d="M-24 -34q0-8 8-8h32q8 0 8 8v8H-24Z" fill="#7e3a2c"/><circle cy="-26" r="3" fill="${tones.yellow.base}"/>`,
      );
    const canopy = `<path d="M-50 -80q0-40 50-40t50 40q-8-8-17 0q-8-8-16 0q-9-8-17 0q-8-8-17 0q-8-8-16 0q-9-8-17 0Z" fill="${c.base}"/><path d="M0 -120q30 10 33 40q8-8 17 0q0-40-50-40Z" fill="${c.shade}"/><path d="M-30 -110q10-6 20-8" stroke="${c.light}" stroke-width="4" stroke-linecap="round"/>`;
    if (variant === 'planted')
      return scaled(
        size,
        `<path d="M0 -100V-8" stroke="${tones.darkWood.base}" stroke-width="4" stroke-linecap="round"/><path d="M-16 0q0-9 16-9t16 9Z" fill="${tones.metal.shade}"/><path d="M-10 -6q4-2 8-2" stroke="${tones.metal.base}" stroke-width="2" stroke-linecap="round"/>${canopy}`,
      );
    return scaled(size, `<path d="M0 -100v92q0 8 8 8t8-8" stroke="${tones.darkWood.base}" stroke-width="4" fill="none" stroke-linecap="round"/>${canopy}`);
  },
};
