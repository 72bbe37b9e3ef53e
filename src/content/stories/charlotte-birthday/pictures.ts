import type { BookPictures } from '../with-pictures';

/**
 * Charlotte turns eight: every picture drawn with the kit against its words. Eight candles wherever
 * candles show; the cake whole (c4, c5), squashed on the floor (c5-p3 to c6), then small and crooked.
 * Tables are 190 wide, so their tops (where cakes and bowls rest) are 133 above their feet.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [{ person: 'charlotte', x: 690, y: 322, floorY: 420, pose: 'sit-floor', facing: 'front', expression: 'laughing', arms: 'cheer' }],
    },
    alt: {
      en: 'Charlotte sits up in bed in the morning sun and throws her arms up, smiling.',
      ko: '아침 햇살이 드는 방에서 샬럿이 침대에 앉아 두 팔을 번쩍 들고 웃어요.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'bedroom',
      time: 'day',
      camera: { x: 660, y: 260, zoom: 1.8 },
      items: [
        { person: 'charlotte', x: 650, y: 322, floorY: 420, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing', arms: 'hold-both' },
        { animal: 'biscuit', x: 740, y: 315, floorY: 420, pose: 'jump', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Biscuit the puppy jumps up on the bed to lick Charlotte’s nose, and she laughs.',
      ko: '강아지 비스킷이 침대로 뛰어올라 샬럿의 코를 핥자 샬럿이 깔깔 웃어요.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      items: [
        { person: 'charlotte', x: 470, y: 470, pose: 'run', facing: 'side-left', expression: 'laughing' },
        { animal: 'biscuit', x: 630, y: 480, pose: 'run', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Charlotte hurries away from the stairs with Biscuit close behind her.',
      ko: '샬럿이 계단을 내려와 서둘러 달려가고, 비스킷이 바로 뒤를 따라와요.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { person: 'dad', x: 320, y: 440, pose: 'hold', facing: 'three-quarter-left', expression: 'neutral', holding: { prop: 'cookie-plate', size: 60 } },
        { person: 'mom', x: 560, y: 445, pose: 'hold-both', facing: 'front', expression: 'thinking', holding: { prop: 'letter', variant: 'card', size: 60 } },
        { person: 'charlotte', x: 150, y: 485, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'In the kitchen Dad holds a plate of toast and Mom reads a long list. Charlotte waits, smiling.',
      ko: '부엌에서 아빠는 토스트 접시를 들고 있고, 엄마는 긴 목록을 읽어요. 샬럿은 웃으며 기다려요.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 450, y: 470, size: 190 },
        { icon: 'bowl-with-spoon', x: 480, y: 318, size: 44 },
        { person: 'leo', x: 540, y: 470, pose: 'sit-chair', facing: 'three-quarter-left', expression: 'laughing', arms: 'hold' },
        { person: 'charlotte', x: 250, y: 485, pose: 'stand', facing: 'three-quarter-right', expression: 'thinking' },
      ],
    },
    alt: {
      en: 'Leo sits at the table with a bowl of cereal, giggling with his cheeks full. Charlotte watches him, puzzled.',
      ko: '레오가 식탁에 앉아 시리얼을 입에 가득 물고 킥킥 웃어요. 샬럿은 고개를 갸웃하며 레오를 봐요.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      camera: { x: 330, y: 320, zoom: 1.8 },
      items: [{ person: 'charlotte', x: 330, y: 470, pose: 'stand', facing: 'front', expression: 'sad' }],
    },
    alt: {
      en: 'Close up: Charlotte stands alone in the kitchen, looking sad.',
      ko: '가까이 보면, 샬럿이 부엌에 혼자 서서 시무룩한 얼굴을 하고 있어요.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      items: [
        { prop: 'door', variant: 'open', x: 640, y: 420, size: 200 },
        { person: 'grandma', x: 590, y: 455, pose: 'wave', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'grandpa', x: 690, y: 468, pose: 'hold', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'ball', size: 40 } },
        { person: 'charlotte', x: 360, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised' },
        { animal: 'biscuit', x: 230, y: 486, pose: 'stand', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Grandma waves and Grandpa holds up a ball at the open front door. Charlotte and Biscuit look up in surprise.',
      ko: '열린 현관문 앞에서 할머니는 손을 흔들고 할아버지는 공을 들고 있어요. 샬럿과 비스킷이 깜짝 놀라 쳐다봐요.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'park',
      time: 'day',
      items: [
        { prop: 'ball', x: 720, y: 400, size: 30 },
        { person: 'grandpa', x: 500, y: 465, pose: 'point', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'charlotte', x: 330, y: 482, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', arms: 'hands-to-face' },
        { animal: 'biscuit', x: 160, y: 470, pose: 'jump', facing: 'left', expression: 'happy' },
        { icon: 'butterfly', x: 90, y: 350, size: 44 },
      ],
    },
    alt: {
      en: 'In the park Grandpa points at the ball far away, but Biscuit jumps the other way after a butterfly. Charlotte laughs.',
      ko: '공원에서 할아버지가 멀리 떨어진 공을 가리키는데, 비스킷은 반대쪽으로 나비를 쫓아 뛰어올라요. 샬럿이 웃음을 터뜨려요.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'park',
      time: 'day',
      camera: { x: 420, y: 330, zoom: 1.3 },
      items: [
        { prop: 'oak-tree', x: 290, y: 440, size: 300 },
        { person: 'grandpa', x: 480, y: 470, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'charlotte', x: 370, y: 482, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'sad' },
        { animal: 'biscuit', x: 580, y: 488, pose: 'lie', facing: 'left', expression: 'neutral' },
      ],
    },
    alt: {
      en: 'Charlotte and Grandpa sit under a big tree. Charlotte looks sad; Grandpa smiles at her.',
      ko: '샬럿과 할아버지가 큰 나무 아래 앉아 있어요. 샬럿은 풀이 죽었고, 할아버지는 빙긋 웃어요.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 420, y: 480, size: 190 },
        { prop: 'birthday-cake', x: 405, y: 347, size: 100, count: 0 },
        { prop: 'mixing-bowl', variant: 'batter', x: 480, y: 347, size: 50 },
        { icon: 'strawberry', x: 345, y: 333, size: 28 },
        { person: 'mom', x: 240, y: 470, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'whisk', size: 40 } },
        { person: 'grandma', x: 610, y: 470, pose: 'hold', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'mixing-bowl', variant: 'batter', size: 44 } },
      ],
    },
    alt: {
      en: 'Mom and Grandma bake a big strawberry cake together in the kitchen.',
      ko: '엄마와 할머니가 부엌에서 함께 커다란 딸기 케이크를 만들어요.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloons', x: 230, y: 330, size: 120, count: 4 },
        { person: 'dad', x: 450, y: 470, pose: 'blow', facing: 'three-quarter-left', expression: 'blowing' },
        { icon: 'balloon', x: 385, y: 205, size: 54 },
        { person: 'leo', x: 620, y: 485, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'Dad blows up one balloon after another, his cheeks red. Leo laughs at him.',
      ko: '아빠가 볼이 빨개지도록 풍선을 하나씩 불어요. 레오가 그 모습을 보고 깔깔 웃어요.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloons', x: 120, y: 330, size: 110, count: 3 },
        { person: 'grandma', x: 250, y: 455, pose: 'stand', facing: 'three-quarter-right', expression: 'proud' },
        { prop: 'table', x: 400, y: 470, size: 190 },
        { prop: 'birthday-cake', x: 400, y: 337, size: 110, count: 8, lit: false },
        { person: 'dad', x: 570, y: 460, pose: 'point', facing: 'three-quarter-left', expression: 'thinking' },
        { person: 'leo', x: 680, y: 488, pose: 'stand', facing: 'three-quarter-left', expression: 'surprised', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'A big strawberry cake with eight candles sits on the party table. Dad whispers the plan; Grandma and Leo listen.',
      ko: '파티 식탁에 초 여덟 개가 꽂힌 커다란 딸기 케이크가 놓여 있어요. 아빠가 작전을 속삭이고, 할머니와 레오가 귀를 기울여요.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'park',
      time: 'day',
      items: [
        { person: 'grandpa', x: 190, y: 455, pose: 'reach-up', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'charlotte', x: 370, y: 478, pose: 'run', facing: 'side-right', expression: 'surprised' },
        { animal: 'biscuit', x: 660, y: 482, pose: 'run', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      en: 'Biscuit runs out of the park towards home. Charlotte runs after him and Grandpa calls out.',
      ko: '비스킷이 공원을 빠져나가 집 쪽으로 달려가요. 샬럿이 뒤쫓아 뛰고, 할아버지가 놀라서 불러요.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloons', x: 660, y: 320, size: 110, count: 3 },
        { prop: 'table', x: 470, y: 470, size: 190 },
        { prop: 'birthday-cake', x: 470, y: 337, size: 110, count: 8, lit: false },
        { animal: 'biscuit', x: 230, y: 482, pose: 'run', facing: 'right', expression: 'surprised' },
      ],
    },
    alt: {
      en: 'Biscuit zooms into the party room, where the balloons and the cake with eight candles are waiting.',
      ko: '비스킷이 파티 방으로 쌩 달려 들어와요. 풍선과 초 여덟 개가 꽂힌 케이크가 기다리고 있어요.',
    },
  },
  'c5-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'table', x: 520, y: 445, size: 190 },
        { prop: 'birthday-cake', variant: 'squashed', x: 380, y: 485, size: 150, count: 8 },
        { animal: 'biscuit', x: 240, y: 482, pose: 'sit', facing: 'right', expression: 'scared' },
        { person: 'mom', x: 690, y: 472, pose: 'stand', facing: 'three-quarter-left', expression: 'scared', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'The cake lies squashed upside down on the floor, its candles knocked over. Biscuit sits beside it, and Mom gasps.',
      ko: '케이크가 바닥에 엎어져 납작하게 뭉개지고 초도 다 쓰러졌어요. 비스킷이 옆에 앉아 있고, 엄마는 깜짝 놀라 입을 막아요.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloons', x: 440, y: 280, size: 110, count: 4 },
        { person: 'grandma', x: 350, y: 425, pose: 'cheer', facing: 'three-quarter-right', expression: 'worried' },
        { person: 'dad', x: 470, y: 428, pose: 'cheer', facing: 'front', expression: 'worried' },
        { person: 'mom', x: 590, y: 432, pose: 'cheer', facing: 'three-quarter-left', expression: 'sad' },
        { person: 'leo', x: 500, y: 488, pose: 'stand', facing: 'front', expression: 'sad' },
        { person: 'grandpa', x: 80, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'worried' },
        { person: 'charlotte', x: 190, y: 488, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised' },
      ],
    },
    alt: {
      en: 'Charlotte and Grandpa come in. The family lifts their arms to shout “Surprise”, but their faces are worried.',
      ko: '샬럿과 할아버지가 들어오자 가족들이 팔을 들고 “서프라이즈” 하고 외치지만, 얼굴에는 걱정이 가득해요.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 400, y: 350, zoom: 1.5 },
      items: [
        { prop: 'birthday-cake', variant: 'squashed', x: 440, y: 486, size: 150, count: 8 },
        { animal: 'biscuit', x: 570, y: 486, pose: 'sit', facing: 'left', expression: 'sad' },
        { icon: 'droplet', x: 603, y: 418, size: 16 },
        { person: 'charlotte', x: 280, y: 484, pose: 'point', facing: 'three-quarter-right', expression: 'surprised' },
      ],
    },
    alt: {
      en: 'Charlotte points at the squashed cake on the floor. Biscuit sits beside it with cream on his nose, looking sorry.',
      ko: '샬럿이 바닥에 뭉개진 케이크를 가리켜요. 코에 크림을 묻힌 비스킷이 미안한 얼굴로 옆에 앉아 있어요.',
    },
  },
  'c6-p3': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 450, y: 300, zoom: 1.6 },
      items: [
        { person: 'mom', x: 530, y: 460, pose: 'stand', facing: 'three-quarter-left', expression: 'sad', arms: 'arms-crossed' },
        { person: 'leo', x: 410, y: 482, pose: 'stand', facing: 'front', expression: 'crying', arms: 'hands-to-face' },
      ],
    },
    alt: {
      en: 'Close up: Leo cries with his hands on his face, and Mom looks sad beside him.',
      ko: '가까이 보면, 레오는 얼굴을 감싸고 엉엉 울고 엄마도 그 옆에서 슬픈 얼굴을 하고 있어요.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'party-room',
      time: 'day',
      items: [
        { prop: 'balloons', x: 250, y: 300, size: 120, count: 4 },
        { prop: 'balloons', x: 400, y: 270, size: 100, count: 3 },
        { person: 'mom', x: 550, y: 445, pose: 'stand', facing: 'three-quarter-left', expression: 'sad' },
        { person: 'dad', x: 670, y: 448, pose: 'stand', facing: 'three-quarter-left', expression: 'worried' },
        { person: 'charlotte', x: 370, y: 488, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both' },
      ],
    },
    alt: {
      en: 'Charlotte looks at the balloons and smiles warmly: her family remembered after all. Mom and Dad still look unhappy.',
      ko: '샬럿이 풍선을 바라보며 따뜻하게 웃어요. 가족은 생일을 잊지 않았던 거예요. 엄마와 아빠는 아직 속상한 얼굴이에요.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'party-room',
      time: 'day',
      camera: { x: 400, y: 360, zoom: 1.6 },
      items: [
        { person: 'charlotte', x: 370, y: 482, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'hug' },
        { person: 'leo', x: 440, y: 484, pose: 'hug', facing: 'three-quarter-left', expression: 'sad' },
      ],
    },
    alt: {
      en: 'Charlotte kneels down and gives Leo a big hug.',
      ko: '샬럿이 무릎을 꿇고 레오를 꼭 안아 줘요.',
    },
  },
  'c7-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 470, y: 480, size: 190 },
        { prop: 'eggs', x: 420, y: 347, size: 44 },
        { prop: 'flour-bag', x: 475, y: 347, size: 44 },
        { prop: 'sugar-jar', x: 525, y: 347, size: 36 },
        { icon: 'glass-of-milk', x: 382, y: 330, size: 32 },
        { icon: 'strawberry', x: 560, y: 336, size: 26 },
        { person: 'grandma', x: 200, y: 455, pose: 'hold-both', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'eggs', size: 40 } },
        { person: 'charlotte', x: 660, y: 488, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
      ],
    },
    alt: {
      en: 'Grandma brings eggs from the fridge. On the table are eggs, flour, sugar, milk and strawberries.',
      ko: '할머니가 냉장고에서 달걀을 꺼내 와요. 식탁 위에 달걀, 밀가루, 설탕, 우유, 딸기가 놓여 있어요.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'kitchen',
      time: 'day',
      items: [
        { prop: 'table', x: 420, y: 480, size: 190 },
        { prop: 'flour-bag', x: 480, y: 347, size: 44 },
        { person: 'dad', x: 650, y: 462, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', arms: 'hands-to-face' },
        { person: 'charlotte', x: 220, y: 485, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'eggs', size: 34 } },
        { person: 'leo', x: 400, y: 490, pose: 'hold-both', facing: 'front', expression: 'laughing', holding: { prop: 'mixing-bowl', variant: 'flour', size: 56 } },
        { icon: 'cloud', x: 470, y: 372, size: 40 },
        { icon: 'cloud', x: 515, y: 330, size: 30 },
      ],
    },
    alt: {
      en: 'Charlotte cracks eggs while Leo stirs so fast that flour flies up in clouds. Dad laughs with flour on his face.',
      ko: '샬럿은 달걀을 깨고, 레오가 너무 빨리 저어서 밀가루가 구름처럼 날려요. 얼굴에 밀가루가 묻은 아빠가 웃어요.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'hallway-stairs',
      time: 'day',
      items: [
        { prop: 'door', variant: 'open', x: 620, y: 420, size: 200 },
        { person: 'mina', x: 620, y: 462, pose: 'hold-both', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'present', variant: 'yellow', size: 54 } },
        { person: 'charlotte', x: 390, y: 485, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'cheer' },
      ],
    },
    alt: {
      en: 'Mina stands at the door holding a present. Charlotte throws up her arms, happy to see her best friend.',
      ko: '미나가 선물을 들고 현관에 서 있어요. 샬럿이 단짝 친구를 보고 두 팔을 번쩍 들어요.',
    },
  },
  'c8-p3': {
    scene: {
      background: 'kitchen',
      time: 'day',
      camera: { x: 420, y: 330, zoom: 1.4 },
      items: [
        { prop: 'table', x: 420, y: 480, size: 190 },
        { prop: 'birthday-cake', variant: 'small-crooked', x: 420, y: 347, size: 90, count: 0 },
        { person: 'charlotte', x: 300, y: 478, pose: 'hold', facing: 'three-quarter-right', expression: 'proud' },
        { person: 'mina', x: 545, y: 478, pose: 'hold', facing: 'three-quarter-left', expression: 'laughing' },
        { icon: 'strawberry', x: 352, y: 352, size: 22 },
        { icon: 'strawberry', x: 490, y: 352, size: 22 },
      ],
    },
    alt: {
      en: 'Charlotte and Mina put strawberries on a small cake that leans to one side.',
      ko: '샬럿과 미나가 한쪽으로 기울어진 작은 케이크 위에 딸기를 올려요.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      items: [
        { person: 'grandma', x: 210, y: 400, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'mom', x: 540, y: 392, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'dad', x: 650, y: 400, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
        { prop: 'table', x: 400, y: 470, size: 190 },
        { prop: 'birthday-cake', variant: 'small-crooked', x: 400, y: 337, size: 100, count: 8, lit: true },
        { person: 'grandpa', x: 290, y: 468, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'candle', size: 12, lit: true } },
        { person: 'charlotte', x: 480, y: 490, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'leo', x: 650, y: 495, pose: 'cheer', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'mina', x: 130, y: 495, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing' },
      ],
    },
    alt: {
      en: 'In the evening the whole family sings around the small cake. Grandpa has lit its eight candles.',
      ko: '저녁이 되자 온 가족이 작은 케이크를 둘러싸고 노래를 불러요. 할아버지가 초 여덟 개에 불을 붙였어요.',
    },
  },
  'c9-p2': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      camera: { x: 400, y: 330, zoom: 1.5 },
      items: [
        { light: 'warm', x: 640, y: 150, radius: 260 },
        { prop: 'table', x: 410, y: 470, size: 190 },
        { prop: 'birthday-cake', variant: 'small-crooked', x: 420, y: 337, size: 100, count: 8, lit: false },
        { person: 'charlotte', x: 305, y: 490, pose: 'blow', facing: 'three-quarter-right', expression: 'blowing' },
        { person: 'mom', x: 560, y: 470, pose: 'cheer', facing: 'three-quarter-left', expression: 'laughing' },
      ],
    },
    alt: {
      en: 'Charlotte blows out all eight candles in one breath; thin smoke curls up. Mom cheers.',
      ko: '샬럿이 한 번에 초 여덟 개를 모두 불어 꺼요. 가느다란 연기가 피어오르고, 엄마가 환호해요.',
    },
  },
  'c9-p3': {
    scene: {
      background: 'living-room',
      time: 'lamp',
      items: [
        { prop: 'floor-lamp', x: 730, y: 410, size: 90, lit: true },
        { person: 'grandma', x: 480, y: 455, pose: 'hug', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'charlotte', x: 420, y: 472, pose: 'hug', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'mina', x: 240, y: 475, pose: 'hold-both', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'crayons', size: 50 } },
        { animal: 'biscuit', x: 620, y: 488, pose: 'lie', facing: 'left', expression: 'happy' },
        { icon: 'bone', x: 668, y: 480, size: 30 },
      ],
    },
    alt: {
      en: 'Charlotte hugs Grandma. Mina holds out a box of paints, and Biscuit chews a bone on the rug.',
      ko: '샬럿이 할머니를 꼭 안아요. 미나가 물감 상자를 내밀고, 비스킷은 깔개 위에서 뼈다귀를 씹어요.',
    },
  },
} satisfies BookPictures;
