import { describe, expect, it } from 'vitest';
import './book-cast';
import type { Scene } from '@/pictures/vocabulary/scene';
import { deskCamera, wideView } from '@/pictures/tall-frame';

const two: Scene = {
  background: 'park',
  time: 'day',
  items: [
    { person: 'grandpa', x: 360, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
    { person: 'charlotte', x: 460, y: 480, pose: 'stand', facing: 'front', expression: 'happy' },
  ],
};

describe("the desk's camera on a wide shot", () => {
  it('comes in on two people standing together, holding both', () => {
    const camera = deskCamera(two);
    expect(camera?.zoom).toBeGreaterThan(1.3);
    const view = wideView({ ...two, camera });
    expect(view.x).toBeLessThan(360 - 40);
    expect(view.x + view.width).toBeGreaterThan(460 + 40);
  });

  it("lets in a standing head the scene's own camera cuts at the top", () => {
    // Grandpa's face (its middle at y 197, 26 across its radius) reaches above this camera's view, which starts at y 187.
    const scene: Scene = { ...two, camera: { x: 410, y: 350, zoom: 1.6 } };
    const view = wideView({ ...scene, camera: deskCamera(scene) });
    expect(view.y).toBeLessThan(197 - 26 * 1.3);
  });

  it('keeps a named thing at the edge whole', () => {
    const scene: Scene = { ...two, items: [...two.items, { prop: 'gate', part: 'gate', x: 700, y: 420, size: 120 }] };
    const view = wideView({ ...scene, camera: deskCamera(scene) });
    expect(view.x).toBeLessThan(360 - 40);
    expect(view.x + view.width).toBeGreaterThan(700 + 60);
  });

  it('leaves a scene whose people stand across the whole picture as it is', () => {
    const scene: Scene = {
      ...two,
      items: [
        ...two.items,
        { person: 'mom', x: 740, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
        { person: 'dad', x: 60, y: 470, pose: 'stand', facing: 'front', expression: 'happy' },
      ],
    };
    expect(deskCamera(scene)).toBeUndefined();
  });
});
