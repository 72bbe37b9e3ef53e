import type { BookPictures } from '../with-pictures';

/**
 * Charlotte turns eight: every picture drawn from its shot list. Eight candles wherever candles
 * show; where the shot list names the candles apart from the cake, cake-candles draws the same
 * candles again at the cake's x, y, size and variant, as their own named group;
 * the cake whole (c4, c5), squashed on the floor (c5-p3 to c6), then small and crooked. Tables are
 * 190 wide, so their tops (where cakes and bowls rest) are 133 above their feet. Pajamas in the
 * morning (c1, c2); aprons are not in the kit yet.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      camera: { x: 640, y: 240, zoom: 1.4 },
      items: [
        { prop: 'window', variant: 'sunny', part: 'sunny-window', x: 690, y: 196, size: 110 },
        { prop: 'pillow', part: 'pillow', x: 606, y: 300, size: 80 },
        { person: 'charlotte', x: 684, y: 304, floorY: 420, pose: 'lie', arms: 'hold-both', facing: 'side-left', expression: 'happy', clothes: 'pajamas' },
        { prop: 'star-blanket', x: 734, y: 314, size: 270 },
        { prop: 'bed-footboard', x: 789, y: 404, size: 20 },
      ],
    },
    alt: {
      en: 'Morning sunshine pours through the window onto Charlotte’s big purple bed. She lies in her pajamas with her head on the pillow and the starry blanket pulled up to her chin, grinning.',
      ko: '창문으로 들어온 아침 햇살이 샬럿의 커다란 보라색 침대 위로 쏟아져요. 잠옷을 입은 샬럿이 베개를 베고 별무늬 이불을 턱까지 끌어올린 채 배시시 웃어요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'bedroom',
      time: 'day',
      camera: { x: 660, y: 290, zoom: 1.6 },
      items: [
        { person: 'charlotte', x: 640, y: 300, floorY: 420, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing', clothes: 'pajamas' },
        { prop: 'star-blanket', x: 706, y: 304, size: 160, flip: true },
        { animal: 'biscuit', x: 716, y: 268, floorY: 420, pose: 'stand', facing: 'left', expression: 'happy' },
        { prop: 'action-marks', variant: 'wag', part: 'wagging-tail', x: 752, y: 212, size: 26 },
        { prop: 'bed-footboard', x: 789, y: 404, size: 20 },
      ],
    },
    alt: {
      en: 'Biscuit the puppy stands on the rumpled blanket and licks Charlotte’s nose. She sits up in bed in her pajamas, laughing.',
      ko: '강아지 비스킷이 구겨진 이불 위에 올라서서 샬럿의 코를 핥아요. 잠옷 차림의 샬럿이 침대에 일어나 앉아 깔깔 웃어요.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      items: [
        { person: 'charlotte', x: 420, y: 470, pose: 'run', facing: 'side-left', expression: 'laughing', clothes: 'pajamas' },
        { animal: 'biscuit', x: 520, y: 482, pose: 'run', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Charlotte races down the hall in her pajamas and bare feet, with Biscuit right at her heels.',
      ko: '잠옷 차림에 맨발인 샬럿이 복도를 달려가고, 비스킷이 바로 뒤를 졸졸 따라와요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'toaster', part: 'toaster', x: 300, y: 302, size: 60 },
        {
          person: 'dad',
          x: 370,
          y: 445,
          pose: 'hold',
          head: 'down',
          facing: 'side-left',
          expression: 'neutral',
          holding: { prop: 'toast', part: 'toast', size: 56 },
        },
        {
          person: 'mom',
          x: 600,
          y: 452,
          pose: 'hold-chest',
          facing: 'three-quarter-left',
          expression: 'happy',
          holding: { prop: 'party-list', variant: 'folded', part: 'moms-list', size: 56 },
        },
        { person: 'charlotte', x: 170, y: 484, pose: 'stand', facing: 'three-quarter-right', expression: 'worried', clothes: 'pajamas' },
      ],
    },
    alt: {
      en: 'In the kitchen Dad takes toast from the toaster without looking up. Mom folds her long list in half and smiles at Charlotte, who waits in her pajamas.',
      ko: '부엌에서 아빠는 고개도 들지 않고 토스터에서 토스트를 꺼내요. 엄마는 기다란 쪽지를 반으로 접으며 잠옷 차림으로 기다리는 샬럿에게 싱긋 웃어요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'kitchen',
      time: 'day',
      camera: { x: 430, y: 340, zoom: 1.35 },
      items: [
        { prop: 'table', part: 'kitchen-table', x: 440, y: 470, size: 130 },
        { prop: 'cereal-bowl', part: 'cereal-bowl', x: 478, y: 379, size: 56 },
        {
          person: 'leo',
          x: 516,
          y: 490,
          pose: 'sit-chair',
          arms: 'hold',
          facing: 'three-quarter-left',
          expression: 'blowing',
          clothes: 'pajamas',
          // Held low, so the tall spoon's heaped bowl reaches up to his mouth, not his eyes.
          holding: { prop: 'spoon', variant: 'cereal', part: 'spoon', size: 84 },
        },
        {
          person: 'charlotte',
          x: 280,
          y: 485,
          pose: 'stand',
          arms: 'arms-crossed',
          head: 'down',
          facing: 'three-quarter-right',
          expression: 'worried',
          clothes: 'pajamas',
        },
      ],
    },
    alt: {
      en: 'Leo sits at the kitchen table in his pajamas and pushes a huge, heaped spoonful of cereal into his mouth, his cheeks puffed out. Charlotte frowns at him, puzzled.',
      ko: '잠옷을 입은 레오가 식탁에 앉아 볼이 빵빵해지도록 시리얼을 한 숟가락 가득 입에 밀어 넣어요. 샬럿은 고개를 갸웃하며 레오를 봐요.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      camera: { x: 380, y: 300, zoom: 1.35 },
      items: [
        { prop: 'toast', variant: 'bitten', part: 'toast', x: 300, y: 304, size: 56 },
        { prop: 'phone', part: 'phone', x: 436, y: 306, size: 62 },
        { person: 'charlotte', x: 375, y: 478, pose: 'stand', facing: 'side-right', expression: 'sad', clothes: 'pajamas' },
      ],
    },
    alt: {
      en: 'Charlotte stands alone at the kitchen counter in her pajamas and looks at the silent phone. Her toast lies on its plate with one bite gone.',
      ko: '잠옷 차림의 샬럿이 부엌 조리대 앞에 혼자 서서 조용한 전화기를 바라봐요. 접시 위 토스트는 한 입만 먹었어요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      items: [
        { prop: 'sunny-doorway', part: 'front-door', x: 142, y: 398, size: 150 },
        {
          person: 'grandma',
          x: 300,
          y: 452,
          pose: 'hold',
          otherArm: 'wave',
          facing: 'front',
          expression: 'happy',
          holding: { prop: 'action-marks', variant: 'handbag', part: 'handbag', size: 34 },
          tall: { x: 320 },
        },
        {
          person: 'grandpa',
          x: 150,
          y: 440,
          pose: 'stand',
          arms: 'wave',
          facing: 'front',
          expression: 'laughing',
          holding: { prop: 'red-ball', part: 'ball', size: 44 },
          tall: { x: 120 },
        },
        { person: 'charlotte', x: 400, y: 482, pose: 'stand', head: 'up', facing: 'three-quarter-left', expression: 'surprised' },
        { animal: 'biscuit', x: 478, y: 488, pose: 'jump', facing: 'left', expression: 'happy' },
        { prop: 'action-marks', variant: 'wag', part: 'wagging-tail', x: 508, y: 440, size: 34 },
        { prop: 'trailing-leash', part: 'leash', x: 463, y: 492, size: 110, flip: true },
      ],
    },
    alt: {
      en: 'Grandpa stands in the open front door holding up a red ball, and Grandma waves beside him. Charlotte looks up, surprised; Biscuit stares at the ball.',
      ko: '열린 현관문에 할아버지가 빨간 공을 들고 서 계시고, 옆에서 할머니가 손을 흔드세요. 샬럿은 깜짝 놀라 올려다보고, 비스킷은 공만 쳐다봐요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'park',
      time: 'day',
      items: [
        { prop: 'red-ball', part: 'ball', x: 660, y: 430, size: 24 },
        { person: 'grandpa', x: 410, y: 462, pose: 'arm-around', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'charlotte', x: 280, y: 482, pose: 'point', otherArm: 'hold-chest', facing: 'three-quarter-right', expression: 'laughing' },
        { animal: 'biscuit', x: 170, y: 470, pose: 'jump', facing: 'left', expression: 'happy' },
        { prop: 'leash', part: 'leash', x: 209, y: 470, size: 110 },
        { prop: 'yellow-butterfly', part: 'butterfly', x: 126, y: 372, size: 50 },
      ],
    },
    alt: {
      en: 'At the park Grandpa has just thrown the ball far across the grass, his arm still out. Biscuit leaps the wrong way after a yellow butterfly, and Charlotte laughs and points at the ball.',
      ko: '공원에서 할아버지가 방금 공을 잔디밭 멀리 던지셨어요. 그런데 비스킷은 반대쪽으로 노랑나비를 쫓아 폴짝 뛰어요. 샬럿이 깔깔 웃으며 공을 가리켜요.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'park',
      time: 'day',
      items: [
        { prop: 'oak-tree', part: 'oak-tree', x: 330, y: 405, size: 250 },
        { person: 'grandpa', x: 460, y: 474, scale: 1.2, pose: 'sit-floor', arms: 'stand', facing: 'three-quarter-left', expression: 'wink' },
        { person: 'charlotte', x: 225, y: 480, scale: 1.2, pose: 'hug-knees', head: 'down', facing: 'side-right', expression: 'sad' },
        { animal: 'biscuit', x: 575, y: 490, pose: 'lie', facing: 'left', expression: 'happy' },
        { prop: 'trailing-leash', part: 'leash', x: 560, y: 494, size: 110, flip: true },
        { prop: 'red-ball', part: 'ball', x: 528, y: 500, size: 24, tall: { x: 470 } },
      ],
    },
    alt: {
      en: 'Charlotte and Grandpa sit on the grass under a big tree. Charlotte sits curled up with her knees drawn up and her arms folded over them, looking down, sad; Grandpa smiles and winks at her. Biscuit rests beside them with the ball.',
      ko: '샬럿과 할아버지가 커다란 나무 아래 잔디에 앉아 있어요. 샬럿은 무릎을 세워 두 팔로 끌어안고 고개를 숙인 채 시무룩하게 앉아 있고, 할아버지는 빙긋 웃으며 한쪽 눈을 찡긋해요. 비스킷은 공 옆에서 쉬어요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'window', variant: 'open', part: 'kitchen-window', x: 264, y: 204, size: 148 },
        { prop: 'table', x: 410, y: 480, size: 190 },
        { prop: 'birthday-cake', part: 'birthday-cake', count: 0, x: 400, y: 347, size: 120 },
        { prop: 'strawberry-bowl', part: 'strawberries', x: 470, y: 347, size: 50 },
        { prop: 'wall-clock', part: 'clock', x: 372, y: 176, size: 52 },
        {
          person: 'mom',
          x: 306,
          y: 470,
          pose: 'hold',
          head: 'up',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: { prop: 'cake-knife', part: 'knife', size: 84 },
          clothes: 'apron',
        },
        {
          person: 'grandma',
          x: 500,
          y: 468,
          pose: 'hold',
          facing: 'three-quarter-left',
          expression: 'laughing',
          holding: { prop: 'strawberry', size: 16 },
          clothes: 'apron',
        },
      ],
    },
    alt: {
      en: 'In the kitchen by the open window, Mom spreads cream on a big round cake with a flat knife, and the clock on the wall hangs just above her. Grandma sets strawberries on top from a bowl.',
      ko: '열린 부엌 창문 옆에서 엄마가 납작한 칼로 커다랗고 동그란 케이크에 크림을 발라요. 엄마 머리 위 벽에는 시계가 걸려 있어요. 할머니는 그릇에 담긴 딸기를 케이크 위에 올려요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloon-pile', part: 'balloons', x: 220, y: 478, size: 150, count: 9 },
        { person: 'dad', x: 420, y: 468, pose: 'blow', arms: 'shush', facing: 'three-quarter-left', expression: 'blowing' },
        // Red as a tomato: the kit's blush is too faint to see on a phone, so a red flush over his face.
        { prop: 'face-flush', variant: 'tomato', part: 'tomato-face', x: 386, y: 191, size: 58, tall: { x: 375, y: 188, size: 48 } },
        { prop: 'blowing-balloon', part: 'blowing-balloon', x: 375, y: 226, size: 60, flip: true },
        { person: 'leo', x: 580, y: 485, pose: 'point', facing: 'three-quarter-left', expression: 'laughing' },
      ],
    },
    alt: {
      en: 'In the living room Dad blows up balloon after balloon, his cheeks puffed out and his face as red as a tomato; a pile of balloons grows on the floor. Leo laughs and points at him.',
      ko: '거실에서 아빠가 볼을 잔뜩 부풀려 풍선을 불고 또 불어요. 아빠 얼굴이 토마토처럼 빨개요. 바닥에 풍선이 수북이 쌓여 가요. 레오가 아빠를 가리키며 깔깔 웃어요.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloons', part: 'balloons', x: 130, y: 330, size: 110, count: 3 },
        {
          person: 'mom',
          x: 640,
          y: 440,
          pose: 'hold',
          facing: 'three-quarter-left',
          expression: 'happy',
          holding: { prop: 'party-list', part: 'moms-list', size: 40 },
          clothes: 'apron',
        },
        {
          person: 'grandma',
          x: 290,
          y: 455,
          pose: 'hold',
          facing: 'three-quarter-right',
          expression: 'proud',
          holding: { prop: 'candle', lit: false, size: 12 },
          clothes: 'apron',
        },
        { prop: 'table', part: 'living-room-table', x: 400, y: 470, size: 190 },
        { prop: 'birthday-cake', variant: 'whole-unlit', part: 'birthday-cake', count: 8, x: 400, y: 337, size: 110 },
        { prop: 'cake-candles', part: 'candles', count: 8, lit: false, x: 400, y: 337, size: 110 },
        { person: 'dad', x: 540, y: 462, pose: 'shush', facing: 'three-quarter-left', head: 'down', expression: 'happy' },
        { person: 'leo', x: 470, y: 492, pose: 'hands-over-mouth', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Grandma pushes the last of eight candles into the big strawberry cake on the living room table. Dad whispers the plan with a finger to his lips; Leo covers his mouth, and Mom listens with her long list.',
      ko: '할머니가 거실 탁자 위 커다란 딸기 케이크에 초 여덟 개 중 마지막 초를 꽂아요. 아빠가 입에 손가락을 대고 작전을 속삭이고, 레오는 두 손으로 입을 가리고, 엄마는 기다란 쪽지를 들고 귀를 기울여요.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'garden',
      time: 'day',
      items: [
        { prop: 'house-front', x: 560, y: 366, size: 250 },
        { prop: 'window', variant: 'open', part: 'kitchen-window', x: 560, y: 262, size: 62 },
        { prop: 'gate', variant: 'open', part: 'front-gate', x: 560, y: 368, size: 84 },
        { person: 'grandpa', x: 150, y: 452, pose: 'run', arms: 'wipe-eyes', head: 'up', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'charlotte', x: 300, y: 482, pose: 'run', arms: 'point', facing: 'side-right', expression: 'worried', tall: { x: 286 } },
        // On the phone too, the leash's loop trails free behind Biscuit, well clear of Charlotte's hand.
        { prop: 'leash', part: 'leash', x: 568, y: 352, size: 90, flip: true, tall: { x: 574, size: 76 } },
        { prop: 'action-marks', variant: 'speed', part: 'speed-lines', x: 570, y: 372, size: 60, tall: { x: 576 } },
        { animal: 'biscuit', x: 610, y: 392, scale: 1.3, pose: 'jump', facing: 'right', expression: 'happy', tall: { x: 612 } },
      ],
    },
    alt: {
      en: 'At the front gate Biscuit pulls free and dashes toward the house, his red leash flying behind him. Charlotte runs after him with her hand out, and Grandpa hurries behind, holding on to his cap.',
      ko: '대문 앞에서 비스킷이 목줄을 뿌리치고 집으로 쏜살같이 달려가요. 빨간 목줄이 뒤로 휘날려요. 샬럿이 손을 뻗으며 뒤쫓고, 할아버지가 모자를 붙잡고 허둥지둥 따라와요.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'sunny-doorway', part: 'front-door', x: 90, y: 440, size: 150 },
        { prop: 'balloons', part: 'balloons', x: 700, y: 320, size: 100, count: 3 },
        { prop: 'table', part: 'living-room-table', x: 580, y: 462, size: 190 },
        { prop: 'birthday-cake', part: 'birthday-cake', count: 0, x: 580, y: 329, size: 110 },
        { prop: 'cake-candles', part: 'candles', count: 8, lit: false, x: 580, y: 329, size: 110 },
        { person: 'leo', x: 165, y: 462, pose: 'hold', facing: 'three-quarter-left', expression: 'surprised' },
        { prop: 'leash', part: 'leash', x: 330, y: 506, size: 150, flip: true, tall: { x: 316 } },
        { prop: 'action-marks', variant: 'speed', part: 'speed-lines', x: 350, y: 462, size: 70, tall: { x: 340 } },
        { animal: 'biscuit', x: 400, y: 486, pose: 'jump', facing: 'right', expression: 'happy', tall: { x: 390 } },
      ],
    },
    alt: {
      en: 'Leo holds the front door open and spins round, startled, as Biscuit zooms past into the living room, leash trailing, toward the balloons and the big cake with eight candles on the table.',
      ko: '레오가 현관문을 연 채 깜짝 놀라 돌아봐요. 비스킷이 목줄을 끌며 쌩 지나 거실로 달려가요. 탁자 위에는 풍선과 초 여덟 개가 꽂힌 커다란 케이크가 있어요.',
    },
  },
  'c5-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'table', part: 'living-room-table', x: 540, y: 445, size: 190 },
        { prop: 'birthday-cake', variant: 'squashed', part: 'birthday-cake', x: 390, y: 486, size: 150, count: 0 },
        { prop: 'cake-candles', variant: 'squashed', part: 'candles', x: 390, y: 486, size: 150, count: 8 },
        { prop: 'leash', part: 'leash', x: 226, y: 500, size: 120, flip: true, tall: { x: 171 } },
        { animal: 'biscuit', x: 265, y: 484, pose: 'cower', facing: 'right', expression: 'worried', tall: { x: 210 } },
        { person: 'mom', x: 660, y: 476, pose: 'walk', arms: 'hands-to-face', facing: 'three-quarter-left', expression: 'scared', clothes: 'apron' },
      ],
    },
    alt: {
      en: 'Splat! The cake lies squashed upside down on the floor, its eight candles knocked over in the cream, and the table is empty. Biscuit stands beside it, scared, as Mom runs in with her hands on her cheeks.',
      ko: '철퍼덕! 케이크가 바닥에 거꾸로 떨어져 뭉개지고, 초 여덟 개가 크림 속에 쓰러졌어요. 탁자는 텅 비었어요. 비스킷이 겁먹은 채 옆에 서 있고, 엄마가 두 손으로 볼을 감싸며 달려와요.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'sunny-doorway', x: 150, y: 440, size: 150 },
        { prop: 'balloons', part: 'balloons', x: 740, y: 300, size: 90, count: 4 },
        {
          person: 'grandma',
          x: 452,
          y: 404,
          pose: 'stand',
          arms: 'open-hand',
          otherArm: 'open-hand',
          facing: 'front',
          expression: 'worried',
          tall: { x: 350 },
          clothes: 'apron',
        },
        {
          person: 'mom',
          x: 636,
          y: 404,
          pose: 'stand',
          arms: 'open-hand',
          otherArm: 'open-hand',
          facing: 'front',
          expression: 'worried',
          tall: { x: 720 },
          clothes: 'apron',
        },
        { person: 'dad', x: 540, y: 398, pose: 'stand', arms: 'open-hand', otherArm: 'open-hand', facing: 'front', expression: 'worried' },
        { prop: 'table', part: 'living-room-table', x: 540, y: 452, size: 190 },
        { person: 'leo', x: 700, y: 462, pose: 'stand', facing: 'three-quarter-left', expression: 'sad', tall: { x: 690 } },
        { prop: 'birthday-cake', variant: 'squashed', part: 'birthday-cake', x: 360, y: 490, size: 150, count: 0, tall: { x: 450, y: 496, size: 120 } },
        { prop: 'cake-candles', variant: 'squashed', part: 'candles', x: 360, y: 490, size: 150, count: 8, tall: { x: 450, y: 496, size: 120 } },
        { animal: 'biscuit', x: 440, y: 492, tall: { x: 500 }, pose: 'sit', facing: 'left', expression: 'sad' },
        { prop: 'trailing-leash', part: 'leash', x: 425, y: 496, size: 120, flip: true, tall: { x: 485 } },
        {
          person: 'grandpa',
          x: 130,
          y: 452,
          pose: 'stand',
          arms: 'wipe-eyes',
          head: 'up',
          facing: 'three-quarter-right',
          expression: 'worried',
          tall: { x: 140 },
        },
        { person: 'charlotte', x: 215, y: 478, pose: 'stand', facing: 'three-quarter-right', expression: 'thinking', tall: { x: 250 } },
      ],
    },
    alt: {
      en: 'Charlotte stops in the doorway with Grandpa behind her, his hand at his cap. Mom, Dad and Grandma pop up behind the empty living room table with their arms held out, but their faces are worried; Leo peeks out beside it, about to cry. Biscuit sits by the squashed cake on the floor, ears down, his red leash trailing.',
      ko: '샬럿이 문간에 멈춰 서고, 뒤에서 할아버지가 모자에 손을 얹어요. 엄마, 아빠, 할머니가 텅 빈 거실 탁자 뒤에서 두 팔을 벌리고 튀어나오지만 얼굴은 걱정스러워요. 레오는 탁자 옆에서 울먹이며 내다보고, 비스킷은 바닥에 뭉개진 케이크 옆에 귀를 축 늘어뜨리고 앉아 있어요. 빨간 목줄이 바닥에 늘어져 있어요.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 420, y: 330, zoom: 1.5 },
      items: [
        { prop: 'balloons', part: 'balloons', x: 560, y: 300, size: 70, count: 3, tall: { x: 470 } },
        {
          person: 'charlotte',
          x: 310,
          y: 484,
          tall: { x: 318, y: 470 },
          pose: 'crouch',
          arms: 'point-down',
          facing: 'three-quarter-right',
          expression: 'surprised',
        },
        { animal: 'biscuit', x: 560, y: 488, pose: 'sit', facing: 'left', expression: 'sad', tall: { x: 528 } },
        { prop: 'trailing-leash', part: 'leash', x: 545, y: 492, size: 120, flip: true, tall: { x: 513 } },
        { prop: 'birthday-cake', variant: 'squashed', part: 'birthday-cake', x: 440, y: 488, size: 150, count: 0, tall: { x: 424, size: 130 } },
        { prop: 'cake-candles', variant: 'squashed', part: 'candles', x: 440, y: 488, size: 150, count: 8, tall: { x: 424, size: 130 } },
        // A big blob of cream on the tip of his nose, readable on a phone.
        { prop: 'dollop', variant: 'cream', part: 'cream', x: 521, y: 434, size: 30, tall: { x: 489 } },
      ],
    },
    alt: {
      en: 'Under the balloons Charlotte points at the squashed cake on the floor, its candles knocked over. Biscuit sits beside it with cream on his nose, ears down, his leash trailing, looking up at her.',
      ko: '풍선 아래에서 샬럿이 바닥에 뭉개진 케이크를 가리켜요. 초는 다 쓰러졌어요. 코에 크림을 묻힌 비스킷이 목줄을 늘어뜨린 채 귀를 축 내리고 옆에 앉아 샬럿을 올려다봐요.',
    },
  },
  'c6-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 440, y: 320, zoom: 1.4 },
      items: [
        { person: 'mom', x: 540, y: 450, pose: 'stand', arms: 'wipe-eyes', head: 'down', facing: 'three-quarter-left', expression: 'sad', clothes: 'apron' },
        { person: 'leo', x: 400, y: 470, pose: 'wipe-eyes', otherArm: 'wipe-eyes', facing: 'front', expression: 'crying' },
        { prop: 'birthday-cake', variant: 'squashed', part: 'birthday-cake', x: 470, y: 494, size: 130, count: 0 },
        { prop: 'cake-candles', variant: 'squashed', part: 'candles', x: 470, y: 494, size: 130, count: 8 },
      ],
    },
    alt: {
      en: 'Close up: Leo bursts into tears, rubbing his eyes with both fists. Mom looks down at the squashed cake with a hand on her forehead and says nothing.',
      ko: '가까이 보면, 레오가 두 주먹으로 눈을 비비며 울음을 터뜨려요. 엄마는 이마에 손을 얹고 뭉개진 케이크를 말없이 내려다봐요.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 410, y: 320, zoom: 1.35 },
      items: [
        { prop: 'balloons', part: 'balloons', x: 600, y: 300, size: 90, count: 4, tall: { x: 500, size: 70 } },
        { prop: 'table', part: 'living-room-table', x: 230, y: 460, size: 150, tall: { x: 318, size: 100 } },
        { person: 'dad', x: 548, y: 424, pose: 'arm-around', facing: 'three-quarter-left', expression: 'happy', tall: { x: 456, y: 416 } },
        { person: 'mom', x: 492, y: 458, pose: 'stand', facing: 'three-quarter-left', expression: 'surprised', tall: { x: 382, y: 440 }, clothes: 'apron' },
        { person: 'leo', x: 405, y: 488, pose: 'stand', facing: 'three-quarter-left', expression: 'sad', tall: { x: 462, y: 492 } },
        {
          person: 'charlotte',
          x: 300,
          y: 486,
          pose: 'hold-both',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: { prop: 'party-list', part: 'moms-list', label: 'CHARLOTTE’S PARTY', size: 60 },
          tall: { x: 330 },
        },
      ],
    },
    alt: {
      en: 'Charlotte holds Mom’s long list close in front of her, smiling: at the top it says CHARLOTTE’S PARTY. Mom looks up, surprised, with Dad close beside her, and teary Leo peeks up at Charlotte.',
      ko: '샬럿이 맨 위에 ‘샬럿 생일 파티’라고 적힌 엄마의 기다란 쪽지를 두 손으로 꼭 쥐고 방긋 웃어요. 엄마가 깜짝 놀라 고개를 들고, 아빠가 엄마 곁에 바짝 서 있어요. 눈물 젖은 레오가 샬럿을 올려다봐요.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 420, y: 360, zoom: 1.6 },
      items: [
        { prop: 'balloons', part: 'balloons', x: 560, y: 330, size: 70, count: 3 },
        // Leo in front, so Charlotte's arms reach round behind him and her hands show on his back.
        { person: 'charlotte', x: 398, y: 482, tall: { x: 398 }, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'hug' },
        { person: 'leo', x: 450, y: 486, tall: { x: 468 }, pose: 'hug', facing: 'three-quarter-left', expression: 'happy' },
        // Still teary as he starts to smile: the kit has no such face, so tears over his smile.
        { prop: 'face-flush', variant: 'tears', part: 'leos-tears', x: 432, y: 346, size: 46, tall: { x: 450, y: 345 } },
      ],
    },
    alt: {
      en: 'Under the balloons Charlotte kneels down and wraps her arms round Leo. Leo hugs her back, tears still on his cheeks and a small smile starting.',
      ko: '풍선 아래에서 샬럿이 무릎을 꿇고 레오를 두 팔로 꼭 안아 줘요. 레오도 샬럿을 마주 안아요. 볼에는 아직 눈물이 흐르지만 입가에 작은 웃음이 번져요.',
    },
  },
  'c7-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        // The open fridge stands over the kitchen's own fridge on the left, so there is only one.
        { prop: 'fridge', variant: 'open', part: 'open-fridge', x: 92, y: 394, size: 206 },
        { icon: 'glass-of-milk', part: 'milk', x: 114, y: 176, size: 30 },
        { icon: 'butter', part: 'butter', x: 144, y: 242, size: 30 },
        { prop: 'strawberry-bowl', variant: 'few', part: 'strawberries', x: 130, y: 306, size: 46 },
        { prop: 'cupboard', variant: 'open', part: 'pantry', x: 640, y: 440, size: 190 },
        { prop: 'sugar-jar', part: 'sugar', x: 620, y: 286, size: 34 },
        {
          person: 'grandma',
          x: 262,
          y: 470,
          pose: 'hold',
          facing: 'three-quarter-left',
          expression: 'happy',
          holding: { prop: 'eggs', variant: 'carton', part: 'eggs', size: 72 },
          clothes: 'apron',
        },
        {
          person: 'charlotte',
          x: 520,
          y: 488,
          pose: 'hold-chest',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: { prop: 'flour-sack', part: 'flour', size: 74 },
        },
      ],
    },
    alt: {
      en: 'Grandma holds the fridge open and lifts out a carton of eggs; inside are milk, butter and a few strawberries. Charlotte has found a brown paper bag of flour in the open cupboard, where the sugar jar stands, and holds it to her chest.',
      ko: '할머니가 냉장고 문을 열고 달걀 한 판을 꺼내요. 냉장고 안에는 우유, 버터, 남은 딸기 몇 알이 있어요. 샬럿은 설탕 통이 놓인 찬장에서 갈색 밀가루 종이 봉지를 꺼내 가슴에 안아요.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', part: 'kitchen-table', x: 420, y: 476, size: 140 },
        { prop: 'mixing-bowl', variant: 'batter', part: 'mixing-bowl', x: 426, y: 378, size: 80 },
        { prop: 'chair', x: 502, y: 478, size: 56 },
        {
          person: 'leo',
          x: 498,
          y: 450,
          floorY: 478,
          pose: 'crack-egg',
          facing: 'three-quarter-left',
          expression: 'laughing',
          holding: { prop: 'spoon', variant: 'wooden', part: 'wooden-spoon', size: 44 },
          clothes: 'apron',
        },
        { prop: 'dollop', variant: 'flour', part: 'flour', x: 436, y: 312, size: 80, tall: { size: 72 } },
        { person: 'dad', x: 640, y: 462, pose: 'hands-to-face', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 590 } },
        { prop: 'dollop', variant: 'flour', part: 'floury-nose', x: 633, y: 193, size: 16, tall: { x: 583 } },
        {
          person: 'charlotte',
          x: 345,
          y: 476,
          pose: 'crack-egg',
          facing: 'three-quarter-right',
          expression: 'happy',
          clothes: 'apron',
          holding: { prop: 'eggs', variant: 'cracking', part: 'eggs', size: 120 },
        },
      ],
    },
    alt: {
      en: 'Charlotte cracks an egg over the mixing bowl while Leo, standing on a chair, stirs so fast with a wooden spoon that flour flies up in a white cloud. Dad sneezes and laughs, his nose white with flour.',
      ko: '샬럿이 반죽 그릇 위에 달걀을 톡 깨뜨리고, 의자 위에 올라선 레오가 나무 숟가락으로 어찌나 빨리 젓는지 밀가루가 하얗게 피어올라요. 아빠는 코가 밀가루로 하얘진 채 웃으며 재채기를 해요.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      items: [
        { prop: 'sunny-doorway', part: 'front-door', x: 142, y: 398, size: 150 },
        {
          person: 'mina',
          x: 170,
          y: 450,
          pose: 'hold-both',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: { prop: 'present', variant: 'blue', part: 'present', size: 100 },
        },
        { person: 'charlotte', x: 370, y: 484, pose: 'run', arms: 'hug', facing: 'side-left', expression: 'laughing', clothes: 'apron' },
      ],
    },
    alt: {
      en: 'Mina stands at the open front door holding out a present with a big bow. Charlotte runs to her with both arms wide.',
      ko: '미나가 열린 현관문 앞에서 커다란 리본이 달린 선물을 내밀어요. 샬럿이 두 팔을 활짝 벌리고 달려가요.',
    },
  },
  'c8-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      camera: { x: 420, y: 330, zoom: 1.4 },
      items: [
        { prop: 'table', part: 'kitchen-table', x: 420, y: 480, size: 130 },
        // About two-thirds as wide as the big first cake.
        { prop: 'birthday-cake', variant: 'small-crooked', part: 'new-cake', x: 420, y: 389, size: 96, count: 0 },
        { prop: 'strawberry', x: 404, y: 357, size: 13 },
        { prop: 'strawberry', x: 420, y: 355, size: 13 },
        { prop: 'strawberry', x: 436, y: 352, size: 13 },
        {
          person: 'charlotte',
          x: 305,
          y: 480,
          pose: 'point',
          facing: 'three-quarter-right',
          expression: 'proud',
          holding: { prop: 'strawberry', part: 'strawberries', size: 14 },
          clothes: 'apron',
        },
        { person: 'mina', x: 537, y: 480, pose: 'point', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'strawberry', size: 14 } },
      ],
    },
    alt: {
      en: 'Charlotte and Mina set strawberries on top of the new cake on the kitchen table. It is small and leans to one side.',
      ko: '샬럿과 미나가 부엌 식탁 위 새 케이크에 딸기를 올려요. 케이크는 작고 한쪽으로 삐뚤어요.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      items: [
        { person: 'grandma', x: 140, y: 392, pose: 'clap', facing: 'three-quarter-right', expression: 'laughing', tall: { x: 352, y: 360 } },
        { person: 'dad', x: 720, y: 390, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 508, y: 372 } },
        { prop: 'dollop', variant: 'cream', part: 'flour-on-nose', x: 716, y: 156, size: 16, tall: { x: 504, y: 140 } },
        { person: 'mom', x: 610, y: 420, pose: 'clap', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 452, y: 380 } },
        { person: 'mina', x: 505, y: 398, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 466, y: 404 } },
        { person: 'charlotte', x: 400, y: 400, scale: 1.12, pose: 'stand', facing: 'front', expression: 'happy' },
        { person: 'grandpa', x: 270, y: 396, pose: 'hold', facing: 'three-quarter-right', expression: 'proud', tall: { x: 272 } },
        { person: 'leo', x: 590, y: 468, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 522, y: 470 } },
        { prop: 'table', part: 'dining-table', x: 400, y: 496, size: 150 },
        { prop: 'birthday-cake', variant: 'small-crooked-spaced', part: 'new-cake', x: 400, y: 391, size: 140, count: 8, lit: true },
        { prop: 'cake-candles', variant: 'small-crooked-spaced', part: 'candles', x: 400, y: 391, size: 140, count: 8, lit: true },
        // In Grandpa's near hand, its lit tip at the last candle (the kit's cake lights all its candles or none).
        { prop: 'long-match', part: 'match', x: 325, y: 256, size: 60, rotate: 136, tall: { x: 326, y: 254, size: 60 } },
        { animal: 'biscuit', x: 292, y: 496, scale: 1.3, pose: 'sit', facing: 'right', expression: 'happy', tall: { x: 300 } },
      ],
    },
    alt: {
      en: 'That evening everyone stands around the small, crooked cake on the dining table and sings. Grandpa holds a long match in his hand, its flame at the last of the eight little candles, and now all of them are lit. Charlotte’s face glows behind the cake, Mina sings beside her, Dad still has flour on his nose, and Biscuit sits by the table looking up.',
      ko: '저녁이 되자 모두 식탁 위 작고 삐뚤한 케이크 둘레에 서서 노래해요. 할아버지가 손에 든 기다란 성냥으로 작은 초 여덟 개 중 마지막 초에 불을 붙여서, 이제 초가 모두 환히 켜졌어요. 케이크 뒤에서 샬럿의 얼굴이 환히 빛나고, 미나가 옆에서 노래해요. 아빠 코에는 아직 밀가루가 묻어 있고, 비스킷은 식탁 옆에 앉아 케이크를 올려다봐요.',
    },
  },
  'c9-p2': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      items: [
        { light: 'warm', x: 640, y: 150, radius: 260 },
        { person: 'grandma', x: 240, y: 390, pose: 'clap', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'grandpa', x: 320, y: 388, pose: 'clap', facing: 'three-quarter-right', expression: 'proud' },
        { person: 'dad', x: 490, y: 388, pose: 'clap', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'mom', x: 570, y: 392, pose: 'clap', facing: 'three-quarter-left', expression: 'laughing' },
        { prop: 'table', part: 'dining-table', x: 410, y: 462, size: 150 },
        { prop: 'birthday-cake', variant: 'small-crooked-spaced', part: 'new-cake', x: 420, y: 357, size: 130, count: 8, lit: false },
        { prop: 'cake-candles', variant: 'small-crooked-spaced', part: 'candles', x: 420, y: 357, size: 130, count: 8, lit: false },
        { person: 'mina', x: 200, y: 492, pose: 'cheer', facing: 'three-quarter-right', expression: 'laughing' },
        { prop: 'chair', part: 'chair', x: 326, y: 476, size: 106 },
        { person: 'charlotte', x: 332, y: 423, floorY: 476, pose: 'kneel', arms: 'blow', facing: 'side-right', expression: 'blowing' },
        { person: 'leo', x: 560, y: 494, pose: 'jump', arms: 'clap', facing: 'three-quarter-left', expression: 'laughing' },
        { animal: 'biscuit', x: 420, y: 498, pose: 'stand', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Charlotte kneels up on a chair, her puffed cheeks level with the candles, and blows out all eight in one big breath; thin smoke curls up from each. Mom, Dad, Grandma, Grandpa and Leo clap, Mina cheers and Biscuit wags his tail.',
      ko: '샬럿이 의자 위에 무릎을 꿇고 올라앉아 볼을 빵빵하게 부풀리고 초 여덟 개를 한 번에 후 불어 꺼요. 초마다 가느다란 연기가 피어올라요. 엄마, 아빠, 할머니, 할아버지, 레오가 손뼉을 치고, 미나는 환호하고, 비스킷은 꼬리를 흔들어요.',
    },
  },
  'c9-p3': {
    scene: {
      // The same party room, its bunting and balloons still up, now in the evening lamplight.
      background: 'party-room',
      time: 'lamp',
      items: [
        { prop: 'floor-lamp', x: 390, y: 400, size: 90, lit: true },
        { prop: 'table', x: 690, y: 420, size: 110, tall: { x: 548, size: 90 } },
        { prop: 'birthday-cake', variant: 'small-crooked', part: 'new-cake', x: 690, y: 343, size: 70, count: 0, tall: { x: 548, y: 357, size: 56 } },
        { prop: 'cake-slice', x: 650, y: 345, size: 26, tall: { x: 516, y: 359 } },
        { person: 'grandpa', x: 214, y: 408, pose: 'hug', facing: 'three-quarter-right', expression: 'happy', tall: { x: 240 } },
        { person: 'mom', x: 292, y: 412, pose: 'hug', facing: 'three-quarter-right', expression: 'laughing', tall: { x: 305 } },
        { person: 'dad', x: 370, y: 406, pose: 'hug', facing: 'front', expression: 'laughing', tall: { x: 370 } },
        { person: 'grandma', x: 448, y: 410, pose: 'hug', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 435 } },
        { person: 'leo', x: 262, y: 484, pose: 'hug', facing: 'three-quarter-right', expression: 'laughing', tall: { x: 272 } },
        { person: 'mina', x: 410, y: 482, pose: 'hug', facing: 'three-quarter-left', expression: 'happy', tall: { x: 410 } },
        {
          person: 'charlotte',
          x: 336,
          y: 490,
          pose: 'hold',
          facing: 'front',
          expression: 'laughing',
          holding: { prop: 'paint-box', part: 'paint-box', size: 44 },
          tall: { x: 340 },
        },
        { animal: 'biscuit', x: 560, y: 486, pose: 'lie', facing: 'left', expression: 'happy', tall: { x: 478 } },
        { icon: 'bone', part: 'bone', x: 530, y: 478, size: 30, tall: { x: 448 } },
      ],
    },
    alt: {
      en: 'Everyone squeezes into one big hug around Charlotte, who holds her open box of paints from Mina. Biscuit lies on the rug chewing a bone, and the small, crooked cake, a few slices cut, waits on a side table.',
      ko: '모두 한데 모여 미나가 준 물감 상자를 든 샬럿을 꼭 껴안아요. 비스킷은 깔개 위에 엎드려 뼈다귀를 씹고, 몇 조각 잘라 먹은 작고 삐뚤한 케이크가 옆 탁자에 놓여 있어요.',
    },
  },
} satisfies BookPictures;
