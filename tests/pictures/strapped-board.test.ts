import { expect, it } from 'vitest';
import { drawPerson } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

const board = '<rect data-board="" x="-20" y="-40" width="40" height="40" fill="#7aa35a"/>';
/** Where the board is hung: the y of the translate on the group that holds it. */
const boardY = (svg: string) => Number(/translate\([-\d.]+ ([-\d.]+)\)[^>]*>(?=<rect data-board)/.exec(svg)?.[1]);

/**
 * A board carried on a strap hangs at the hip, the strap drawn from its top up across the chest to the shoulder on the
 * side the figure faces; tucked under the arm of a hand busy with a leaf, the board read as floating (blind critics r98
 * to r100, pyeongchang p10).
 */
it('hangs a strapped board at the hip from a strap up to the shoulder on the side the figure faces', () => {
  const options = { height: 200, pose: 'walk', facing: 'three-quarter-right', expression: 'happy', tucked: board, tuckedSize: 40 } as const;
  const under = drawPerson(people.charlotte, options);
  const strapped = drawPerson(people.charlotte, { ...options, tuckedOnStrap: true });
  expect(under).not.toContain('data-part="strap"');
  expect(boardY(strapped)).toBeGreaterThan(boardY(under));
  const [, x0, y0, x1, y1] = /data-part="strap"><path d="M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)"/.exec(strapped)!.map(Number);
  // Up from the board's top, toward the way the figure faces.
  expect(y1!).toBeLessThan(y0! - 20);
  expect(x1!).toBeGreaterThan(x0!);
});
