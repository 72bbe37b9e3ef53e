import { scaled, type PropDefinition } from '@/pictures';

/**
 * Where a wooden spoon goes into the batter (c8-p1), centred on that point and drawn over the bowl: two rings of
 * batter swirling round the shaft, their front halves over it, so the spoon reads as in the bowl, not behind it.
 */
export const stirSwirl: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      `<path d="M-30 0Q-30 10 0 10Q30 10 30 0" fill="none" stroke="#e2b866" stroke-width="4" stroke-linecap="round"/><path d="M-18 -1Q-16 5 0 5Q14 5 18 0" fill="none" stroke="#d9a94e" stroke-width="3" stroke-linecap="round"/>`,
    ),
};
