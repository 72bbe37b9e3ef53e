import type { Scene } from '@/pictures/vocabulary/scene';

/** The cover: Theo with his own map, Charlotte, and the forest friends they help. */
export const coverScene: Scene = {
  background: 'forest',
  time: 'day',
  items: [
    { animal: 'hazel', x: 640, y: 170, pose: 'fly', facing: 'left', expression: 'happy' },
    { person: 'theo', x: 290, y: 480, scale: 1.1, pose: 'hold-sides', facing: 'front', expression: 'proud', holding: { prop: 'forest-map', size: 96 } },
    { person: 'charlotte', x: 440, y: 484, scale: 1.1, pose: 'wave', facing: 'front', expression: 'laughing', backpack: true },
    { animal: 'pip', x: 560, y: 486, scale: 1.1, pose: 'sit', facing: 'left', expression: 'happy' },
    // Bramble as the story draws her, standing up on her hind feet at her own size (on all fours she was a different, smaller animal).
    { animal: 'bramble', x: 680, y: 490, scale: 1.8, pose: 'stand-up', facing: 'left', expression: 'happy' },
  ],
};
