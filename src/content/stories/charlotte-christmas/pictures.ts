import type { BookPictures } from '../with-pictures';

/**
 * Charlotte's homemade Christmas, drawn with the kit against its words. Money is twelve coins in a
 * jar; the five presents are counted wherever they show; at night the tree's lights and the
 * fireplace glow while the room around them goes dark blue.
 */
const tree = { prop: 'christmas-tree', x: 648, y: 386, size: 190, lit: true } as const;
const fire = { light: 'warm', x: 125, y: 330, radius: 150 } as const;

export const pictures = {
  'c1-p1': {
    scene: {
      background: 'snowy-street',
      time: 'day',
      weather: 'snow',
      items: [
        { person: 'leo', x: 560, y: 470, pose: 'jump', facing: 'three-quarter-left', expression: 'laughing', arms: 'cheer' },
        { person: 'charlotte', x: 360, y: 480, pose: 'run', facing: 'three-quarter-right', expression: 'laughing' },
        { animal: 'biscuit', x: 190, y: 486, pose: 'run', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'The street is white with snow. Charlotte runs outside with Biscuit, and Leo jumps for joy.',
      ko: '거리가 온통 하얀 눈으로 덮였어요. 샬럿이 비스킷과 함께 밖으로 뛰어나오고, 레오는 신이 나서 폴짝 뛰어요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'snowy-street',
      time: 'day',
      items: [
        { prop: 'snowman', x: 560, y: 440, size: 150 },
        { person: 'leo', x: 410, y: 470, pose: 'point', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'charlotte', x: 250, y: 485, pose: 'hold-both', facing: 'three-quarter-right', expression: 'thinking', holding: { prop: 'mittens', size: 44 } },
        { animal: 'biscuit', x: 690, y: 486, pose: 'sit', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Beside their snowman with a carrot nose, Charlotte tries to count on her mittened fingers while Leo points and laughs.',
      ko: '당근 코를 단 눈사람 옆에서 샬럿이 벙어리장갑 낀 손가락으로 수를 세어 보고, 레오는 손가락질하며 웃어요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      camera: { x: 380, y: 360, zoom: 1.5 },
      items: [
        { prop: 'coin-jar', x: 300, y: 470, size: 60, count: 0 },
        { prop: 'coins', x: 420, y: 486, size: 120, count: 12 },
        { person: 'charlotte', x: 380, y: 470, pose: 'sit-floor', facing: 'front', expression: 'proud', arms: 'cheer' },
        { animal: 'biscuit', x: 520, y: 488, pose: 'stand', facing: 'left', expression: 'surprised' },
      ],
    },
    alt: {
      en: 'Charlotte sits on the rug with twelve quarters spilled from her empty coin jar, arms up in delight. Biscuit sniffs the coins.',
      ko: '샬럿이 깔개에 앉아 빈 동전 유리병에서 쏟은 25센트 동전 열두 개를 앞에 두고 두 팔을 번쩍 들어요. 비스킷이 동전 냄새를 맡아요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'market',
      time: 'day',
      items: [
        { prop: 'toy', variant: 'robot', x: 560, y: 395, size: 60 },
        { prop: 'scarf', x: 660, y: 395, size: 70 },
        { person: 'dad', x: 200, y: 450, pose: 'stand', facing: 'three-quarter-right', expression: 'thinking', arms: 'arms-crossed' },
        { person: 'charlotte', x: 420, y: 485, pose: 'hold-both', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'scarf', size: 100 } },
      ],
    },
    alt: {
      en: 'At the market Charlotte holds up a soft red scarf for Grandpa. Dad asks if she is sure; a toy on the shelf costs far more.',
      ko: '시장에서 샬럿이 할아버지께 드릴 부드러운 빨간 목도리를 들어 보여요. 아빠는 정말 괜찮냐고 물어요. 선반의 장난감은 훨씬 비싸요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [
        { prop: 'desk', x: 330, y: 470, size: 200 },
        { prop: 'crayons', x: 300, y: 352, size: 50 },
        { person: 'charlotte', x: 200, y: 480, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'hands-to-face' },
        { person: 'leo', x: 470, y: 488, pose: 'stand', facing: 'front', expression: 'proud', arms: 'cheer' },
        { icon: 'star', x: 470, y: 345, size: 26 },
      ],
    },
    alt: {
      en: 'At her secret workshop desk of paper and crayons, Charlotte laughs at Leo, who has a paper star stuck on his forehead.',
      ko: '종이와 크레용이 놓인 비밀 작업실 책상 앞에서, 샬럿이 이마에 종이별을 붙인 레오를 보고 깔깔 웃어요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'bedroom',
      time: 'day',
      camera: { x: 360, y: 340, zoom: 1.5 },
      items: [
        { person: 'mina', x: 300, y: 480, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both' },
        { person: 'charlotte', x: 430, y: 480, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'surprised', arms: 'hold-both' },
        { icon: 'star', x: 370, y: 395, size: 44 },
      ],
    },
    alt: {
      en: 'Mina shows Charlotte how to fold a golden paper star with five points, and Charlotte is amazed.',
      ko: '미나가 샬럿에게 다섯 꼭짓점 금빛 종이별 접는 법을 알려 주고, 샬럿이 눈을 동그랗게 떠요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 420, y: 480, size: 190 },
        { prop: 'baking-tray', variant: 'cookies', x: 420, y: 347, size: 90 },
        { person: 'mom', x: 600, y: 465, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', arms: 'hands-to-face' },
        { person: 'charlotte', x: 250, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'Charlotte and Mom bake a tray of star cookies for Dad, hands to their mouths to keep the secret.',
      ko: '샬럿과 엄마가 아빠에게 줄 별 모양 쿠키를 한 판 구워요. 비밀을 지키려고 둘 다 입을 가려요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 420, y: 480, size: 190 },
        { prop: 'present', variant: 'pink', x: 400, y: 347, size: 70 },
        { prop: 'cookie-plate', x: 480, y: 347, size: 60 },
        { person: 'leo', x: 600, y: 488, pose: 'hold', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'cookie-plate', size: 40 } },
        { person: 'charlotte', x: 250, y: 482, pose: 'point', facing: 'three-quarter-right', expression: 'cross' },
      ],
    },
    alt: {
      en: 'Leo munches cookies with a grin, and Charlotte points at him crossly while the rest go into a box with a ribbon.',
      ko: '레오가 싱글벙글 쿠키를 집어 먹자, 샬럿이 레오를 가리키며 눈을 흘겨요. 남은 쿠키는 리본 묶은 상자에 들어갔어요.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'living-room',
      time: 'lamp',
      items: [
        { prop: 'floor-lamp', x: 110, y: 420, size: 90, lit: true },
        { prop: 'christmas-tree', x: 560, y: 470, size: 240, lit: true },
        { person: 'dad', x: 400, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'reach-up' },
        { person: 'leo', x: 395, y: 236, floorY: 470, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing', arms: 'reach-up' },
        { icon: 'star', x: 560, y: 215, size: 40 },
        { person: 'charlotte', x: 240, y: 485, pose: 'cheer', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'mom', x: 700, y: 450, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'In the evening the tall tree glows with tiny lights. Leo sits on Dad’s shoulders to reach the star at the top while Charlotte and Mom cheer.',
      ko: '저녁, 키 큰 트리에 작은 전구들이 반짝여요. 레오가 아빠 어깨에 올라타 꼭대기 별에 손을 뻗고, 샬럿과 엄마가 환호해요.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'christmas-living-room',
      time: 'night',
      items: [
        tree,
        { prop: 'present', variant: 'stack', x: 600, y: 440, size: 70 },
        { prop: 'present', variant: 'yellow', x: 700, y: 445, size: 40 },
        { prop: 'present', variant: 'green', x: 740, y: 448, size: 36 },
        { person: 'charlotte', x: 470, y: 476, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both', holding: { prop: 'present', variant: 'blue', size: 40 } },
      ],
    },
    alt: {
      en: 'Late at night only the tree lights glow. Charlotte kneels in her pajamas and hides the five presents under the tree.',
      ko: '깊은 밤, 트리 전구만 반짝여요. 샬럿이 잠옷 차림으로 무릎을 꿇고 선물 다섯 개를 트리 아래에 숨겨요.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'christmas-living-room',
      time: 'day',
      camera: { x: 360, y: 330, zoom: 1.5 },
      items: [
        { person: 'charlotte', x: 360, y: 482, pose: 'hold', facing: 'three-quarter-right', expression: 'sad', holding: { prop: 'phone', size: 36 } },
      ],
    },
    alt: {
      en: 'Close up: Charlotte hears on the phone that Grandma and Grandpa cannot come, and her face falls.',
      ko: '가까이 보면, 샬럿이 할머니 할아버지께서 못 오신다는 전화를 받고 시무룩해져요.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'christmas-living-room',
      time: 'night',
      items: [
        tree,
        fire,
        { prop: 'present', variant: 'stack', x: 600, y: 440, size: 70 },
        { prop: 'present', variant: 'yellow', x: 700, y: 445, size: 40 },
        { prop: 'present', variant: 'green', x: 740, y: 448, size: 36 },
        { person: 'charlotte', x: 400, y: 420, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'sad', arms: 'hold-both' },
        { person: 'leo', x: 250, y: 486, pose: 'stand', facing: 'three-quarter-right', expression: 'worried' },
      ],
    },
    alt: {
      en: 'At night Charlotte sits by the snowy window, sad. The tree lights blink over the five presents, and Leo asks if they can wait.',
      ko: '밤이 되어 샬럿이 눈 내리는 창가에 시무룩하게 앉아 있어요. 트리 전구가 선물 다섯 개 위에서 반짝이고, 레오가 선물이 기다릴 수 있냐고 물어요.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'christmas-living-room',
      time: 'night',
      items: [
        tree,
        fire,
        { person: 'dad', x: 500, y: 452, pose: 'point', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'charlotte', x: 330, y: 470, pose: 'jump', facing: 'three-quarter-right', expression: 'proud', arms: 'cheer' },
        { person: 'leo', x: 610, y: 488, pose: 'cheer', facing: 'three-quarter-left', expression: 'laughing' },
      ],
    },
    alt: {
      en: 'Charlotte leaps up with a plan: take Christmas to Grandma and Grandpa on the sled! Leo cheers and Dad points to the boots.',
      ko: '샬럿이 좋은 생각이 떠올라 벌떡 일어나요. 썰매로 크리스마스를 할머니 할아버지 댁에 가져가자! 레오가 환호하고 아빠는 장화를 가리켜요.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'winter-night',
      time: 'night',
      weather: 'snow',
      items: [
        { prop: 'sled', x: 380, y: 478, size: 220 },
        { prop: 'present', variant: 'stack', x: 350, y: 440, size: 70 },
        { prop: 'present', variant: 'blue', x: 420, y: 440, size: 40 },
        { prop: 'present', variant: 'yellow', x: 300, y: 440, size: 36 },
        { animal: 'biscuit', x: 370, y: 388, floorY: 478, pose: 'sit', facing: 'right', expression: 'proud' },
        { person: 'dad', x: 640, y: 470, pose: 'walk', facing: 'three-quarter-right', expression: 'laughing', holding: { prop: 'lantern', size: 40, lit: true }, arms: 'hold' },
        { person: 'leo', x: 540, y: 482, pose: 'walk', facing: 'side-right', expression: 'laughing', arms: 'point' },
        { person: 'charlotte', x: 160, y: 486, pose: 'walk', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'mom', x: 70, y: 460, pose: 'walk', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Out in the dark, snowy street the family pulls the sled piled with five presents. Biscuit rides on top like a king.',
      ko: '어둡고 눈 내리는 거리로 가족이 선물 다섯 개를 실은 썰매를 끌고 나가요. 비스킷은 왕처럼 썰매 위에 올라타요.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'winter-night',
      time: 'night',
      items: [
        { prop: 'door', variant: 'open', x: 640, y: 440, size: 200 },
        { light: 'warm', x: 640, y: 340, radius: 180 },
        { person: 'grandma', x: 640, y: 452, pose: 'stand', facing: 'three-quarter-left', expression: 'surprised', arms: 'hands-to-face' },
        { person: 'dad', x: 430, y: 460, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'mom', x: 320, y: 456, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'charlotte', x: 470, y: 486, pose: 'cheer', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'leo', x: 360, y: 490, pose: 'cheer', facing: 'three-quarter-right', expression: 'laughing' },
        { icon: 'musical-notes', x: 470, y: 260, size: 44 },
      ],
    },
    alt: {
      en: 'At Grandma and Grandpa’s door the family sings a Christmas song. Grandma opens the door and gasps with her hands on her cheeks.',
      ko: '할머니 할아버지 댁 문 앞에서 가족이 크리스마스 노래를 불러요. 문을 연 할머니가 두 손으로 볼을 감싸며 깜짝 놀라요.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'christmas-living-room',
      time: 'lamp',
      items: [
        tree,
        fire,
        { icon: 'star', x: 400, y: 105, size: 40 },
        { person: 'grandpa', x: 330, y: 450, pose: 'sit-chair', facing: 'three-quarter-right', expression: 'laughing', arms: 'hold-both', holding: { prop: 'scarf', size: 60 } },
        { person: 'grandma', x: 470, y: 448, pose: 'point', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'charlotte', x: 560, y: 486, pose: 'stand', facing: 'three-quarter-left', expression: 'proud' },
        { person: 'leo', x: 200, y: 490, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'By the warm fire Grandpa holds up his new red scarf, and Grandma points to the paper star shining in the window.',
      ko: '따뜻한 벽난로 옆에서 할아버지가 새 빨간 목도리를 들어 보이고, 할머니는 창가에서 빛나는 종이별을 가리켜요.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'winter-night',
      time: 'night',
      items: [
        { light: 'warm', x: 640, y: 250, radius: 90 },
        { icon: 'star', x: 640, y: 250, size: 24 },
        { person: 'grandpa', x: 712, y: 330, floorY: 340, scale: 0.5, pose: 'wave', facing: 'three-quarter-left', expression: 'happy' },
        { prop: 'sled', x: 420, y: 480, size: 180 },
        { person: 'leo', x: 300, y: 482, pose: 'wave', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'charlotte', x: 180, y: 488, pose: 'wave', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Walking home under the stars with the empty sled, Charlotte and Leo wave back. The paper star glows in Grandma’s window, and Grandpa waves.',
      ko: '빈 썰매를 끌고 별빛 아래 집으로 가며 샬럿과 레오가 뒤돌아 손을 흔들어요. 할머니 댁 창가에 종이별이 빛나고, 할아버지도 손을 흔들어요.',
    },
  },
  'c9-p2': {
    scene: {
      background: 'christmas-living-room',
      time: 'lamp',
      camera: { x: 400, y: 340, zoom: 1.6 },
      items: [
        tree,
        { person: 'charlotte', x: 380, y: 480, pose: 'kneel', facing: 'three-quarter-right', expression: 'laughing', arms: 'hug' },
        { person: 'leo', x: 450, y: 484, pose: 'hug', facing: 'three-quarter-left', expression: 'surprised' },
        { icon: 'star', x: 500, y: 390, size: 30 },
      ],
    },
    alt: {
      en: 'Charlotte hugs Leo tight after opening his present: a paper star with a crooked smile.',
      ko: '레오의 선물, 삐뚤빼뚤 웃는 얼굴이 그려진 종이별을 받은 샬럿이 레오를 꼭 껴안아요.',
    },
  },
} satisfies BookPictures;
