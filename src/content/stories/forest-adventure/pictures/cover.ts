import type { Scene } from '@/pictures';

/**
 * The cover: the river glinting behind them, Theo kneeling with his own map open and smiling across at Pip, who
 * sits looking up at him; Charlotte at his shoulder cheering, Bramble with her basket, Hazel flying over
 * (standing in a row facing us, they read as a line-up).
 */
export const coverScene: Scene = {
  background: 'forest',
  time: 'day',
  // Close on the group, so the faces and the map fill the cover rather than a wide sky.
  camera: { x: 410, y: 400, zoom: 1.3 },
  items: [
    // The river as it is at Pebble Bend, clear and glinting behind them (the storm's muddy glimpse read as a dry
    // ditch): two lengths of it end to end, so it runs the cover's width while staying a narrow band, meeting
    // behind Theo, who hides the join.
    { prop: 'pebble-bend', x: 70, y: 372, size: 460 },
    { prop: 'pebble-bend', x: 530, y: 372, size: 460 },
    { animal: 'hazel', x: 620, y: 210, pose: 'fly', facing: 'left', expression: 'happy' },
    { person: 'charlotte', x: 200, y: 476, scale: 1.15, pose: 'cheer', facing: 'three-quarter-right', expression: 'laughing', backpack: true },
    {
      person: 'theo',
      x: 320,
      y: 490,
      scale: 1.15,
      pose: 'kneel',
      arms: 'hold-both',
      facing: 'three-quarter-right',
      expression: 'happy',
      gaze: 'right',
      holding: { prop: 'forest-map', size: 96 },
    },
    { animal: 'pip', x: 470, y: 490, scale: 1.15, pose: 'sit', facing: 'left', expression: 'happy', head: 'up' },
    // Bramble as the story draws her, standing up on her hind feet at her own size, her basket of blueberries by her.
    { animal: 'bramble', x: 600, y: 488, scale: 1.95, pose: 'stand-up', facing: 'left', expression: 'happy' },
    { prop: 'blueberry-basket', x: 640, y: 490, size: 30 },
  ],
};
