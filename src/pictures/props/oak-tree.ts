import { roundTreeShape } from '../backgrounds/parts';
import { scaled } from './drawing';
import type { PropDefinition } from './types';

const bark = { base: '#8a5a3b', shade: '#6b4430', deep: '#3b2a1f' };

/**
 * The big oak as a prop: the settings' leafy tree (a forked trunk under a clumped crown lit from the upper
 * left), the same size as the old oak, with a broad foot of roots spread over its trunk and a hollow between them: an arch
 * opening into the trunk, rimmed in bark, where a round dark spot on the ground read as a black ball.
 */
export const oakTree: PropDefinition = {
  landmark: true,
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `${roundTreeShape('#4f9a45', '#2f6f35')}<path d="M-30 0q12-4 18-16t5-34h14q-1 22 5 34t22 16Z" fill="${bark.base}"/><path d="M3 -50h4q-1 22 5 34t22 16H14q-6-18-11-50Z" fill="${bark.shade}"/><path d="M-20 -2q6-6 8-14M22 -2q-8-4-10-12" stroke="${bark.shade}" stroke-width="2.5" fill="none" stroke-linecap="round"/><path d="M-6 -3v-7a6 6 0 0 1 12 0v7q-6 2-12 0Z" fill="${bark.deep}" stroke="${bark.shade}" stroke-width="2" stroke-linejoin="round"/>`,
    ),
};
