import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * One whole crayon, 'pink', held to draw: its tip at the base (y = 0), pointing down out of the fist onto the paper,
 * its paper-wrapped body up through the hand, gripped a little above its middle. 100 tall, a crayon's slender width
 * (a thick one held tip up read as a candle as wide as her wrist, and never touched the paper).
 */
export const crayon: PropDefinition = {
  grip: 0.55,
  variants: ['pink'],
  draw: ({ size }) => {
    const c = tones.pink;
    return scaled(
      size,
      `<path d="M-7 -20L0 0L7 -20Z" fill="${c.shade}"/><rect x="-7" y="-100" width="14" height="82" rx="3" fill="${c.base}"/><rect x="2" y="-100" width="5" height="82" rx="2" fill="${c.shade}"/><rect x="-7" y="-40" width="14" height="8" fill="${c.light}" opacity=".7"/><rect x="-7" y="-86" width="14" height="8" fill="${c.light}" opacity=".7"/>`,
    );
  },
};
