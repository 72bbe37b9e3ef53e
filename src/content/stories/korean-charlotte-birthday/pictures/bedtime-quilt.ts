import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Charlotte's star quilt tucked in over her at bedtime (c9), head to the left: a long low cover that follows
 * her body, up over her shoulders, highest at her hip and down to her feet, its top edge hemmed with a thin
 * pale line and its near side hanging a little over the mattress's edge. A round hump as tall as it was wide
 * read as a huge balloon beside her head, with no body under it. The kit's star blanket turns its sheet down in
 * a broad white cuff, which at this size read as a strange pale band across her. 86 wide, about 32 tall; y = 0 on
 * her body's top, the near side hanging 22 below it, down over the mattress's edge.
 */
export const bedtimeQuilt: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // Its near side hanging straight down over the mattress's edge, so the low cover reaches the bed.
        `<path d="M-32 4H51V20q0 2-2 2H-30q-2 0-2-2Z" fill="${tones.blue.base}"/>`,
        `<path d="M-32 20H51" stroke="${tones.blue.shade}" stroke-width="2"/>`,
        // Its top pressed to two thirds of its height, so it lies low over her as a blanket over a child does: at
        // full height it rose into a hill taller than her head on the pillow.
        `<g transform="scale(1 .65)">${[
          `<path d="M-32 12q-3-18 3-24q6-4 16-5q14-1 26-4q14-2 26 2q12 4 14 12q1 6-1 19Z" fill="${tones.blue.base}"/>`,
          `<path d="M30 -20q14 1 21 8q4 8 1 24H38q6-18-8-32Z" fill="${tones.blue.shade}"/>`,
          `<path d="M-30 -9q2-5 6-7q8-3 18-3q14-1 26-4" stroke="${tones.blue.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
          `<g fill="${tones.yellow.light}">${[
            [-18, -9],
            [-3, -11],
            [13, -14],
            [29, -13],
            [43, -7],
            [4, -3],
            [22, -3],
            [-16, 1],
          ]
            .map(([x, y]) => `<path d="M${x} ${y! - 2.5}l.8 1.7 1.8.2-1.3 1.2.4 1.8-1.7-.9-1.7.9.4-1.8-1.3-1.2 1.8-.2Z"/>`)
            .join('')}</g>`,
        ].join('')}</g>`,
      ].join(''),
    ),
};
