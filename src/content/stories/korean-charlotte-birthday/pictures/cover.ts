import type { Scene } from '@/pictures';

/** The cover: Charlotte in Leo's yellow paper crown at the living-room picnic, the strawberry cake with nine candles on the mat and the big umbrella planted in its stand beside Biscuit like a beach umbrella, on a lamp-lit rainy evening with the candles glowing. */
export const coverScene: Scene = {
  background: 'living-room',
  time: 'evening',
  // In on the picnic, so her face, the crown and the nine candles read on a shelf of small covers.
  camera: { x: 470, y: 380, zoom: 1.7 },
  items: [
    { prop: 'umbrella', variant: 'planted', x: 640, y: 470, size: 150 },
    { prop: 'dotjari', x: 468, y: 470, size: 300 },
    {
      person: 'charlotte',
      socks: true,
      x: 468,
      y: 470,
      scale: 1.1,
      pose: 'sit-floor',
      facing: 'front',
      expression: 'laughing',
      arms: 'cheer',
      wearing: { prop: 'crooked-crown', variant: 'worn', size: 64 },
    },
    { prop: 'strawberry-cake', x: 468, y: 496, size: 124, count: 0, lit: false },
    // The nine candles in one spaced row, as in chapter 8.
    { prop: 'candle-row', x: 468, y: 496, size: 124, count: 9, lit: true },
    { person: 'leo', socks: true, x: 352, y: 488, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing' },
    { animal: 'biscuit', x: 584, y: 492, pose: 'sit', facing: 'left', expression: 'happy' },
  ],
};
