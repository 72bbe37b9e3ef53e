import type { Scene } from '@/shared/scene';

/** The cover: Seojun holding up the neighbourhood map he drew, with Grandpa and Bori in the 한옥 lane. */
export const coverScene: Scene = {
  background: 'hanok-village',
  time: 'day',
  items: [
    { person: 'seojun-grandpa', x: 520, y: 470, scale: 1.05, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
    { person: 'seojun', x: 340, y: 488, scale: 1.15, pose: 'hold-both', facing: 'front', expression: 'proud', holding: { prop: 'neighbourhood-map', variant: 'whole', size: 80 } },
    { animal: 'bori', x: 180, y: 490, scale: 1.1, pose: 'sit', facing: 'right', expression: 'happy' },
  ],
};
