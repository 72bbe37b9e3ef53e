import type { BookPictures } from '../with-pictures';

/**
 * Charlotte's homemade Christmas, drawn from its shot lists. Home is the plain living room: the tree
 * stands right of the floor lamp, well clear of it, in front of the big window's left curtain, and the
 * window seat sits under the window on the right; Grandma and Grandpa's room has the fireplace and their
 * own tree. Outdoors everyone wears winter clothes; at night the tree, the streetlight and the open door
 * glow while the rest goes dark blue. The five presents are five boxes wherever they show; the quarters
 * are silver; the scarf is one soft red knit with fringes; the cookies go in a round blue tin.
 */
const homeTree = { prop: 'christmas-tree', x: 540, y: 446, size: 210, lit: true, part: 'christmas-tree' } as const;

/** The five presents under the home tree: the flat picture, the cookie tin, the crown, the star and the soft scarf. */
const presentsUnderTree = [
  { prop: 'present', variant: 'pink', x: 462, y: 458, size: 70, part: 'presents' },
  { prop: 'present', variant: 'green', x: 512, y: 462, size: 44, part: 'presents' },
  { prop: 'present', variant: 'blue', x: 560, y: 466, size: 56, part: 'presents' },
  { prop: 'present', variant: 'yellow', x: 610, y: 460, size: 46, part: 'presents' },
  { prop: 'present', variant: 'pink', x: 652, y: 456, size: 48, part: 'presents' },
] as const;

/** The big window with the snowy street and its streetlight, and the cushioned seat beneath it. */
const bigWindow = { prop: 'big-window', x: 660, y: 236, size: 190, part: 'streetlight' } as const;
const windowSeat = { prop: 'window-seat', x: 680, y: 410, size: 190, part: 'window-seat' } as const;

