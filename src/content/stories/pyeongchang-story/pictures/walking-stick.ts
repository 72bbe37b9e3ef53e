import { scaled, tones, type PropDefinition } from '@/pictures';

/** A grandfather's wooden walking stick with a curved handle, standing on its tip; 100 wide means 100 tall. */
export const walkingStick: PropDefinition = {
  // Held on the crook's top, the fist over the middle of its curve (at the shaft under it, the fist sat beside the
  // handle and the stick stood up by itself: blind critic r84, p13 and p18; where the shaft turns into the crook, the fist
  // still sat at the handle's end beside its curve: r87).
  grip: 0.98,
  // A shaft, taken in two hands one fist over the other (draw-person).
  halfWidth: 0.1,
  variants: ['plain', 'wet'],
  draw: ({ size, variant = 'plain' }) => {
    const w = tones.darkWood;
    const wet = variant === 'wet' ? '<path d="M-2 -14v14h4v-14Z" fill="#5b7fa6" opacity=".55"/><path d="M0 4q2 3 0 5q-2-2 0-5Z" fill="#a9d2f2"/>' : '';
    // The crook's top on the centre line, where the hand holds it; the shaft under its back end.
    return scaled(
      size,
      `<g transform="translate(-8 0)"><path d="M-2 0V-88Q-2 -100 8 -100Q18 -100 18 -90V-84" fill="none" stroke="${w.shade}" stroke-width="6.5" stroke-linecap="round" transform="translate(1 0)"/><path d="M-2 0V-88Q-2 -100 8 -100Q18 -100 18 -90V-84" fill="none" stroke="${w.base}" stroke-width="5" stroke-linecap="round"/><path d="M-3 -80V-20" stroke="${w.light}" stroke-width="1.4"/><rect x="-4" y="-4" width="5" height="4" rx="1" fill="#3b2a20"/>${wet}</g>`,
    );
  },
};
