import { expect, it } from 'vitest';
import { isOutdoors } from '@/pictures/backgrounds';
import { SCENE_WIDTH } from '@/pictures/vocabulary/scene';
import { drawnPanels } from '../support/drawn';

/**
 * Light that models: every picture by day or in an evening's sun has a key light that its people and things are lit
 * from and cast their shadows away from (a grey, rainy or stormy day out of doors has none, and the night and the
 * lamp-lit rooms keep their lamps); where the sky draws its sun, the key light is on the sun's side, so no shadow falls
 * toward the sun a reader sees. Read from the engine's geometry of every drawn picture, in both compositions.
 */
it('every sunlit or daylit picture has a key light, on the side of the sun its sky draws', () => {
  const lit = drawnPanels().filter(({ panel: { scene } }) => {
    if (scene.time === 'night' || scene.time === 'lamp') return false;
    if (!isOutdoors(scene.background)) return scene.time === 'day';
    return scene.weather !== 'overcast' && scene.weather !== 'storm' && scene.weather !== 'rain';
  });
  expect(lit.length).toBeGreaterThan(100);
  const wrong = lit.flatMap(({ name, frame, layout }) => {
    if (!layout.keyLight) return [`${name} ${frame}: no key light`];
    const sun = layout.sun;
    // A sun high over the middle lights from either side.
    const middle = sun !== undefined && Math.abs(sun.x - SCENE_WIDTH / 2) < SCENE_WIDTH * 0.05;
    if (sun && !middle && Math.sign(sun.x - SCENE_WIDTH / 2) !== Math.sign(layout.keyLight.x - SCENE_WIDTH / 2))
      return [`${name} ${frame}: the sky's sun is at x ${sun.x}, the key light at x ${layout.keyLight.x}`];
    return [];
  });
  expect(wrong).toEqual([]);
});