export const pictures = {
  'c1-p1': {
    scene: {
      background: 'snowy-street',
      time: 'day',
      weather: 'snow',
      items: [
        { prop: 'grandparents-house', variant: 'day', x: 400, y: 352, size: 110, part: 'grandmas-house' },
        { prop: 'sled', variant: 'pulled', x: 192, y: 482, size: 130, part: 'sled' },
        { person: 'charlotte', x: 320, y: 482, pose: 'run', facing: 'three-quarter-right', expression: 'laughing', clothes: 'winter' },
        { animal: 'biscuit', x: 480, y: 470, pose: 'run', facing: 'right', expression: 'happy' },
        { person: 'leo', x: 620, y: 488, pose: 'jump', facing: 'front', expression: 'surprised', arms: 'cheer', clothes: 'winter' },
      ],
    },
    alt: {
      en: 'Snow covers the street all the way to Grandma and Grandpa’s little house at the far end. In coats, hats and mittens, Charlotte runs out pulling the empty sled, Biscuit bounds ahead, and Leo jumps with his arms up to catch the snow.',
      ko: '할머니 할아버지 댁 작은 집이 보이는 길 끝까지 하얀 눈이 덮였어요. 외투와 털모자, 장갑 차림의 샬럿이 빈 썰매를 끌고 뛰어나오고, 비스킷이 앞서 달리고, 레오는 두 팔을 들고 폴짝 뛰며 눈을 받아요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'snowy-street',
      time: 'day',
      weather: 'snow',
      items: [
        { prop: 'snowman', x: 560, y: 452, size: 120, part: 'snowman' },
        { animal: 'biscuit', x: 631, y: 421, pose: 'jump', facing: 'left', expression: 'surprised', tall: { x: 650 } },
        {
          person: 'charlotte',
          x: 300,
          y: 484,
          pose: 'stand',
          arms: 'eat',
          facing: 'three-quarter-right',
          expression: 'worried',
          clothes: 'winter',
          holding: { prop: 'mittens', variant: 'pink-one', size: 62, part: 'mittens' },
        },
        { person: 'leo', x: 374, y: 490, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', clothes: 'winter' },
      ],
    },
    alt: {
      en: 'Beside their finished snowman with its carrot nose, Charlotte frowns at her thick mittens, trying to count on them. Leo reaches for her sleeve, hoping for a present, and Biscuit jumps up to sniff the carrot.',
      ko: '당근 코를 단 눈사람 옆에서 샬럿이 두툼한 손모아장갑을 내려다보며 손가락을 꼽아 보아요. 레오는 선물을 기대하며 누나 소매를 잡아당기고, 비스킷은 당근 냄새를 맡으려고 폴짝 뛰어요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      camera: { x: 420, y: 370, zoom: 1.5 },
      items: [
        { ...bigWindow, variant: 'day', part: undefined },
        {
          person: 'charlotte',
          x: 330,
          y: 458,
          pose: 'sit-floor',
          facing: 'three-quarter-right',
          expression: 'proud',
          arms: 'hold-both',
          holding: { prop: 'coin-jar', variant: 'upside-down', size: 60, part: 'coin-jar' },
        },
        { animal: 'biscuit', x: 570, y: 484, pose: 'sniff', facing: 'left', expression: 'surprised', tall: { x: 540, y: 476 } },
        { prop: 'quarters', variant: 'spread', count: 4, x: 360, y: 488, size: 70, rotate: -8, part: 'quarters', tall: { x: 352, y: 500, size: 60 } },
        { prop: 'quarters', variant: 'spread', count: 4, x: 430, y: 468, size: 70, rotate: 12, part: 'quarters', tall: { x: 414, y: 478, size: 60 } },
        { prop: 'quarters', variant: 'spread', count: 4, x: 498, y: 488, size: 70, rotate: -5, part: 'quarters', tall: { x: 474, y: 500, size: 60 } },
      ],
    },
    alt: {
      en: 'Charlotte sits on the rug and holds her empty coin jar upside down up high. Twelve silver quarters lie spread out on the rug in front of her, and Biscuit sniffs them.',
      ko: '샬럿이 양탄자에 앉아 텅 빈 동전 유리병을 거꾸로 번쩍 들고 있어요. 앞에는 은빛 25센트 동전 열두 개가 죽 흩어져 있고, 비스킷이 동전 냄새를 맡아요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'toy-shop',
      time: 'day',
      items: [
        { prop: 'toy', variant: 'truck', x: 176, y: 290, size: 110, part: 'toy-truck' },
        { prop: 'price-tag', variant: 'ten', x: 246, y: 290, size: 56, part: 'toy-truck' },
        {
          person: 'dad',
          x: 540,
          y: 476,
          pose: 'kneel',
          facing: 'three-quarter-left',
          expression: 'surprised',
          arms: 'arm-around',
          clothes: 'winter',
          tall: { x: 640 },
        },
        {
          person: 'charlotte',
          x: 410,
          y: 486,
          pose: 'point',
          facing: 'three-quarter-right',
          expression: 'laughing',
          clothes: 'winter',
          holding: { prop: 'quarters', variant: 'handful', count: 12, size: 56, part: 'quarters' },
        },
        { prop: 'knit-scarf', variant: 'draped', x: 396, y: 404, size: 84, part: 'red-scarf' },
        { prop: 'price-tag', variant: 'three', x: 352, y: 398, size: 46, part: 'red-scarf' },
      ],
    },
    alt: {
      en: 'In the corner store, a red toy truck on the window shelf has a $10 tag. Charlotte hugs a soft red knitted scarf with a $3 tag to her cheek and holds out her silver quarters, and Dad bends down to ask if she is sure.',
      ko: '동네 가게 창가 선반에 10달러 가격표가 붙은 빨간 장난감 트럭이 있어요. 샬럿은 3달러 가격표가 달린 부드러운 빨간 털목도리를 볼에 대고 은빛 동전을 내밀고, 아빠는 몸을 숙여 괜찮겠냐고 물어요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [
        { prop: 'desk', x: 250, y: 462, size: 230 },
        { prop: 'family-picture', variant: 'half', x: 214, y: 301, size: 96, part: 'moms-picture' },
        { prop: 'coin-jar', count: 0, x: 150, y: 301, size: 40, part: 'coin-jar' },
        { prop: 'crayons', x: 300, y: 306, size: 60, part: 'crayons' },
        {
          person: 'charlotte',
          x: 336,
          y: 480,
          pose: 'sit-chair',
          facing: 'three-quarter-left',
          expression: 'laughing',
          arms: 'point',
          holding: { prop: 'crayon', variant: 'pink', size: 16 },
        },
        {
          person: 'leo',
          x: 560,
          y: 488,
          pose: 'stand',
          facing: 'front',
          expression: 'proud',
          arms: 'cheer',
          wearing: { prop: 'paper-star', variant: 'stuck', size: 24, part: 'leos-forehead-star' },
        },
      ],
    },
    alt: {
      en: 'At her secret workshop desk, beside the empty coin jar and spilled crayons, Charlotte is drawing Mom a picture of the family. She turns to laugh at Leo, who stands with his arms spread like branches and a paper star stuck on his forehead.',
      ko: '빈 동전 유리병과 흩어진 크레파스 옆, 비밀 작업실 책상에서 샬럿이 엄마에게 줄 가족 그림을 그려요. 샬럿은 이마에 종이 별을 붙이고 나뭇가지처럼 팔을 벌린 레오를 보고 깔깔 웃어요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'bedroom',
      time: 'day',
      camera: { x: 380, y: 370, zoom: 1.5 },
      items: [
        { person: 'mina', x: 290, y: 470, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'happy', arms: 'point' },
        {
          person: 'charlotte',
          x: 440,
          y: 474,
          pose: 'sit-floor',
          facing: 'three-quarter-left',
          expression: 'surprised',
          arms: 'hold-both',
          holding: { prop: 'paper-star', variant: 'gold', size: 66, part: 'gold-star' },
        },
        { prop: 'paper-crown', variant: 'yellow-alone', x: 370, y: 494, size: 76, part: 'leos-crown' },
      ],
    },
    alt: {
      en: 'On the bedroom floor, Mina points to show Charlotte the next fold, and Charlotte holds up the shiny gold star for Grandma, amazed. The gold paper crown for Leo lies on the floor between them.',
      ko: '방바닥에 앉은 미나가 다음에 접을 곳을 가리키고, 샬럿은 할머니께 드릴 반짝이는 금빛 별을 들고 눈이 동그래져요. 둘 사이 바닥에는 레오에게 줄 금종이 왕관이 놓여 있어요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'baking-tray', variant: 'star-cookies', x: 400, y: 300, size: 150, part: 'star-cookies' },
        { prop: 'steam', x: 400, y: 290, size: 60 },
        { person: 'mom', x: 520, y: 490, pose: 'shush', facing: 'front', expression: 'wink', clothes: 'apron' },
        {
          person: 'charlotte',
          x: 290,
          y: 486,
          pose: 'hands-to-face',
          facing: 'front',
          expression: 'happy',
          clothes: 'apron',
          wearing: { prop: 'flour-smudge', variant: 'nose', size: 30 },
        },
      ],
    },
    alt: {
      en: 'In the kitchen, a tray of golden star cookies sits fresh from the oven. Mom winks and holds a finger to her lips, and Charlotte presses her hands over her mouth to keep the secret from Dad.',
      ko: '부엌에 오븐에서 갓 꺼낸 노릇노릇한 별 모양 쿠키 한 판이 놓여 있어요. 엄마가 찡긋 윙크하며 입에 손가락을 대고, 샬럿은 아빠한테 비밀을 지키려고 두 손으로 입을 꼭 막아요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 560, y: 480, size: 200 },
        { prop: 'baking-tray', variant: 'empty', x: 620, y: 340, size: 90 },
        { prop: 'cookie-tin', variant: 'open', x: 516, y: 344, size: 92, part: 'cookie-box' },
        { person: 'charlotte', x: 420, y: 486, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'crack-egg', clothes: 'apron' },
        {
          person: 'leo',
          x: 226,
          y: 490,
          pose: 'eat',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: { prop: 'star-cookie', variant: 'bitten', size: 34 },
        },
        { prop: 'star-cookie', x: 262, y: 424, size: 34, part: 'star-cookies' },
      ],
    },
    alt: {
      en: 'Leo munches a star cookie with crumbs on his chin, and Charlotte, cross but laughing, turns her back on him to sweep the rest into a round cookie tin.',
      ko: '레오가 턱에 부스러기를 묻힌 채 별 쿠키를 우물우물 먹어요. 샬럿은 뾰로통하면서도 웃음을 참으며 등을 돌려 남은 쿠키를 얼른 동그란 쿠키 통에 담아요.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'living-room',
      time: 'evening',
      items: [
        { ...bigWindow, variant: 'night', part: undefined },
        { ...homeTree, variant: 'tall-starless', size: 276, y: 476, x: 470 },
        { person: 'dad', x: 420, y: 482, pose: 'stand', facing: 'front', expression: 'laughing', arms: 'wipe-eyes', otherArm: 'wipe-eyes', head: 'up' },
        {
          person: 'leo',
          x: 420,
          y: 158,
          floorY: 482,
          pose: 'ride-shoulders',
          facing: 'front',
          expression: 'laughing',
          arms: 'wave',
          otherArm: 'wave',
          holding: { prop: 'paper-star', variant: 'gold', size: 40, part: 'tree-top-star' },
        },
        { person: 'mom', x: 640, y: 464, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', arms: 'crack-egg' },
        {
          person: 'charlotte',
          x: 590,
          y: 492,
          pose: 'stand',
          facing: 'three-quarter-left',
          expression: 'happy',
          arms: 'point',
          holding: { prop: 'ball', size: 26 },
        },
      ],
    },
    alt: {
      en: 'In the evening, while snow falls past the streetlight outside, the family trims the tall tree with shiny balls and tiny lights. Leo rides on Dad’s shoulders and sets the gold star on the very top, Charlotte hangs a ball on a low branch and Mom winds the lights.',
      ko: '창밖 가로등 아래로 눈이 내리는 저녁, 가족이 키 큰 트리를 반짝이는 방울과 꼬마전구로 꾸며요. 레오는 아빠 목말을 타고 트리 꼭대기에 금빛 별을 꽂고, 샬럿은 낮은 가지에 방울을 달고, 엄마는 꼬마전구를 감아요.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'living-room',
      time: 'night',
      items: [
        homeTree,
        ...presentsUnderTree.slice(0, 4),
        {
          person: 'charlotte',
          x: 700,
          y: 484,
          pose: 'kneel',
          facing: 'three-quarter-left',
          expression: 'happy',
          arms: 'hold-both',
          clothes: 'pajamas',
          holding: { prop: 'present', variant: 'pink', size: 48, part: 'presents' },
        },
      ],
    },
    alt: {
      en: 'Late at night only the tree lights glow in the dark living room. Charlotte kneels in her pajamas and sets the last of the five presents under the tree.',
      ko: '깊은 밤, 어두운 거실에 트리 불빛만 반짝여요. 샬럿이 잠옷 차림으로 무릎을 꿇고 다섯 번째 선물을 트리 밑에 내려놓아요.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      camera: { x: 500, y: 330, zoom: 1.3 },
      items: [
        { ...bigWindow, variant: 'day', part: undefined },
        homeTree,
        ...presentsUnderTree.map((p) => ({ ...p, tall: { size: Math.round(p.size * 0.75) } })),
        { person: 'charlotte', x: 706, y: 486, pose: 'phone', facing: 'front', expression: 'sad', holding: { prop: 'phone', size: 44, part: 'phone' } },
      ],
    },
    alt: {
      en: 'On Christmas Eve morning, Charlotte holds the phone to her ear and looks at the five presents under the lit tree. Grandpa has a bad cold, and her mouth turns down.',
      ko: '크리스마스이브 아침, 샬럿이 전화기를 귀에 대고 불 켜진 트리 밑의 선물 다섯 개를 바라봐요. 할아버지가 심한 감기에 걸리셨다는 말에 입꼬리가 축 처져요.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'living-room',
      time: 'night',
      items: [
        bigWindow,
        { light: 'warm', x: 694, y: 88, radius: 70 },
        { ...homeTree, x: 500 },
        windowSeat,
        ...presentsUnderTree.map((p) => ({ ...p, x: p.x - 80, y: p.y + 14 })),
        { person: 'charlotte', x: 690, y: 350, floorY: 410, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'sad', clothes: 'pajamas' },
        { prop: 'throw-blanket', variant: 'wrapped', x: 694, y: 380, size: 92, part: 'blanket' },
        { person: 'leo', x: 614, y: 470, pose: 'point', facing: 'three-quarter-right', expression: 'worried', clothes: 'pajamas' },
      ],
    },
    alt: {
      en: 'That night Charlotte sits curled up on the window seat, wrapped in a blanket, sad and thinking. Outside the big window, snow falls under the streetlight. Behind her the tree lights glow over the five presents, and Leo in his pajamas tugs her blanket.',
      ko: '그날 밤, 샬럿이 담요를 두르고 창가 의자에 웅크리고 앉아 골똘히 생각해요. 큰 창밖 가로등 불빛 아래로 눈이 내려요. 뒤에서는 트리 불빛이 선물 다섯 개를 비추고, 잠옷 차림의 레오가 누나 담요를 잡아당겨요.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'living-room',
      time: 'night',
      items: [
        bigWindow,
        { light: 'warm', x: 694, y: 88, radius: 70 },
        { ...homeTree, x: 500, part: undefined },
        windowSeat,
        { prop: 'throw-blanket', variant: 'flung', x: 740, y: 262, size: 100, rotate: 18, part: 'blanket' },
        {
          person: 'mom',
          x: 110,
          y: 462,
          pose: 'hold-both',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: { prop: 'winter-coats', variant: 'armful', size: 90 },
        },
        {
          person: 'dad',
          x: 260,
          y: 472,
          pose: 'hold',
          facing: 'three-quarter-right',
          expression: 'laughing',
          holding: { prop: 'snow-boots', size: 72, part: 'snow-boots' },
        },
        { person: 'leo', x: 410, y: 488, pose: 'jump', facing: 'three-quarter-right', expression: 'laughing', arms: 'clap', clothes: 'pajamas' },
        { person: 'charlotte', x: 610, y: 470, pose: 'jump', facing: 'three-quarter-right', expression: 'laughing', arms: 'point', clothes: 'pajamas' },
      ],
    },
    alt: {
      en: 'Charlotte flings her blanket off and jumps up from the window seat, pointing out at the street: let’s take Christmas to Grandma and Grandpa! Leo hops with his hands clasped, Dad holds up the snow boots and Mom brings an armful of winter coats.',
      ko: '샬럿이 담요를 휙 던지고 창가 의자에서 벌떡 뛰어오르며 창밖 길을 가리켜요. 할머니 할아버지께 크리스마스를 갖다 드리자! 레오는 두 손을 모으고 깡충깡충 뛰고, 아빠는 장화를 번쩍 들고, 엄마는 외투를 한 아름 챙겨 와요.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'winter-night',
      time: 'night',
      weather: 'snow',
      items: [
        { person: 'mom', x: 80, y: 458, pose: 'walk', facing: 'three-quarter-right', expression: 'laughing', clothes: 'winter', tall: { x: 190 } },
        { person: 'charlotte', x: 236, y: 452, pose: 'walk', facing: 'three-quarter-right', expression: 'happy', arms: 'point', clothes: 'winter' },
        { prop: 'sled', variant: 'pulled', x: 280, y: 484, size: 200, part: 'sled' },
        { animal: 'biscuit', x: 214, y: 441, floorY: 484, pose: 'sit', facing: 'right', expression: 'proud' },
        { prop: 'present', variant: 'pink', x: 272, y: 440, size: 64, part: 'presents' },
        { prop: 'present', variant: 'green', x: 326, y: 440, size: 42, part: 'presents' },
        { prop: 'present', variant: 'blue', x: 364, y: 440, size: 36, part: 'presents' },
        { prop: 'present', variant: 'yellow', x: 262, y: 401, size: 40, part: 'presents' },
        { prop: 'present', variant: 'blue', x: 308, y: 404, size: 36, part: 'presents' },
        { person: 'dad', x: 462, y: 468, pose: 'walk', facing: 'three-quarter-right', expression: 'laughing', clothes: 'winter' },
        { person: 'leo', x: 440, y: 492, pose: 'walk', facing: 'three-quarter-right', expression: 'proud', arms: 'hold', clothes: 'winter' },
      ],
    },
    alt: {
      en: 'Down the dark, snowy street, Leo and Dad pull the sled piled with the five presents. Biscuit sits up at the front of the sled like a king, Charlotte walks beside it with a hand on the presents, and Mom laughs behind.',
      ko: '깜깜한 눈길에서 레오와 아빠가 선물 다섯 개를 실은 썰매를 끌어요. 비스킷은 썰매 앞자리에 임금님처럼 떡하니 앉았고, 샬럿은 선물이 떨어지지 않게 손으로 잡고 옆에서 걷고, 엄마는 뒤에서 웃으며 따라와요.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'winter-night',
      time: 'night',
      weather: 'snow',
      items: [
        { prop: 'grandparents-house', variant: 'night', x: 660, y: 420, size: 420, tall: { x: 700 } },
        { prop: 'door', variant: 'open', x: 660, y: 422, size: 132, part: 'front-door', tall: { x: 700 } },
        { light: 'warm', x: 660, y: 300, radius: 200 },
        { person: 'grandma', x: 660, y: 420, pose: 'stand', arms: 'hands-to-face', facing: 'front', expression: 'surprised', tall: { x: 700 } },
        { prop: 'sled', variant: 'pulled', x: 100, y: 474, size: 196, part: 'sled', tall: { x: 400, size: 150 } },
        { prop: 'present', variant: 'pink', x: 48, y: 432, size: 56, part: 'presents', tall: { x: 360, y: 442, size: 43 } },
        { prop: 'present', variant: 'green', x: 94, y: 432, size: 38, part: 'presents', tall: { x: 395, y: 442, size: 29 } },
        { prop: 'present', variant: 'blue', x: 130, y: 432, size: 34, part: 'presents', tall: { x: 423, y: 442, size: 26 } },
        { prop: 'present', variant: 'yellow', x: 40, y: 398, size: 34, part: 'presents', tall: { x: 354, y: 416, size: 26 } },
        { prop: 'present', variant: 'blue', x: 80, y: 402, size: 32, part: 'presents', tall: { x: 385, y: 419, size: 25 } },
        { animal: 'biscuit', x: 174, y: 431, floorY: 474, pose: 'sit', facing: 'right', expression: 'happy', tall: { x: 470, y: 440 } },
        { icon: 'musical-notes', x: 470, y: 120, size: 44 },
        { person: 'dad', x: 268, y: 464, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', clothes: 'winter', tall: { x: 530, y: 460 } },
        { person: 'mom', x: 404, y: 458, pose: 'hold', facing: 'three-quarter-right', expression: 'laughing', clothes: 'winter', tall: { x: 578, y: 452 } },
        { person: 'charlotte', x: 446, y: 488, pose: 'cheer', facing: 'front', expression: 'laughing', clothes: 'winter', tall: { x: 610, y: 494 } },
        { person: 'leo', x: 540, y: 492, pose: 'jump', facing: 'front', expression: 'laughing', arms: 'cheer', clothes: 'winter', tall: { x: 680, y: 498 } },
      ],
    },
    alt: {
      en: 'At Grandma and Grandpa’s wide-open front door, warm light pours out onto the snow. The family sings a Christmas song with mouths wide open: Leo jumps, Charlotte throws her arms up, Mom has an arm around her and Dad holds the sled rope. Biscuit sits on the sled beside the five presents. In the doorway, Grandma’s hands fly up to her face.',
      ko: '할머니 할아버지 댁 현관문이 활짝 열리고 따뜻한 불빛이 눈 위로 쏟아져요. 가족이 크리스마스 노래를 불러요. 레오는 폴짝 뛰고, 샬럿은 두 팔을 번쩍 들고, 엄마는 샬럿을 감싸 안고, 아빠는 썰매 끈을 잡고 있어요. 비스킷은 선물 다섯 개 옆, 썰매 위에 앉아 있어요. 문간에 선 할머니는 깜짝 놀라 두 손을 얼굴로 가져가요.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'christmas-living-room',
      time: 'lamp',
      items: [
        { light: 'warm', x: 150, y: 340, radius: 170 },
        {
          person: 'grandma',
          x: 398,
          y: 404,
          pose: 'reach-up',
          facing: 'front',
          expression: 'happy',
          holding: { prop: 'paper-star', variant: 'gold', size: 50, part: 'gold-star' },
          tall: { x: 350, y: 398 },
        },
        {
          person: 'mom',
          x: 530,
          y: 440,
          pose: 'hold-both',
          facing: 'front',
          expression: 'happy',
          holding: { prop: 'family-picture', size: 72, part: 'moms-picture' },
          tall: { x: 166, y: 404 },
        },
        {
          person: 'dad',
          x: 676,
          y: 436,
          pose: 'eat',
          facing: 'three-quarter-left',
          expression: 'happy',
          holding: { prop: 'star-cookie', variant: 'bitten', size: 50 },
          tall: { x: 290, y: 414 },
        },
        { prop: 'cookie-tin', variant: 'open', x: 588, y: 282, size: 56, part: 'cookie-box', tall: { x: 202, y: 266 } },
        {
          person: 'grandpa',
          x: 250,
          y: 468,
          pose: 'sit-chair',
          facing: 'three-quarter-right',
          expression: 'laughing',
          arms: 'hands-to-face',
          tall: { x: 76, y: 468 },
        },
        { prop: 'throw-blanket', variant: 'lap', x: 298, y: 462, size: 82, part: 'blanket', tall: { x: 124, y: 462 } },
        { prop: 'knit-scarf', variant: 'worn', x: 260, y: 380, size: 70, part: 'red-scarf', tall: { x: 86, y: 380 } },
        { prop: 'hanky', variant: 'sneeze', x: 272, y: 322, size: 52, part: 'hanky', tall: { x: 98, y: 322 } },
        { animal: 'biscuit', x: 96, y: 470, pose: 'lie', facing: 'right', expression: 'sleepy', tall: { x: 64, y: 496 } },
        { person: 'charlotte', x: 400, y: 494, pose: 'clap', facing: 'front', expression: 'happy', tall: { x: 236, y: 496 } },
        {
          person: 'leo',
          x: 752,
          y: 496,
          pose: 'stand',
          facing: 'front',
          expression: 'proud',
          arms: 'cheer',
          wearing: { prop: 'paper-crown', variant: 'yellow-worn', size: 50, part: 'leos-crown' },
          tall: { x: 338, y: 496 },
        },
      ],
    },
    alt: {
      en: 'Inside Grandma and Grandpa’s house, the fire crackles. Grandpa sits by it in his new red knitted scarf with a blanket on his knees, sneezing into a hanky. Grandma holds the gold star up in the window, Mom hugs her picture, and Dad bites a star cookie with the open cookie tin in his other hand. Leo throws up his arms under his gold crown, Charlotte clasps her hands in the middle of the room, and Biscuit lies by the fire.',
      ko: '할머니 할아버지 댁 벽난로에서 불이 타닥타닥 타요. 할아버지는 새 빨간 털목도리를 두르고 무릎에 담요를 덮은 채 손수건에 에취 재채기를 하세요. 할머니는 금빛 별을 창문에 걸고, 엄마는 그림을 꼭 안고, 아빠는 한 손에 뚜껑 열린 쿠키 통을 들고 별 쿠키를 베어 물어요. 레오는 금빛 왕관을 쓰고 두 팔을 번쩍 들고, 샬럿은 방 한가운데서 두 손을 모으고, 비스킷은 벽난로 옆에 엎드려 있어요.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'winter-night',
      time: 'night',
      items: [
        { prop: 'grandparents-house', variant: 'night', x: 640, y: 384, size: 226, part: 'grandmas-house' },
        { person: 'grandpa', x: 640, y: 383, scale: 0.69, pose: 'wave', facing: 'front', expression: 'happy' },
        { prop: 'knit-scarf', variant: 'worn', x: 640, y: 300, size: 32, part: 'red-scarf' },
        { prop: 'paper-star', variant: 'gold', x: 712, y: 266, size: 34, part: 'gold-star', tall: { x: 800 } },
        { light: 'warm', x: 712, y: 252, radius: 60 },
        { prop: 'sled', variant: 'pulled', x: 384, y: 458, size: 160, flip: true, part: 'sled', tall: { x: 380 } },
        { animal: 'biscuit', x: 420, y: 480, pose: 'walk', facing: 'left', expression: 'happy', tall: { x: 410 } },
        {
          person: 'mom',
          x: 100,
          y: 458,
          pose: 'hold',
          facing: 'three-quarter-right',
          expression: 'happy',
          clothes: 'winter',
          holding: { prop: 'family-picture', size: 52 },
        },
        { person: 'dad', x: 200, y: 466, pose: 'walk', facing: 'three-quarter-left', expression: 'happy', clothes: 'winter', tall: { x: 226 } },
        { person: 'charlotte', x: 470, y: 490, pose: 'wave', facing: 'three-quarter-right', expression: 'happy', clothes: 'winter', tall: { x: 530 } },
        {
          person: 'leo',
          x: 560,
          y: 494,
          pose: 'cheer',
          facing: 'front',
          expression: 'laughing',
          clothes: 'winter',
          wearing: { prop: 'paper-crown', variant: 'yellow-worn', size: 46 },
          tall: { x: 660 },
        },
      ],
    },
    alt: {
      en: 'Under the stars the family walks home with the empty sled. Charlotte looks back and waves, Leo waves both arms, and down the street the gold star glows in Grandma’s window while Grandpa waves from the lit doorway in his red scarf.',
      ko: '별빛 아래 가족이 빈 썰매를 끌고 집으로 가요. 샬럿이 뒤돌아 손을 흔들고 레오는 두 팔을 흔들어요. 길 저편 할머니 댁 창문에 금빛 별이 반짝이고, 불 켜진 현관에서 빨간 목도리를 두른 할아버지가 손을 흔들어요.',
    },
  },
  'c9-p2': {
    scene: {
      background: 'living-room',
      time: 'lamp',
      camera: { x: 420, y: 350, zoom: 1.4 },
      items: [
        { ...homeTree, x: 520, part: undefined },
        { prop: 'table', x: 640, y: 444, size: 90 },
        { prop: 'coin-jar', count: 0, x: 640, y: 381, size: 40, part: 'coin-jar' },
        { prop: 'winter-coats', variant: 'dropped', x: 190, y: 468, size: 96 },
        { prop: 'crumpled-wrapping', x: 264, y: 492, size: 74, part: 'leos-present' },
        { person: 'charlotte', x: 390, y: 486, pose: 'kneel', facing: 'three-quarter-right', expression: 'laughing', arms: 'hug', tall: { x: 372 } },
        {
          person: 'leo',
          x: 446,
          y: 488,
          pose: 'hug',
          facing: 'three-quarter-left',
          expression: 'laughing',
          wearing: { prop: 'paper-crown', variant: 'yellow-worn', size: 44 },
          tall: { x: 486 },
        },
        { prop: 'paper-star', variant: 'crooked', x: 326, y: 486, size: 84, part: 'leos-star' },
      ],
    },
    alt: {
      en: 'Back home by the Christmas tree, Charlotte kneels and hugs Leo tight. His present, a big crooked paper star with a crooked smile, stands by her knee. His crumpled wrapping paper lies open on the floor beside her dropped coat, and the empty coin jar waits on the little table.',
      ko: '집에 돌아와 트리 옆에서 샬럿이 무릎을 꿇고 레오를 꼭 껴안아요. 무릎 옆에는 레오의 선물, 삐뚤빼뚤 웃는 얼굴을 그린 커다란 종이 별이 서 있어요. 바닥에는 벗어 던진 외투 옆에 구겨진 선물 포장지가 펼쳐져 있고, 작은 탁자 위에는 빈 동전 유리병이 별을 기다려요.',
    },
  },
} satisfies BookPictures;
