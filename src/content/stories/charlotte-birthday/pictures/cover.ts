import type { Scene } from '@/pictures';

/**
 * The cover: Charlotte, big in the frame, cheering beside the small, crooked cake she made, its eight
 * candles lit on the table at her side (not in front of her, where it hid her), Biscuit looking up at her.
 */
export const coverScene: Scene = {
  background: 'party-room',
  time: 'day',
  // In round the girl, the cake and the puppy, so a shop's shelf shows her face, not an empty room.
  camera: { x: 390, y: 330, zoom: 1.45 },
  items: [
    { prop: 'balloons', x: 200, y: 356, size: 96, count: 3 },
    { prop: 'balloons', x: 600, y: 350, size: 90, count: 2 },
    { prop: 'table', x: 306, y: 486, size: 170 },
    { prop: 'lopsided-cake', x: 306, y: 367, size: 120 },
    { prop: 'lopsided-cake', variant: 'candles', x: 306, y: 367, size: 120, count: 8, lit: true },
    { person: 'charlotte', x: 430, y: 476, scale: 1.35, pose: 'cheer', facing: 'three-quarter-left', expression: 'laughing' },
    { animal: 'biscuit', x: 520, y: 490, scale: 1.35, pose: 'sit', head: 'up', facing: 'left', expression: 'happy' },
  ],
};
