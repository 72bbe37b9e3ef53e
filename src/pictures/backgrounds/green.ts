import {
  bush,
  bushShape,
  cloud,
  defs,
  flower,
  flowerSymbol,
  grassClump,
  grove,
  landmark,
  longShadowPath,
  rect,
  roundTree,
  roundTreeShape,
  sunCastFromLeft,
  sunCastFromRight,
  type TimeOfDay,
  vGradient,
} from './parts';
import { skyByTime } from './sky-by-time';

const grass = vGradient('grass', ['#94d46e', '#6fbf57']);
const petals = ['#ff6b8b', '#ffd54a', '#b07cff', '#ff9f43', '#ffffff'];

function flowers(x0: number, count: number): string {
  return Array.from({ length: count }, (_, i) => flower(x0 + i * 26, 356 + (i % 2) * 10, petals[i % petals.length]!)).join('');
}

export function garden(time: TimeOfDay): string {
  const pickets = Array.from({ length: 21 }, (_, i) => `<path d="M${i * 40 + 6} 370V292l12-14 12 14v78Z"/>`);
  return [
    // the sky follows the hour: a sunset behind the fence, a dark night over it
    skyByTime(time, 680, 80),
    defs(grass, flowerSymbol),
    time === 'day' ? cloud(170, 90) + cloud(420, 60, 0.7) : '',
    '<path d="M0 300q200-60 400-20t400-10V380H0Z" fill="#a8dc8a"/>',
    // Under the clear day's sun on the right (the sky's, at 680) the two trees behind the fence cast their long shadows
    // to the left, as the park's tree does to the right (kept only under that sun, draw-scene.ts `sunCastKept`).
    sunCastFromRight(longShadowPath(110, 301, 158 * 1.1, 18, 44, -1), longShadowPath(720, 301, 158 * 0.9, 15, 36, -1)),
    grove('tree', roundTreeShape(), [
      [110, 300, 1.1],
      [720, 300, 0.9],
    ]),
    rect(0, 360, 800, 140, 'url(#bg-grass)'),
    `<g fill="#fffaf0">${pickets.join('')}</g>`,
    rect(0, 306, 800, 10, '#efe6d6'),
    rect(0, 344, 800, 10, '#efe6d6'),
    // a bush behind each bed of flowers
    grove('bush', bushShape('#5aa94f'), [
      [124, 372, 1.2],
      [684, 372, 1.2],
    ]),
    flowers(20, 8),
    flowers(580, 8),
    // clumps of grass in the lawn, filled blades: the "^" strokes they replace read as stray marks on a phone
    ...[
      [340, 470],
      [480, 460],
      [150, 450],
      [650, 470],
    ].map(([x, y]) => grassClump(x!, y!, 16, '#5aa94f')),
  ].join('');
}

export function park(time: TimeOfDay): string {
  return [
    skyByTime(time, 380, 70),
    defs(grass),
    time === 'day' ? cloud(140, 80) + cloud(600, 110, 0.9) : '',
    '<path d="M0 320q160-90 330-40t470-30V400H0Z" fill="#b7e29a"/>',
    grove(
      'far-tree',
      roundTreeShape('#7cc66a', '#5aa94f'),
      [60, 210, 520, 680].map((x, i) => [x, 320 - (i % 2) * 10, 0.55]),
    ),
    '<path d="M0 360q250-40 500-10t300-10V500H0Z" fill="url(#bg-grass)"/>',
    // a sandy path running from the front to the back
    landmark('path', '<path d="M300 500q30-90 160-120t220-40h40q-140 20-200 50t-120 110Z" fill="#f2dcae"/>'),
    // Under the sun on the left (the sky's, at 380), the big tree, the bench and the lamp post cast their shadows to the
    // right (kept only under that sun, draw-scene.ts `sunCastKept`): the tree and the post long, as every tall thing's;
    // the bench's a low slab just behind its seat.
    sunCastFromLeft(longShadowPath(90, 393, 158 * 1.3, 20, 48), 'M618 407H752L792 394H658Z', longShadowPath(560, 402, 172, 6, 14)),
    landmark('big-tree tree', roundTree(90, 390, 1.3)),
    bush(250, 380, 0.9),
    // bench
    landmark(
      'bench',
      '<g fill="#b0713f"><rect x="610" y="330" width="150" height="12" rx="4"/><rect x="610" y="348" width="150" height="12" rx="4"/><rect x="604" y="368" width="162" height="12" rx="4"/></g><path d="M624 380v26M746 380v26" stroke="#5d4037" stroke-width="8"/>',
    ),
    landmark(
      'streetlight lamp-post',
      '<path d="M560 400V240" stroke="#455a64" stroke-width="6"/><circle cx="560" cy="232" r="14" fill="#fff3b0" stroke="#455a64" stroke-width="4"/>',
    ),
  ].join('');
}
