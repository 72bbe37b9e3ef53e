import type { Scene } from '@/pictures/vocabulary/scene';

/** The cover: Charlotte and Leo with the presents they made, by the glowing tree (the room's own, one tree) and the fire. */
export const coverScene: Scene = {
  background: 'christmas-living-room',
  time: 'lamp',
  items: [
    { light: 'warm', x: 660, y: 270, radius: 150 },
    { light: 'warm', x: 125, y: 330, radius: 150 },
    { animal: 'biscuit', x: 200, y: 470, pose: 'sit', facing: 'right', expression: 'happy' },
    {
      person: 'leo',
      x: 330,
      y: 482,
      scale: 1.1,
      pose: 'hold-chest',
      facing: 'front',
      expression: 'laughing',
      holding: { prop: 'present', variant: 'green', size: 64 },
    },
    {
      person: 'charlotte',
      x: 470,
      y: 488,
      scale: 1.1,
      pose: 'hold-both',
      facing: 'front',
      expression: 'happy',
      holding: { prop: 'knit-scarf', variant: 'draped', size: 64 },
      reachTo: { near: { x: 482, y: 344 }, far: { x: 458, y: 344 } },
    },
  ],
};
