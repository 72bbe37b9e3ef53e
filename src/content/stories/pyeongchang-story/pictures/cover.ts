import type { Scene } from '@/pictures';

/** The cover: Seojun holding up his finished collage map of the neighbourhood, with Grandpa (and his walking stick) and Bori in the 한옥 lane. */
export const coverScene: Scene = {
  background: 'hanok-village',
  time: 'day',
  // In on the three, so the map and their faces fill the cover.
  camera: { x: 350, y: 330, zoom: 1.35 },
  items: [
    {
      // Close at Seojun's side, leaning on his stick and pointing down at the map, not standing apart facing us.
      person: 'seojun-grandpa',
      x: 462,
      y: 474,
      scale: 1.1,
      pose: 'stand',
      arms: 'hold',
      otherArm: 'point',
      reachTo: { far: { x: 398, y: 360 } },
      facing: 'three-quarter-left',
      head: 'down',
      gaze: 'down-left',
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
    // At Seojun's feet, turned up to the map.
    { animal: 'bori', x: 246, y: 494, scale: 1.1, pose: 'sit', facing: 'right', expression: 'happy' },
  ],
};
