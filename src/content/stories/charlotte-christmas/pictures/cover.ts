import type { Scene } from '@/pictures';

/**
 * The cover: close on Charlotte and Leo turned to each other, holding out the presents they made (his lumpy paper
 * star with its crooked smile, which he gives her at the end; one of her wrapped presents), Biscuit looking up
 * between them, by the glowing tree (the room’s own, one tree) and the fire. The red scarf is Grandpa’s present,
 * so the cover does not give it to Leo.
 */
export const coverScene: Scene = {
  background: 'christmas-living-room',
  time: 'lamp',
  camera: { x: 400, y: 330, zoom: 1.45 },
  items: [
    // The tree and the fire light the two of them between them (smaller glows lit only the tree and the hearth and
    // left the children grey in the room's dusk).
    { light: 'warm', x: 620, y: 300, radius: 270 },
    { light: 'warm', x: 170, y: 350, radius: 270 },
    { animal: 'biscuit', x: 400, y: 478, pose: 'sit', facing: 'right', expression: 'happy', head: 'up' },
    {
      person: 'leo',
      x: 316,
      y: 484,
      scale: 1.1,
      pose: 'hold-out',
      facing: 'three-quarter-right',
      expression: 'laughing',
      // Arms out toward her, so the star stands clear of his cheek.
      reachTo: { near: { x: 398, y: 394 }, far: { x: 392, y: 398 } },
      holding: { prop: 'paper-star', variant: 'crooked', size: 54 },
    },
    {
      person: 'charlotte',
      x: 490,
      y: 488,
      scale: 1.1,
      pose: 'hold-out',
      facing: 'three-quarter-left',
      expression: 'laughing',
      holding: { prop: 'present', variant: 'green', size: 56 },
    },
  ],
};
