/**
 * Font sizes (px) a phone page tries for its words, largest first, each with the share of the page's
 * room the picture keeps at least: words stay big while the picture can shrink, then get smaller.
 */
export const FIT_STEPS: readonly { px: number; pictureShare: number }[] = [
  { px: 20, pictureShare: 0.45 },
  { px: 18, pictureShare: 0.4 },
  { px: 17, pictureShare: 0.35 },
  { px: 16, pictureShare: 0.3 },
  { px: 15, pictureShare: 0.25 },
  { px: 14, pictureShare: 0.2 },
  { px: 13, pictureShare: 0.1 },
  { px: 12, pictureShare: 0 },
];

/**
 * On a desk the words stand beside the picture, so only their own size gives: the usual 16 px, down to 11 px
 * when a page with both languages and two bubbles would otherwise run past the bottom of its column. The
 * narration is 1.5 times this size and the bubbles 1.25 times, so even the smallest step reads as large as
 * a phone's words.
 */
export const DESK_FIT_STEPS: readonly { px: number; pictureShare: number }[] = [16, 15, 14, 13, 12, 11].map((px) => ({ px, pictureShare: 0 }));

/**
 * The largest size at which a page's words fit in `room` px of height beside the picture's share;
 * `wordsHeight(px)` lays the words out at that size and says how tall they are. When nothing fits,
 * the smallest size.
 */
export function fitTextSize(room: number, wordsHeight: (px: number) => number, steps = FIT_STEPS): number {
  for (const step of steps) {
    if (wordsHeight(step.px) <= room * (1 - step.pictureShare)) return step.px;
  }
  return steps[steps.length - 1]!.px;
}
