import type { DrawnPicture } from '../with-pictures';

/** The cover: Charlotte with the small, crooked cake she made, its eight candles lit. */
export const cover: DrawnPicture = {
  scene: {
    background: 'party-room',
    time: 'day',
    items: [
      { prop: 'balloons', x: 150, y: 300, size: 120, count: 3 },
      { prop: 'balloons', x: 660, y: 290, size: 110, count: 2 },
      { person: 'charlotte', x: 390, y: 490, scale: 1.2, pose: 'hold-both', facing: 'front', expression: 'laughing', holding: { prop: 'birthday-cake', variant: 'small-crooked', size: 100, count: 8, lit: true } },
      { animal: 'biscuit', x: 560, y: 488, scale: 1.15, pose: 'sit', facing: 'left', expression: 'happy' },
    ],
  },
  alt: {
    en: 'Charlotte laughs, holding a small, crooked birthday cake with eight candles. Biscuit the puppy sits beside her under the balloons.',
    ko: '샬럿이 초 여덟 개가 꽂힌 작고 삐뚤어진 생일 케이크를 들고 활짝 웃어요. 풍선 아래 강아지 비스킷이 옆에 앉아 있어요.',
  },
};
