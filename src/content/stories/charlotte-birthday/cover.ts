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
    // The bold cake of the last chapter: eight thick candles in one row, their flames in pale halos
    // so they read as lit in front of Charlotte's yellow shirt.
    { prop: 'birthday-cake', variant: 'small-crooked-bold', x: 390, y: 418, size: 140, count: 8, lit: true },
    { prop: 'cake-candles', variant: 'small-crooked-glow', x: 390, y: 418, size: 140, count: 8, lit: true },
    { animal: 'biscuit', x: 560, y: 488, scale: 1.15, pose: 'sit', facing: 'left', expression: 'happy' },
  ],
};
