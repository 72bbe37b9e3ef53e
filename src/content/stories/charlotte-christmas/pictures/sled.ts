import { scaled, tones, type PropDefinition } from '@/pictures';

const w = tones.wood;

/**
 * A wooden sled seen from the side, its slats topping out at y = -20: 'resting', its pull rope's end trailing to the
 * right on the snow; 'pulled', no rope of its own, for a puller's rope tied to its front runner's curl (the resting
 * one's trailing end, under the pulled rope, ran on past the puller's boot, two ropes and neither pulled: blind critics).
 */
export const sled: PropDefinition = {
  variants: ['resting', 'pulled'],
  draw: ({ size, variant }) =>
    scaled(
      size,
      `${variant === 'pulled' ? '' : '<path d="M38 -18q14-2 22 6" stroke="#c9b48a" stroke-width="3" fill="none" stroke-linecap="round"/>'}<path d="M-50 -3H34q14 0 16-12" stroke="${tones.red.shade}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M-40 -3v-12M-10 -3v-12M20 -3v-12" stroke="${tones.red.base}" stroke-width="5"/><rect x="-48" y="-22" width="86" height="9" rx="4" fill="${w.base}"/><rect x="-48" y="-22" width="86" height="3" rx="1.5" fill="${w.light}"/>`,
    ),
};
