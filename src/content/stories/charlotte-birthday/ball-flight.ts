import { at, scaled, tones } from '@/pictures/props/kit';
import type { PropDefinition } from '@/pictures/props/types';

const red = tones.red;
const streak = '#fff7df';
const edge = '#9a6b3c';

/** The red ball of c3-p1 (the kit's red-ball), radius 9, centred on 0. */
const ball = `<circle r="9" fill="${red.base}"/><path d="M3.8 -8.2a9 9 0 0 1 0 16.4a9 9 0 0 0 0-16.4Z" fill="${red.shade}"/><path d="M-7.5 -4q7.5 4 15 0M-7.5 4q7.5-4 15 0" stroke="${red.shade}" stroke-width="1" fill="none" stroke-linecap="round"/><ellipse cx="-3.4" cy="-4.2" rx="2.3" ry="1.5" fill="${red.light}" transform="rotate(-30 -3.4 -4.2)"/>`;

/**
 * Grandpa's ball in the air (c3-p2), thrown high: the picture-book mark of a throw, a dotted arc rising steeply
 * from the thrower's hand at the box's origin (place it on his raised hand) to the ball near the top of its flight,
 * 26 right and 88 up at size 100, with three speed strokes just behind it. The arc fills its box's height, so the
 * phone's frame counts it as filling the sky it flies through. Flip it for a throw to the left. A ball lying on the
 * grass between the two read as dropped, not thrown; an arc starting beside his hand read as coming from nowhere.
 */
export const ballInFlight: PropDefinition = {
  variants: [],
  draw: ({ size }) => {
    const path = 'M0 0Q3 -96 24 -88';
    const arc = `<path d="${path}" stroke="${edge}" stroke-width="3" fill="none" stroke-dasharray=".7 4.8" stroke-linecap="round" opacity=".8"/><path d="${path}" stroke="${streak}" stroke-width="1.4" fill="none" stroke-dasharray=".7 4.8" stroke-linecap="round"/>`;
    const strokes = [-5, 0, 5]
      .map((dy) => `<path d="M${18 - Math.abs(dy) / 2} ${-90 + dy}h-8" stroke="${edge}" stroke-width="1.5" stroke-linecap="round"/>`)
      .join('');
    return scaled(size, `${arc}${strokes}${at(30, -88, `<g transform="scale(.62)">${ball}</g>`)}`);
  },
};
