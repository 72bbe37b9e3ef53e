import { expect, it } from 'vitest';
import { drawPerson } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

/** The markup drawn after the held thing: what lies over it. */
const overHeld = (svg: string) => svg.slice(svg.indexOf('<g data-held'));

/**
 * Hugged to the chest by someone turned three-quarters, a bulky thing (a sack of flour) has the near forearm drawn round
 * its front, where behind it the arm was lost and one hand held it at its edge (blind critic r98, birthday p21); a flat
 * thing shown by its front (a drawn picture) keeps the arm behind it, only the fingers over its edge.
 */
it('draws the near arm round the front of a bulky thing hugged to the chest, and behind a picture shown by its front', () => {
  const options = {
    height: 200,
    pose: 'hold-chest',
    facing: 'three-quarter-left',
    expression: 'happy',
    held: '<rect x="-24" y="-50" width="48" height="50" fill="#c8a070"/>',
    heldSize: 50,
  } as const;
  const bulky = overHeld(drawPerson(people.charlotte, options));
  const shown = overHeld(drawPerson(people.charlotte, { ...options, heldShowsFront: true }));
  // The arm's sleeve and its outline: several paths more over a bulky thing than the fingers alone over a picture.
  expect((bulky.match(/<path/g) ?? []).length).toBeGreaterThan((shown.match(/<path/g) ?? []).length + 1);
});
