import { scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const bark = tones.darkWood;
const leaf = tones.green;
const foam = '#fbf7ee';

/** The pole, tapering from a thick near end (where the hands hold it, at x = -50) to a thin far end, lit along its top. */
const pole = `<path d="M-50 -7.5Q0 -8 46 -4.2L46 -2.8Q0 -2 -50 -1.5Z" fill="${bark.base}"/><path d="M-50 -3Q0 -3.6 46 -3" stroke="${bark.shade}" stroke-width="1.2" fill="none"/><path d="M-46 -7Q0 -7.4 40 -4.4" stroke="${bark.light}" stroke-width=".8" fill="none" stroke-linecap="round"/>`;

/** Twigs and small leaves at the far end, so it reads as a branch, not a stick. */
const twigs = `<path d="M26 -5l6 -8M34 -4l8 -6M38 -4l6 3" stroke="${bark.base}" stroke-width="1.2" fill="none" stroke-linecap="round"/>${[
  [31, -14, -40],
  [42, -11, 20],
  [45, 0, -10],
  [24, -9, 30],
]
  .map(([x, y, a], i) => `<ellipse cx="${x}" cy="${y}" rx="3.6" ry="2" transform="rotate(${a} ${x} ${y})" fill="${i % 2 ? leaf.shade : leaf.base}"/>`)
  .join('')}`;

/** The water grabbing the far end: a swirl curling round it, foam thrown up and drops flying. */
const grabbed = `<path d="M30 2q10 -6 20 0t-6 6q-8 0 -8 -5" stroke="${foam}" stroke-width="1.6" fill="none" stroke-linecap="round"/><path d="M22 4q14 6 32 -2" stroke="${foam}" stroke-width="1.2" fill="none" stroke-linecap="round" opacity=".85"/><path d="M50 -12a6 4 0 1 1 4 6" stroke="${foam}" stroke-width="1.3" fill="none" stroke-linecap="round"/><circle cx="54" cy="-16" r="1.2" fill="${foam}"/><circle cx="48" cy="-18" r=".9" fill="${foam}"/><circle cx="40" cy="-16" r="1" fill="${foam}"/>`;

/**
 * The long branch Dad and Theo push out over the flood in forest-adventure: one long thin pole, thick at the
 * near end (x = -50), where their hands hold it, with twigs and leaves at the far end; 'grabbed' has the fast
 * water swirling round that far end. Long and thin at any size, unlike the kit's short fallen branch.
 */
export const pushedBranch: PropDefinition = {
  variants: ['held', 'grabbed'],
  draw: ({ size, variant }) => scaled(size, `${pole}${twigs}${variant === 'grabbed' ? grabbed : ''}`),
};
