import { at, scaled, tones, type PropDefinition } from '@/pictures';

const red = tones.red;
const streak = '#fff7df';
const edge = '#9a6b3c';
/** How wide the ball is drawn, in the picture's units: the book's red-ball at size 31. */
const BALL_ACROSS = 30;

/** The red ball of c3-p1 (the kit's red-ball), radius 9, centred on 0. */
const ball = `<circle r="9" fill="${red.base}"/><path d="M3.8 -8.2a9 9 0 0 1 0 16.4a9 9 0 0 0 0-16.4Z" fill="${red.shade}"/><path d="M-7.5 -4q7.5 4 15 0M-7.5 4q7.5-4 15 0" stroke="${red.shade}" stroke-width="1" fill="none" stroke-linecap="round"/><ellipse cx="-3.4" cy="-4.2" rx="2.3" ry="1.5" fill="${red.light}" transform="rotate(-30 -3.4 -4.2)"/>`;

/**
 * Grandpa's ball in the air (c3-p2), thrown far: one dotted arc from the thrower's hand at the box's origin (place it
 * on his raised hand), up over its top at about a third of the way and down again far off to the right, where the ball,
 * small with distance, comes down toward the far grass (100 right and 8 below the hand at size 100), with three speed
 * strokes behind it. So a child pointing after it points out and a little up, her arm clear of her head. 'high' is
 * the steeper throw for a narrow frame: on up and away, the ball 100 right and 62 up; 'sky' climbs twice as high over
 * it, the ball smaller, 100 right and 88 up, still going. Flip it for a throw to the left.
 * A steep arc straight up from below the hand read as a ball on a string, not a throw far away.
 */
export const ballInFlight: PropDefinition = {
  variants: ['far', 'high', 'sky'],
  draw: ({ size, variant }) => {
    const [path, end, tilt] =
      variant === 'sky'
        ? (['M0 0Q40 -200 100 -90', [101, -88], 24] as const)
        : variant === 'high'
          ? (['M0 0Q38 -96 100 -62', [101, -61], 0] as const)
          : (['M0 0Q40 -118 100 8', [101, 10], 36] as const);
    // On 'sky''s small arc the dots are drawn bigger, to read as big as the desk's from across the page.
    const k = variant === 'sky' ? 2.2 : 1;
    const dash = `stroke-dasharray="${0.7 * k} ${4.8 * k}" stroke-linecap="round"`;
    const arc = `<path d="${path}" stroke="${edge}" stroke-width="${3 * k}" fill="none" ${dash} opacity=".8"/><path d="${path}" stroke="${streak}" stroke-width="${1.4 * k}" fill="none" ${dash}/>`;
    const strokes = [-4, 0, 4]
      .map((dy) => `<path d="M${-7 - Math.abs(dy) / 2} ${dy}l-7 -3" stroke="${edge}" stroke-width="1.3" stroke-linecap="round"/>`)
      .join('');
    // The ball at the one size it has on every page (30 across, as in Grandpa's hands on p7 and at the tree on p9),
    // whatever the arc's size: scaled with the arc, it shrank to a pea on the phone's short arc.
    // 'sky' throws it high over a narrow frame, the ball two-thirds as big, far off up there.
    const ballScale = ((variant === 'sky' ? BALL_ACROSS * 0.67 : BALL_ACROSS) / 18 / (size / 100)).toFixed(3);
    return scaled(size, `${arc}${at(end[0], end[1], `<g transform="rotate(${tilt})">${strokes}</g><g transform="scale(${ballScale})">${ball}</g>`)}`);
  },
};
