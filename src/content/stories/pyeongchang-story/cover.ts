import type { DrawnPicture } from '../with-pictures';

/** The cover: Seojun holding up the neighbourhood map he drew, with Grandpa and Bori in the 한옥 lane. */
export const cover: DrawnPicture = {
  scene: {
    background: 'hanok-village',
    time: 'day',
    items: [
      { person: 'seojun-grandpa', x: 520, y: 470, scale: 1.05, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
      { person: 'seojun', x: 340, y: 488, scale: 1.15, pose: 'hold-both', facing: 'front', expression: 'proud', holding: { prop: 'neighbourhood-map', variant: 'whole', size: 80 } },
      { animal: 'bori', x: 180, y: 490, scale: 1.1, pose: 'sit', facing: 'right', expression: 'happy' },
    ],
  },
  alt: {
    ko: '기와지붕 한옥 골목에서 서준이가 직접 그린 동네 지도를 들어 보여요. 옆에서 할아버지가 웃으시고, 고양이 보리가 앉아 있어요.',
    en: 'In a lane of tiled-roof houses Seojun holds up the neighbourhood map he drew. Grandpa laughs beside him, and Bori the cat sits at his feet.',
  },
};
