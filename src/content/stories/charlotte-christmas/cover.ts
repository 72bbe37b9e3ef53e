import type { DrawnPicture } from '../with-pictures';

/** The cover: Charlotte and Leo with the presents they made, by the glowing tree and the fire. */
export const cover: DrawnPicture = {
  scene: {
    background: 'christmas-living-room',
    time: 'lamp',
    items: [
      { prop: 'christmas-tree', x: 648, y: 386, size: 190, lit: true },
      { light: 'warm', x: 125, y: 330, radius: 150 },
      { animal: 'biscuit', x: 200, y: 470, pose: 'sit', facing: 'right', expression: 'happy' },
      { person: 'leo', x: 330, y: 482, scale: 1.1, pose: 'hold-both', facing: 'three-quarter-right', expression: 'laughing', holding: { prop: 'present', variant: 'green', size: 50 } },
      { person: 'charlotte', x: 470, y: 488, scale: 1.1, pose: 'hold-both', facing: 'front', expression: 'happy', holding: { prop: 'scarf', size: 64 } },
    ],
  },
  alt: {
    en: 'By the glowing Christmas tree Charlotte holds up a red scarf and Leo a wrapped present, while Biscuit sits by the warm fire.',
    ko: '반짝이는 크리스마스트리 옆에서 샬럿은 빨간 목도리를, 레오는 포장한 선물을 들고 있어요. 비스킷은 따뜻한 벽난로 옆에 앉아 있어요.',
  },
};
