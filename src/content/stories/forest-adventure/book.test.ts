import { expect, test } from 'vitest';
import { forestAdventureBook as book } from './book';

test('at least a third of the pictures are close or medium shots, each cut from its scene as it stands', () => {
  const panels = book.chapters.flatMap((chapter) => [...chapter.panels]);
  const framed = panels.filter((panel) => panel.shot.size !== 'wide');
  expect(framed.length).toBeGreaterThanOrEqual(Math.ceil(panels.length / 3));
  // A framed shot ignores the scene's cameras and every phone placement, so none is left as dead data.
  for (const { scene, imageUrl } of framed) {
    expect([scene.camera, scene.tallCamera, ...scene.items.map((item) => ('tall' in item ? item.tall : undefined))], imageUrl).toEqual([
      undefined,
      undefined,
      ...scene.items.map(() => undefined),
    ]);
  }
});
