import type { Scene } from '@/pictures/vocabulary/scene';

/** The cover: Seojun holding up his finished collage map of the neighbourhood, with Grandpa (and his walking stick) and Bori in the 한옥 lane. */
export const coverScene: Scene = {
  background: 'hanok-village',
  time: 'day',
  items: [
    {
      person: 'seojun-grandpa',
      x: 520,
      y: 470,
      scale: 1.05,
      pose: 'stand',
      facing: 'three-quarter-left',
      expression: 'laughing',
      holding: { prop: 'walking-stick', size: 134 },
    },
    {
      person: 'seojun',
      x: 340,
      y: 488,
      scale: 1.15,
      pose: 'hold-sides',
      // The hands at the sheet's side edges half way up, where they grip it, not above the paper.
      reachTo: { near: { x: 380, y: 392 }, far: { x: 300, y: 392 } },
      facing: 'front',
      expression: 'proud',
      holding: { prop: 'neighbourhood-map', variant: 'leaf', size: 124 },
    },
    { animal: 'bori', x: 180, y: 490, scale: 1.1, pose: 'sit', facing: 'right', expression: 'happy' },
  ],
};
