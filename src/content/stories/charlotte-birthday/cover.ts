import type { Scene } from '@/pictures/vocabulary/scene';

/** The cover: Charlotte with the small, crooked cake she made, its eight candles lit. */
export const coverScene: Scene = {
  background: 'party-room',
  time: 'day',
  items: [
    { prop: 'balloons', x: 150, y: 300, size: 120, count: 3 },
    { prop: 'balloons', x: 660, y: 290, size: 110, count: 2 },
    { person: 'charlotte', x: 390, y: 470, scale: 1.2, pose: 'cheer', facing: 'front', expression: 'laughing' },
    { prop: 'table', x: 390, y: 494, size: 120 },
    // The girls' lopsided cake of the last chapters, its eight candles lit.
    { prop: 'lopsided-cake', x: 390, y: 418, size: 150 },
    { prop: 'lopsided-cake', variant: 'candles', x: 390, y: 418, size: 150, count: 8, lit: true },
    { animal: 'biscuit', x: 560, y: 488, scale: 1.15, pose: 'sit', facing: 'left', expression: 'happy' },
  ],
};
