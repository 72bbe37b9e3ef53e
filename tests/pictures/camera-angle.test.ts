import { expect, it } from 'vitest';
import { renderPicture, type PictureLayout, type Scene } from '@/pictures';
import { groundTop } from '@/pictures/backgrounds';
import { inBook } from '@/pictures/registry';
import { drawnPanels } from '../support/drawn';

/** At most this share of a low camera's frame is ground: a thin band under the people. */
const LOW_BAND = 0.3;
/** At least this share of a high camera's frame is ground: the picture looks down on it. */
const HIGH_FLOOR = 0.55;

const groundShare = ({ view, ground }: PictureLayout) => Math.max(0, view.y + view.height - ground) / view.height;

/** What is wrong with how a picture draws its scene's camera angle. */
function angleProblems(scene: Scene, layout: PictureLayout): string[] {
  const eyeLevel = inBook(scene.book, () => groundTop(scene.background));
  const share = groundShare(layout);
  if (scene.angle === 'low') {
    const under = layout.things.filter((thing) => thing.head && thing.base.y >= layout.ground && thing.head.y + thing.head.r > layout.ground);
    return [
      ...(layout.ground > eyeLevel ? [] : [`the horizon at ${layout.ground} is not below eye level's ${eyeLevel}`]),
      ...(share <= LOW_BAND ? [] : [`the ground is ${share.toFixed(2)} of the frame`]),
      ...under.map((thing) => `${thing.part}'s head is under the horizon`),
    ];
  }
  if (scene.angle === 'high')
    return [
      ...(layout.ground < eyeLevel ? [] : [`the horizon at ${layout.ground} is not above eye level's ${eyeLevel}`]),
      ...(share >= HIGH_FLOOR ? [] : [`the ground is only ${share.toFixed(2)} of the frame`]),
    ];
  return layout.ground === eyeLevel ? [] : [`eye level's horizon moved to ${layout.ground}`];
}

it("every picture draws its scene's camera angle, in both compositions: a low camera's people rise over a thin band of ground", () => {
  const panels = drawnPanels();
  expect(panels.some(({ panel }) => panel.scene.angle === 'low')).toBe(true);
  const wrong = panels.flatMap(({ name, frame, panel, layout }) => angleProblems(panel.scene, layout).map((problem) => `${name} ${frame}: ${problem}`));
  expect(wrong).toEqual([]);
});

it('one scene taken from the low camera, at eye level and from the high camera moves its horizon down, not at all, and up', () => {
  const { scene } = drawnPanels().find(({ name }) => name === 'pyeongchang-story c3-p1')!.panel;
  for (const frame of ['wide', 'tall'] as const) {
    const grounds = (['low', undefined, 'high'] as const).map((angle) => {
      const angled: Scene = { ...scene, angle };
      const { layout } = renderPicture(angled, { frame });
      expect(angleProblems(angled, layout), `${angle ?? 'eye level'} ${frame}`).toEqual([]);
      return layout.ground;
    });
    expect([...grounds].sort((a, b) => b - a)).toEqual(grounds);
  }
});
