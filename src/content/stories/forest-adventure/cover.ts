import type { DrawnPicture } from '../with-pictures';

/** The cover: Theo with his own map, Charlotte, and the forest friends they help. */
export const cover: DrawnPicture = {
  scene: {
    background: 'forest',
    time: 'day',
    items: [
      { animal: 'hazel', x: 640, y: 170, pose: 'fly', facing: 'left', expression: 'happy' },
      { person: 'theo', x: 290, y: 480, scale: 1.1, pose: 'hold-both', facing: 'front', expression: 'proud', holding: { prop: 'neighbourhood-map', size: 90 } },
      { person: 'charlotte', x: 440, y: 484, scale: 1.1, pose: 'wave', facing: 'three-quarter-left', expression: 'laughing' },
      { animal: 'pip', x: 580, y: 486, scale: 1.1, pose: 'sit', facing: 'left', expression: 'happy' },
      { animal: 'bramble', x: 680, y: 490, scale: 1.5, pose: 'stand', facing: 'left', expression: 'happy' },
    ],
  },
  alt: {
    en: 'In a sunny forest Theo holds up the map he drew, and Charlotte waves. Pip the fox, Bramble the hedgehog and Hazel the owl are with them.',
    ko: '햇살 비치는 숲에서 테오가 직접 그린 지도를 들어 보이고, 샬럿이 손을 흔들어요. 여우 핍, 고슴도치 브램블, 부엉이 헤이즐도 함께 있어요.',
  },
};
