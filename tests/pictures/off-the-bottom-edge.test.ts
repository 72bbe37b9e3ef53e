import { expect, it } from 'vitest';
import { placedForPhone } from '@/pictures/tall-frame';
import { drawnPairs } from '../support/drawn';

/** Room under the lowest foot the phone's frame keeps, in shares of its height (tall-frame.ts keeps 8 canvas units). */
const ROOM = 0.012;

/**
 * On a phone, where the frame stands on the canvas's bottom edge, the group steps up off it: no foot touches the frame's
 * bottom edge or is cut at the ankle (66 feet in about 50 phone pictures were, decision 164). Places set by hand for the
 * phone and close and medium shots, framed on a face, keep theirs.
 */
it("the phone's frame cuts no one at the ankle: every foot in it has room under it", () => {
  const pairs = drawnPairs().filter(({ tall }) => !tall.panel.scene.shot && !tall.panel.scene.tallCamera && !tall.panel.scene.items.some(placedForPhone));
  expect(pairs.length).toBeGreaterThan(20);
  const cut = pairs.flatMap(({ tall }) => {
    const view = tall.layout.view;
    return tall.layout.things.flatMap((thing) => {
      if (thing.kind !== 'person' && thing.kind !== 'animal') return [];
      const gap = (view.y + view.height - Math.max(...thing.parts.map((part) => part.bottom))) / view.height;
      // Cut well above the ankle (a figure at the frame's foot shown to the knees) is cut on purpose.
      return gap < ROOM && gap > -0.06 ? [`${tall.name} ${thing.part}: ${(gap * 100).toFixed(1)}%`] : [];
    });
  });
  expect(cut).toEqual([]);
});
