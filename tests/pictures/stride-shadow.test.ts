import { expect, it } from 'vitest';
import { renderSceneSvg } from '@/pictures';
import type { Scene } from '@/pictures/vocabulary/scene';
import '@/content/stories/shelf-books';

/**
 * A runner's shadow leaves from the foot out on the light's side and spans the stride. From under the body, as a
 * stander's does, it started a foot behind a running girl's front foot, and two critics in a row saw that foot hover
 * (blind critics r96, r97, birthday p3).
 */

const girl = (pose: 'run' | 'stand') => ({ person: 'charlotte', x: 400, y: 470, pose, facing: 'side-left', expression: 'happy' }) as Scene['items'][number];

/** The picture's cast shadows' left and right ends, in the picture's units. */
function castSpan(svg: string): { left: number; right: number } {
  const xs: number[] = [];
  for (const [, cx, rx] of svg.matchAll(/<ellipse data-cast="" cx="([-\d.]+)" cy="[-\d.]+" rx="([-\d.]+)"/g)) {
    xs.push(Number(cx) - Number(rx), Number(cx) + Number(rx));
  }
  for (const [, d] of svg.matchAll(/<path data-cast="" d="([^"]+)"/g)) {
    const numbers = d!.match(/-?\d+(\.\d+)?/g)!.map(Number);
    xs.push(...numbers.filter((_, i) => i % 2 === 0));
  }
  expect(xs.length).toBeGreaterThan(0);
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

it.each([
  ['a day room lit from its window', { book: 'charlotte-birthday', background: 'living-room', time: 'day' }],
  ['a park in the sun', { book: 'charlotte-birthday', background: 'park', time: 'day' }],
])('in %s, a runner’s shadow reaches out toward the light past a stander’s, across her stride', (_, setting) => {
  const scene = (pose: 'run' | 'stand') => ({ ...setting, items: [girl(pose)] }) as Scene;
  const stand = castSpan(renderSceneSvg(scene('stand')));
  const run = castSpan(renderSceneSvg(scene('run')));
  // The light's side is the side the stander's shadow reaches least far from her place.
  const lightLeft = 400 - stand.left < stand.right - 400;
  const out = (span: { left: number; right: number }) => (lightLeft ? 400 - span.left : span.right - 400);
  // By more than half a stander's half-width (34 at the front of the floor): a stride reaches well past her shadow.
  expect(out(run) - out(stand)).toBeGreaterThan(20);
});
