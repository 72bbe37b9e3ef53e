import type { DrawnPicture } from '../with-pictures';

/** The cover: Charlotte in Leo's paper crown at the living-room picnic, the cake on the mat. */
export const cover: DrawnPicture = {
  scene: {
    background: 'living-room',
    time: 'day',
    items: [
      { prop: 'umbrella', variant: 'open', x: 620, y: 430, size: 150 },
      { prop: 'dotjari', x: 400, y: 470, size: 300 },
      { person: 'charlotte', x: 400, y: 470, scale: 1.1, pose: 'sit-floor', facing: 'front', expression: 'laughing', arms: 'cheer', wearing: { prop: 'paper-crown', variant: 'worn', size: 64 } },
      { prop: 'birthday-cake', x: 400, y: 492, size: 100, count: 9, lit: true },
      { person: 'leo', x: 240, y: 488, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing' },
      { animal: 'biscuit', x: 580, y: 492, pose: 'sit', facing: 'left', expression: 'happy' },
    ],
  },
  alt: {
    ko: '샬럿이 색종이 왕관을 쓰고 거실 돗자리 위에서 두 팔을 번쩍 들고 웃어요. 앞에는 초 아홉 개가 켜진 케이크가 있고, 레오와 비스킷이 함께 있어요.',
    en: 'Wearing a paper crown, Charlotte throws up her arms and laughs on a picnic mat in the living room. A cake with nine lit candles sits in front of her, with Leo and Biscuit beside her.',
  },
};
