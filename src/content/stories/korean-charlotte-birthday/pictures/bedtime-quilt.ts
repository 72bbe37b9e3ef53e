import { scaled, tones, type PropDefinition } from '@/pictures';

/**
 * Charlotte's star quilt tucked in over her at bedtime (c9), head to the left, seen side-on like her bed: one soft
 * cover that lies on her, its near end rounded over her shoulder (a straight end there stood up like a wall by her
 * face), low at her shoulders, rising a little over her hip and knees and her feet, and then falls
 * over the mattress's near side and down past its edge onto the rail, its hem in small folds, so it covers the bed
 * and not only her. A thick block that stopped at the mattress's top read as floating over the bed, a white band of
 * sheet under it; a round hump as tall as it was wide read as a balloon with no body under it; the kit's star
 * blanket's broad white cuff read as a strange pale band across her. 89 wide, about 50 tall; y = 0 about her body's
 * top, the mattress's top at about y = 20 and its edge at about 36 (at size 184 over the bed of c9).
 */
export const bedtimeQuilt: PropDefinition = {
  variants: [],
  draw: ({ size }) =>
    scaled(
      size,
      [
        // The whole cover: over her body in one soft line (shoulder, waist, hip, knees, feet), over the foot end and
        // straight down, then the hem in small folds where it falls past the mattress's edge.
        `<path d="M-37 10q1-17 11-20q8-1 16 0q9 0 14-3q8-4 16-2q6 2 11 1q5-1 9 1q5 2 6 8q1 4 0 10L54 37q-5 3-10 1q-5-2-10 0q-5 2-10 0q-5-2-10 0q-5 2-10 0q-5-2-10 0q-5 2-10 0q-5-2-10 0q-5 2-13 1Q-39 24-37 10Z" fill="${tones.blue.base}"/>`,
        // The side falling over the mattress's edge a shade darker, so it reads as hanging down and not as a block.
        `<path d="M-36.5 19q45.5 3 90.5 0L54 37q-5 3-10 1q-5-2-10 0q-5 2-10 0q-5-2-10 0q-5 2-10 0q-5-2-10 0q-5 2-10 0q-5-2-10 0q-5 2-13 1Q-39 28-36.5 19Z" fill="${tones.blue.shade}" opacity=".8"/>`,
        // The bend over the mattress's edge and two soft folds in the hanging side.
        `<path d="M-36 19q45 3 90 0" stroke="${tones.blue.light}" stroke-width="1.2" fill="none" opacity=".7"/>`,
        `<path d="M-14 24q1 7 0 13M16 24q-1 7 0 13M40 23q1 7 0 14" stroke="${tones.blue.shade}" stroke-width="1.2" fill="none" stroke-linecap="round"/>`,
        // Its hemmed top edge over her shoulder, a thin pale line.
        `<path d="M-36 9q1-15 10-19q8-1 16 0q9 0 14-3" stroke="${tones.blue.light}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`,
        `<g fill="${tones.yellow.light}">${[
          [-20, -3],
          [-4, 2],
          [10, -5],
          [26, -4],
          [42, -1],
          [2, 13],
          [20, 11],
          [-22, 12],
          [-27, 29],
          [0, 30],
          [28, 29],
        ]
          .map(([x, y]) => `<path d="M${x} ${y! - 2.5}l.8 1.7 1.8.2-1.3 1.2.4 1.8-1.7-.9-1.7.9.4-1.8-1.3-1.2 1.8-.2Z"/>`)
          .join('')}</g>`,
      ].join(''),
    ),
};
