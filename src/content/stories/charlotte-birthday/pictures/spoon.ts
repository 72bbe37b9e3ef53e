import { scaled, tones, type PropDefinition } from '@/pictures';

/** A wooden spoon, 'wooden': stirring, held by its handle, its head down in the batter. */
export const spoon: PropDefinition = {
  grip: 0.15,
  variants: ['wooden'],
  draw: ({ size }) => {
    // Stirring: the fist near the handle's top, the shaft down into the batter, its head under it.
    const w = tones.wood;
    return scaled(
      size,
      `<path d="M4 -44L-6 14" stroke="${w.base}" stroke-width="8" stroke-linecap="round"/><path d="M7 -40L-3 12" stroke="${w.shade}" stroke-width="2.5" stroke-linecap="round"/><ellipse cx="-7" cy="16" rx="16" ry="5" fill="#f8dc9a" stroke="#e2b866" stroke-width="1.5"/>`,
    );
  },
};
