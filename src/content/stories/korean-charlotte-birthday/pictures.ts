import type { BookPictures } from '../with-pictures';

/**
 * 샬럿의 아홉 번째 생일, drawn with the kit against its words: 미역국 and 달걀말이 on a low 밥상, Leo's
 * folded paper crown, rain on the picnic, the living-room picnic on a 돗자리, nine candles. Each
 * speaker stands under the spot where their speech bubble is placed on the picture.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [
        { icon: 'spiral-calendar', x: 380, y: 235, size: 60 },
        { prop: 'dotjari', x: 470, y: 420, size: 80 },
        { prop: 'berry-basket', variant: 'empty', x: 400, y: 430, size: 50 },
        { person: 'charlotte', x: 640, y: 322, floorY: 420, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing', arms: 'cheer' },
        { animal: 'biscuit', x: 745, y: 315, floorY: 420, pose: 'jump', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      ko: '해가 쨍쨍한 아침, 샬럿이 침대에 앉아 두 팔을 번쩍 들고 비스킷이 침대로 뛰어올라요. 벽에는 달력이 걸려 있고, 침대 옆에 돗자리와 소풍 바구니가 있어요.',
      en: 'On a sunny morning Charlotte sits up in bed with her arms in the air, and Biscuit leaps onto the bed. A calendar hangs on the wall; a picnic mat and basket wait by the bed.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'dining-room',
      time: 'day',
      items: [
        { person: 'mom', x: 160, y: 430, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'dad', x: 650, y: 430, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'charlotte', x: 380, y: 405, pose: 'sit-floor', facing: 'front', expression: 'laughing', arms: 'hold', wearing: { prop: 'paper-crown', variant: 'worn', size: 62 } },
        { person: 'leo', x: 530, y: 430, pose: 'stand', facing: 'three-quarter-left', expression: 'proud', arms: 'point' },
        { prop: 'bapsang', variant: 'empty', x: 400, y: 478, size: 230 },
        { prop: 'miyeokguk', x: 355, y: 432, size: 62 },
        { prop: 'gyeran-mari', x: 450, y: 432, size: 62 },
        { prop: 'rice-bowl', x: 300, y: 432, size: 34 },
      ],
    },
    alt: {
      ko: '거실 바닥의 동그란 밥상에 미역국과 달걀말이가 차려져 있어요. 엄마와 아빠가 둘러앉아 있고, 샬럿은 레오가 접어 준 삐뚤빼뚤한 색종이 왕관을 쓰고 웃어요.',
      en: 'Seaweed soup and a rolled omelette sit on a low round table on the floor. Mom and Dad sit around it, and Charlotte laughs, wearing the wobbly paper crown Leo folded.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        { icon: 'cloud', x: 110, y: 135, size: 60 },
        { person: 'charlotte', x: 264, y: 478, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'hands-to-face' },
        { person: 'mina', x: 544, y: 478, pose: 'hold-both', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'letter', variant: 'card', size: 64 } },
      ],
    },
    alt: {
      ko: '교실에서 미나가 직접 그린 생일 카드를 내밀고, 샬럿이 기뻐해요. 창밖에는 회색 구름이 몰려와요.',
      en: 'In the classroom Mina holds out a birthday card she drew, and Charlotte is delighted. Grey clouds gather outside the window.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'park',
      time: 'evening',
      weather: 'rain',
      items: [
        { prop: 'rain-cloud', x: 385, y: 290, size: 240 },
        { prop: 'oak-tree', x: 150, y: 420, size: 260 },
        { prop: 'dotjari', x: 230, y: 440, size: 150 },
        { person: 'mom', x: 620, y: 440, pose: 'run', facing: 'side-right', expression: 'worried', arms: 'carry', holding: { prop: 'dotjari', size: 50 } },
        { person: 'leo', x: 440, y: 470, pose: 'run', facing: 'side-right', expression: 'scared', arms: 'carry', holding: { prop: 'present', variant: 'blue', size: 34 } },
        { person: 'charlotte', x: 312, y: 485, pose: 'stand', facing: 'front', expression: 'cross', arms: 'arms-crossed' },
        { person: 'mina', x: 180, y: 490, pose: 'run', facing: 'side-right', expression: 'surprised' },
      ],
    },
    alt: {
      ko: '공원 큰 나무 아래에서 소풍을 하는데 굵은 비가 쏟아져요. 엄마와 레오는 도시락과 돗자리를 들고 달려가고, 샬럿은 팔짱을 끼고 속상한 얼굴로 서 있어요.',
      en: 'Heavy rain pours on the picnic under the big tree. Mom and Leo run with the lunch and the mat, while Charlotte stands with her arms crossed, upset.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'hanok-yard',
      time: 'evening',
      weather: 'rain',
      items: [
        { prop: 'rain-cloud', x: 105, y: 290, size: 240 },
        { person: 'mina', x: 190, y: 335, floorY: 380, pose: 'sit-chair', seat: 'none', facing: 'three-quarter-right', expression: 'sad' },
        { person: 'charlotte', x: 312, y: 335, floorY: 380, pose: 'sit-chair', seat: 'none', facing: 'front', expression: 'sad', arms: 'hold-both' },
        { person: 'leo', x: 430, y: 335, floorY: 380, pose: 'sit-chair', seat: 'none', facing: 'three-quarter-left', expression: 'sleepy' },
        { person: 'mom', x: 640, y: 470, pose: 'hold', facing: 'three-quarter-left', expression: 'worried', holding: { prop: 'umbrella', variant: 'closed', size: 60 } },
        { icon: 'droplet', x: 520, y: 470, size: 22 },
        { icon: 'droplet', x: 100, y: 450, size: 18 },
        { prop: 'dotjari', x: 540, y: 400, size: 70 },
      ],
    },
    alt: {
      ko: '비를 피해 지붕 아래 마루에 앉은 샬럿이 손가락을 꼽으며 비가 그치기를 기다려요. 마당에는 물웅덩이가 생기고, 엄마가 이제 집에 가자고 말해요.',
      en: 'Sheltering under a roof, Charlotte sits counting on her fingers, waiting for the rain to stop. Puddles fill the yard, and Mom says it is time to go home.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'living-room',
      time: 'evening',
      items: [
        { icon: 'droplet', x: 640, y: 170, size: 18 },
        { icon: 'droplet', x: 700, y: 210, size: 16 },
        { person: 'charlotte', x: 575, y: 400, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'surprised' },
        { prop: 'dotjari', x: 420, y: 470, size: 260 },
        { person: 'mom', x: 250, y: 440, pose: 'hold-both', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'present', variant: 'blue', size: 40 } },
        { person: 'mina', x: 688, y: 485, pose: 'kneel', facing: 'three-quarter-left', expression: 'laughing', arms: 'hold-both' },
      ],
    },
    alt: {
      ko: '창가에 앉아 있던 샬럿이 고개를 돌려요. 미나가 거실 한가운데에 돗자리를 쫙 펼치고, 엄마가 웃으며 도시락을 들고 와요.',
      en: 'Charlotte turns from the window. Mina spreads the picnic mat in the middle of the living room, and Mom comes over smiling with the lunch box.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'living-room',
      time: 'evening',
      items: [
        { icon: 'sun', x: 650, y: 180, size: 40 },
        { icon: 'deciduous-tree', x: 700, y: 200, size: 40 },
        { prop: 'umbrella', variant: 'open', x: 560, y: 440, size: 150 },
        { prop: 'dotjari', x: 440, y: 470, size: 280 },
        { person: 'grandma', x: 176, y: 455, pose: 'carry', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'birthday-cake', size: 70, count: 0 } },
        { person: 'grandpa', x: 80, y: 445, pose: 'wave', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'leo', x: 540, y: 455, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'charlotte', x: 392, y: 482, pose: 'wave', facing: 'three-quarter-left', expression: 'laughing' },
        { animal: 'biscuit', x: 640, y: 488, pose: 'walk', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      ko: '거실이 작은 공원이 되었어요. 돗자리 옆에 우산이 파라솔처럼 서 있고, 창문에는 색종이 해와 나무가 붙어 있어요. 할머니가 딸기 케이크를 들고 오시고, 샬럿이 손을 흔들며 맞아요.',
      en: 'The living room has become a little park: an umbrella stands by the mat like a sunshade, with paper suns and trees on the window. Grandma arrives with a strawberry cake, and Charlotte waves them in.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'living-room',
      time: 'night',
      items: [
        { prop: 'dotjari', x: 400, y: 470, size: 300 },
        { person: 'grandma', x: 150, y: 440, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'dad', x: 650, y: 440, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'mina', x: 560, y: 448, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'charlotte', x: 400, y: 440, pose: 'sit-floor', facing: 'front', expression: 'asleep', arms: 'hands-to-face', wearing: { prop: 'paper-crown', variant: 'worn', size: 60 } },
        { prop: 'birthday-cake', x: 400, y: 478, size: 110, count: 9, lit: true },
        { person: 'leo', x: 280, y: 480, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing' },
        { icon: 'musical-notes', x: 520, y: 300, size: 44 },
      ],
    },
    alt: {
      ko: '불을 끈 거실, 돗자리 위 딸기 케이크에서 촛불 아홉 개가 반짝여요. 모두 노래를 부르고, 왕관을 쓴 샬럿이 두 손을 모으고 눈을 감은 채 소원을 빌어요.',
      en: 'In the dark living room nine candles glow on the strawberry cake on the mat. Everyone sings, and Charlotte, in her crown, closes her eyes with her hands together to make a wish.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'bedroom',
      time: 'night',
      items: [
        { prop: 'dotjari', x: 470, y: 430, size: 70 },
        { animal: 'biscuit', x: 470, y: 422, pose: 'sleep', facing: 'right', expression: 'asleep' },
        { person: 'mom', x: 512, y: 440, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both' },
        { person: 'charlotte', x: 660, y: 300, floorY: 420, pose: 'lie', facing: 'side-left', expression: 'happy' },
        { prop: 'paper-crown', variant: 'alone', x: 590, y: 300, size: 40 },
        { light: 'warm', x: 518, y: 280, radius: 130 },
      ],
    },
    alt: {
      ko: '별이 뜬 밤, 샬럿이 침대에 누워 있고 베개 옆에 색종이 왕관이 놓여 있어요. 엄마가 이불을 덮어 주고, 비스킷은 돌돌 만 돗자리 위에서 새근새근 자요.',
      en: 'On a starry night Charlotte lies in bed with her paper crown by the pillow. Mom tucks her in, and Biscuit sleeps on the rolled-up picnic mat.',
    },
  },
} satisfies BookPictures;
