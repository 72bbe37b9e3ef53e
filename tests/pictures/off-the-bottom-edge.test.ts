import { expect, it } from 'vitest';
import { SCENE_HEIGHT } from '@/pictures/vocabulary/scene';
import { phoneSetByHand } from '@/pictures/tall-frame';
import { drawnPanels } from '../support/drawn';

/** Room under the lowest foot a frame on the canvas's bottom edge keeps, in shares of its height (tall-frame.ts keeps 8 canvas units). */
const ROOM = 0.012;

/**
 * Seojun at the frame's foot under his grandparents, who lean in over him to its top on the street: a step up would
 * take their heads out of it, so the group stays where it stood.
 */
const STILL_CUT = ['wide pyeongchang-story c5-p3 seojun: -2.8%', 'tall pyeongchang-story c5-p3 seojun: -2.8%'];

/**
 * Where a picture's frame stands on the canvas's bottom edge, the group steps up off it: no foot touches the frame's
 * bottom edge or is cut at the ankle, on a phone or a desk, in a wide shot or a framed one (129 feet over both screens
 * were, decisions 164 and 166). Places and cameras set by hand keep theirs.
 */
it('no frame on the canvas bottom cuts anyone at the ankle: every foot in it has room under it', () => {
  const drawn = drawnPanels().filter(({ frame, panel: { scene } }) => {
    if (frame === 'wide' && scene.shot) return true;
    return !phoneSetByHand(scene) && (frame === 'tall' || scene.camera === undefined);
  });
  const onTheBottom = drawn.filter(({ layout }) => Math.abs(layout.view.y + layout.view.height - SCENE_HEIGHT) < 0.5);
  expect(onTheBottom.length).toBeGreaterThan(60);
  const cut = onTheBottom.flatMap(({ frame, name, layout }) => {
    const { view } = layout;
    return layout.things.flatMap((thing) => {
      if (thing.kind !== 'person' && thing.kind !== 'animal') return [];
      const gap = (view.y + view.height - Math.max(...thing.parts.map((part) => part.bottom))) / view.height;
      // Cut well above the ankle (a figure at the frame's foot shown to the knees) is cut on purpose.
      return gap < ROOM && gap > -0.06 ? [`${frame} ${name} ${thing.part}: ${(gap * 100).toFixed(1)}%`] : [];
    });
  });
  expect(cut).toEqual(STILL_CUT);
});
