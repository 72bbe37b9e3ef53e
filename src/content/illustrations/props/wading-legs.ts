import { scaled } from './kit';
import type { PropDefinition } from './types';

/**
 * Shins and boots seen through knee-deep water (forest-adventure: Dad wading at Pebble Bend), drawn
 * under a wading figure, whose legs the kit hides below the water line: without them the ripple ring
 * reads as the ground and he as ankle-deep. Anchored at his soles, it reaches up to the water line at
 * about its own width; the toes point left, as a figure facing three-quarter-left stands.
 */
export const wadingLegs: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<g opacity=".5"><rect x="-28" y="-100" width="30" height="92" rx="13" fill="#8a9aa0"/><rect x="-4" y="-100" width="30" height="92" rx="13" fill="#93a2a6"/><path d="M-28 -48h30v42q0 6-6 6h-30q-10 0-9-7q1-6 15-8Z" fill="#4c5c6a"/><path d="M-4 -48h30v42q0 6-6 6h-30q-10 0-9-7q1-6 15-8Z" fill="#556676"/></g><path d="M-38 -64q12 4 24 0t24 0t24 0" stroke="#ffffff" stroke-opacity=".45" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    ),
};
