import { at, scaled, tones, type PropDefinition } from '@/pictures';

const red = tones.red;
const streak = '#fff7df';
const edge = '#9a6b3c';

/** The red ball of c3-p1 (the kit's red-ball), radius 9, centred on 0. */
const ball = `<circle r="9" fill="${red.base}"/><path d="M3.8 -8.2a9 9 0 0 1 0 16.4a9 9 0 0 0 0-16.4Z" fill="${red.shade}"/><path d="M-7.5 -4q7.5 4 15 0M-7.5 4q7.5-4 15 0" stroke="${red.shade}" stroke-width="1" fill="none" stroke-linecap="round"/><ellipse cx="-3.4" cy="-4.2" rx="2.3" ry="1.5" fill="${red.light}" transform="rotate(-30 -3.4 -4.2)"/>`;

/**
 * Grandpa's ball in the air (c3-p2), thrown far: one dotted arc from the thrower's hand at the box's origin (place it
 * on his raised hand), rising up and away to the right, over its top at about half way and on to the ball, small
 * with distance, 100 right and 62 up at size 100, with three speed strokes just behind it. Flip it for a throw to the
 * left. A steep arc straight up from below the hand read as a ball on a string, not a throw far away.
 */
export const ballInFlight: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const path = 'M0 0Q38 -96 100 -62';
    const arc = `<path d="${path}" stroke="${edge}" stroke-width="3" fill="none" stroke-dasharray=".7 4.8" stroke-linecap="round" opacity=".8"/><path d="${path}" stroke="${streak}" stroke-width="1.4" fill="none" stroke-dasharray=".7 4.8" stroke-linecap="round"/>`;
    const strokes = [-4, 0, 4]
      .map((dy) => `<path d="M${94 - Math.abs(dy) / 2} ${-68 + dy}l-7 -3" stroke="${edge}" stroke-width="1.3" stroke-linecap="round"/>`)
      .join('');
    return scaled(size, `${arc}${strokes}${at(101, -61, `<g transform="scale(.5)">${ball}</g>`)}`);
  },
};
