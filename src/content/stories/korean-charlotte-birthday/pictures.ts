import type { BookPictures } from '../with-pictures';

/**
 * 샬럿의 아홉 번째 생일, drawn with the kit from each panel's shot list: the lettered calendar and the
 * packed picnic, 미역국 on a low round 밥상 in the same living room as the later picnic and Leo's crooked
 * yellow 색종이 crown, Mina's crayon card by the classroom door under gathering clouds, the rain on the
 * picnic and the park's 정자, the living-room picnic on a 돗자리 under Dad's umbrella with the rain seen
 * through the window (window-weather), nine candles on the strawberry cake, and bedtime. Each thing the
 * shot list names is a named part.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'bedroom',
      time: 'day',
      items: [
        { icon: 'sun', x: 196, y: 122, size: 40 },
        { prop: 'window', variant: 'sunny', part: 'sunny-window', x: 730, y: 188, size: 92 },
        { prop: 'wall-calendar', part: 'calendar', label: '미나랑 공원 소풍!', x: 392, y: 318, size: 118 },
        { prop: 'picnic-basket', variant: 'closed', part: 'picnic-basket', x: 462, y: 440, size: 70 },
        { prop: 'dotjari', variant: 'rolled', part: 'picnic-mat', x: 548, y: 452, size: 100 },
        { person: 'charlotte', x: 640, y: 322, floorY: 420, pose: 'sit-floor', facing: 'front', expression: 'laughing', arms: 'cheer', clothes: 'pajamas' },
        { animal: 'biscuit', x: 735, y: 312, floorY: 420, pose: 'jump', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      ko: '해가 쨍쨍한 아침, 잠옷 차림의 샬럿이 침대에 앉아 두 팔을 번쩍 들고 웃고, 비스킷이 침대로 폴짝 뛰어올라요. 벽에 걸린 달력에는 오늘 날짜에 빨간 동그라미가 있고 ‘미나랑 공원 소풍!’이라고 쓰여 있어요. 침대 옆에 돌돌 만 돗자리와 소풍 바구니가 있고, 침대 위 창문으로 햇살이 쏟아져 들어와요.',
      en: 'On a sunny morning Charlotte, in her pajamas, sits up in bed with her arms in the air as Biscuit jumps onto the bed. On the calendar, today is circled in red, with “Picnic in the park with Mina!” written in Korean underneath; her rolled-up picnic mat and packed basket wait by the bed, and sunshine pours in through the window above it.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      items: [
        { person: 'charlotte', x: 372, y: 410, pose: 'sit-floor', facing: 'front', expression: 'laughing', arms: 'reach-up', wearing: { prop: 'paper-crown', variant: 'yellow-worn', part: 'paper-crown', size: 66 } },
        { person: 'leo', x: 482, y: 412, pose: 'stand', facing: 'three-quarter-left', expression: 'proud', arms: 'point' },
        { prop: 'bapsang', variant: 'round', part: 'bapsang', x: 400, y: 470, size: 270 },
        { prop: 'miyeokguk', part: 'miyeokguk', x: 336, y: 394, size: 66 },
        { prop: 'steam', x: 336, y: 372, size: 28 },
        { prop: 'rice-bowl', part: 'rice-bowl', x: 276, y: 400, size: 44 },
        { prop: 'gyeran-mari', x: 430, y: 398, size: 56 },
        { person: 'mom', x: 200, y: 462, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'dad', x: 610, y: 462, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'laughing' },
      ],
    },
    alt: {
      ko: '거실 바닥에 놓인 낮고 둥근 밥상에 미역국이 김을 모락모락 내고, 흰 쌀밥 한 그릇과 달걀말이가 놓여 있어요. 엄마와 아빠가 밥상에 둘러앉아 웃고, 밥상 뒤에 앉은 샬럿이 두 손을 올려 노란 색종이 왕관을 써요. 옆에 선 레오가 자기가 접은 왕관을 가리켜요. 뾰족뾰족한 끝이 조금 삐뚤빼뚤해요.',
      en: 'Seaweed soup steams on a low round table on the living-room floor, beside a bowl of white rice and rolled omelette. Mom and Dad sit on the floor around it smiling, and Charlotte, sitting behind the table, raises both hands to the yellow paper crown on her head. Leo stands beside her, pointing proudly at the crown he folded; its points are a little crooked.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        { prop: 'window-weather', variant: 'cloudy-tall', x: 105, y: 246, size: 122, part: 'cloudy-window' },
        { prop: 'door', variant: 'open', part: 'classroom-door', x: 712, y: 386, size: 104, tall: { x: 378 } },
        { prop: 'backpack', x: 412, y: 392, size: 42, tall: { x: 112 } },
        { prop: 'backpack', x: 584, y: 392, size: 42, flip: true, tall: { x: 226 } },
        { person: 'charlotte', x: 428, y: 475, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'hands-to-face', backpack: true, tall: { x: 166, y: 475 } },
        { person: 'mina', x: 566, y: 475, pose: 'stand', facing: 'three-quarter-left', expression: 'happy', arms: 'hold-both', backpack: true, tall: { x: 282, y: 475 } },
        { prop: 'birthday-card', variant: 'open', part: 'birthday-card', label: '생일 축하해, 샬럿!', x: 566, y: 420, size: 112, tall: { x: 282 } },
      ],
    },
    alt: {
      ko: '열린 교실 문 앞에서 미나가 직접 그린 생일 카드를 두 손으로 내밀고, 샬럿이 두 손을 볼에 대고 기뻐해요. 카드에는 해님 아래 돗자리에서 둘이 김밥을 먹는 크레용 그림이 있고, 위에는 ‘생일 축하해, 샬럿!’이라는 글씨가 있어요. 창밖에는 회색 구름이 몰려와요.',
      en: 'By the open classroom door, Mina holds out the birthday card she drew with both hands, and Charlotte presses her hands to her cheeks. The crayon drawing shows the two of them eating kimbap on a picnic mat under a sunny sky, with “Happy birthday, Charlotte!” written across the top in Korean. Outside the window, gray clouds are gathering.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'park',
      time: 'day',
      weather: 'rain',
      items: [
        { prop: 'overcast-sky', x: 400, y: 500, size: 800 },
        { prop: 'jeongja', variant: 'dry', part: 'jeongja', x: 612, y: 364, size: 116, tall: { x: 520, size: 100 } },
        { prop: 'oak-tree', part: 'oak-tree', x: 196, y: 436, size: 170, tall: { x: 222, size: 150 } },
        { prop: 'umbrella', variant: 'closed', part: 'umbrella', x: 232, y: 352, size: 104, rotate: -16, tall: { x: 226, y: 344, size: 92 } },
        { person: 'mom', x: 258, y: 452, pose: 'stand', facing: 'front', expression: 'worried', arms: 'hold-both', holding: { prop: 'dotjari', variant: 'bundled', part: 'picnic-mat', size: 84 }, tall: { x: 244, y: 446, scale: 0.86 } },
        { person: 'charlotte', x: 360, y: 488, pose: 'stand', facing: 'front', expression: 'cross', tall: { x: 328, y: 488, scale: 0.86 } },
        { person: 'mina', x: 458, y: 466, pose: 'run', facing: 'side-right', expression: 'surprised', arms: 'hold', tall: { x: 414, y: 466, scale: 0.86 } },
        { prop: 'picnic-basket', variant: 'open', part: 'picnic-basket', x: 510, y: 412, size: 56, tall: { x: 458, y: 420, size: 48 } },
        { person: 'leo', x: 552, y: 484, pose: 'run', facing: 'side-right', expression: 'scared', arms: 'hug', holding: { prop: 'kimbap-box', variant: 'open', part: 'kimbap-box', size: 52 }, tall: { x: 512, y: 490, scale: 0.86 } },
      ],
    },
    alt: {
      ko: '공원 큰 나무 아래로 굵은 비가 쏟아지고 하늘은 잿빛이에요. 엄마가 빗방울이 떨어진 돗자리를 두 팔로 끌어안고, 등 뒤로 접은 큰 우산이 삐죽 나와 있어요. 레오는 뚜껑 열린 김밥 도시락을 들고, 미나는 뚜껑이 펄럭이는 바구니를 들고 기와지붕 정자 쪽으로 뛰어가요. 샬럿은 주먹을 꼭 쥐고 잔뜩 화난 얼굴로 비를 맞으며 서 있어요.',
      en: 'Fat raindrops pour from a gray sky under the big tree in the park. Mom gathers the rain-spotted picnic mat in her arms, a big folded umbrella sticking up behind her. Leo with the open kimbap box and Mina with the basket, its lid flapping, run toward the little wooden shelter with its tiled roof. Charlotte stands in the rain with her fists clenched, upset.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'park',
      time: 'day',
      weather: 'rain',
      items: [
        { prop: 'overcast-sky', x: 400, y: 500, size: 800 },
        { prop: 'jeongja', variant: 'rain', part: 'jeongja', x: 380, y: 445, size: 290 },
        { person: 'mina', x: 290, y: 378, floorY: 445, pose: 'sit-floor', facing: 'front', expression: 'sad', arms: 'wave' },
        { person: 'charlotte', x: 366, y: 378, floorY: 445, pose: 'sit-floor', facing: 'front', expression: 'worried', arms: 'wave' },
        { person: 'leo', x: 464, y: 378, floorY: 445, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'sad', arms: 'hug', holding: { prop: 'kimbap-box', variant: 'closed', part: 'kimbap-box', size: 46 } },
        { prop: 'dotjari', variant: 'soaked', part: 'picnic-mat', x: 510, y: 386, size: 50 },
        { prop: 'puddles', part: 'puddles', x: 420, y: 495, size: 220, count: 5 },
        { person: 'mom', x: 596, y: 476, pose: 'stand', facing: 'front', expression: 'neutral', arms: 'reach-up', holding: { prop: 'big-umbrella', part: 'umbrella', size: 104 }, tall: { x: 556, y: 470, scale: 0.88 } },
      ],
    },
    alt: {
      ko: '비가 쏟아지는 공원 정자 마루에 샬럿과 미나가 나란히 앉아 한 손씩 들고 손가락을 펴며 숫자를 세요. 기와지붕 끝에서 빗물이 줄줄 흘러내려요. 레오는 뚜껑 닫힌 도시락을 끌어안고 있고, 흠뻑 젖은 돗자리가 마루에 뭉쳐 있어요. 공원 길에 물웅덩이가 생기고, 정자 지붕 밖 계단 옆에 선 엄마가 큰 우산을 펴서 두 손으로 높이 들어요.',
      en: "In the park's open wooden pavilion, Charlotte and Mina sit side by side on the floor, each holding up a hand to count on her fingers, while rain pours off the tiled roof. Leo hugs the closed lunch box, and the soaking-wet picnic mat lies in a dark, dripping heap beside him. Puddles spread across the park path as Mom, by the steps outside the roof, opens her big umbrella and holds it up high.",
    },
  },
  'c6-p1': {
    scene: {
      background: 'living-room',
      time: 'day',
      camera: { x: 540, y: 290, zoom: 1.25 },
      items: [
        { prop: 'window-weather', variant: 'rain', x: 650, y: 226, size: 156 },
        { prop: 'window-seat', x: 650, y: 410, size: 220 },
        { prop: 'dotjari', variant: 'rolled', part: 'picnic-mat', x: 430, y: 470, size: 110 },
        { person: 'charlotte', x: 700, y: 344, floorY: 410, pose: 'kneel', facing: 'three-quarter-left', expression: 'surprised', arms: 'hold' },
        { prop: 'birthday-card', variant: 'open', part: 'birthday-card', label: '생일 축하해, 샬럿!', x: 650, y: 330, size: 96 },
        { person: 'mina', x: 580, y: 344, floorY: 410, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', arms: 'point' },
      ],
    },
    alt: {
      ko: '창밖에 비가 주룩주룩 내리는 거실, 창가 의자에 샬럿이 무릎을 꿇고 앉아 미나의 생일 카드 가장자리를 잡고 눈을 동그랗게 떠요. 카드 위에는 ‘생일 축하해, 샬럿!’이라고 쓰여 있어요. 옆에 무릎을 꿇은 미나가 카드 속 돗자리를 손가락으로 톡톡 짚어요. 거실 바닥에는 아직 덜 마른 돗자리가 돌돌 말려 있어요.',
      en: "In the living room, with rain streaming down the window, Charlotte kneels on the window seat holding Mina's birthday card by its edge, her eyes wide with a new idea; across its top it says “Happy birthday, Charlotte!” in Korean. Mina kneels beside her and points to the picnic mat in the picture. The still-damp mat lies rolled up on the floor.",
    },
  },
  'c7-p1': {
    scene: {
      background: 'living-room',
      time: 'evening',
      items: [
        { light: 'warm', x: 396, y: 140, radius: 80 },
        { prop: 'window-weather', variant: 'rain', x: 650, y: 226, size: 156, tall: { x: 691, size: 156 } },
        { prop: 'paper-cutout', variant: 'trees', part: 'paper-trees', x: 706, y: 222, size: 56, tall: { x: 726, y: 222, size: 42 } },
        { prop: 'paper-cutout', variant: 'sun', part: 'paper-sun', x: 632, y: 238, size: 42, tall: { x: 662, y: 246, size: 42 } },
        { prop: 'window-seat', x: 650, y: 408, size: 190, tall: { x: 650, size: 170 } },
        { prop: 'dotjari', part: 'picnic-mat', x: 440, y: 484, size: 340, tall: { x: 500, size: 270 } },
        { person: 'grandpa', x: 62, y: 430, pose: 'wave', facing: 'front', expression: 'laughing', tall: { x: 300, y: 400, scale: 0.86 } },
        { person: 'grandma', x: 140, y: 452, pose: 'carry', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'strawberry-cake', part: 'strawberry-cake', size: 70, count: 0, lit: false }, tall: { x: 350, y: 462, scale: 0.86 } },
        { person: 'leo', x: 656, y: 357, floorY: 408, pose: 'stand', facing: 'front', expression: 'proud', arms: 'reach-up', tall: { x: 664, scale: 0.86 } },
        { person: 'dad', x: 548, y: 430, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', arms: 'point', holding: { prop: 'big-umbrella', part: 'umbrella', size: 170 }, tall: { x: 550, y: 424, scale: 0.86 } },
        { person: 'mom', x: 474, y: 440, pose: 'kneel', facing: 'three-quarter-left', expression: 'happy', arms: 'hold-both', tall: { x: 624, y: 490, scale: 0.86 } },
        { prop: 'kimbap-box', variant: 'open', part: 'kimbap-box', x: 428, y: 450, size: 54, tall: { x: 590, y: 500, size: 48 } },
        { person: 'mina', x: 372, y: 452, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'happy', arms: 'hold', holding: { prop: 'kimbap-box', variant: 'piece', size: 18 }, tall: { x: 562, y: 478, scale: 0.86 } },
        { person: 'charlotte', x: 296, y: 486, pose: 'jump', facing: 'front', expression: 'laughing', wearing: { prop: 'paper-crown', variant: 'yellow-worn', part: 'paper-crown', size: 62 }, tall: { x: 476, y: 494, scale: 0.86 } },
        { animal: 'biscuit', x: 590, y: 494, pose: 'walk', facing: 'left', expression: 'happy', tall: { x: 334, y: 498 } },
      ],
    },
    alt: {
      ko: '비 오는 저녁, 거실이 작은 공원이 되었어요. 레오가 창가 의자에 올라서서 두 손을 뻗어 창문에 색종이 해를 붙이고, 옆에는 색종이 나무가 붙어 있어요. 아빠는 커다란 우산 손잡이를 쥐고 돗자리 위로 파라솔처럼 펼쳐 들어요. 엄마는 돗자리에 무릎을 꿇고 김밥 도시락을 펼쳐 놓고, 미나는 김밥 한 조각을 들고 돗자리에 앉아 있어요. 딸기 케이크를 두 손으로 든 할머니 뒤에서 할아버지가 손을 흔들고, 왕관을 쓴 샬럿이 두 팔을 번쩍 들고 폴짝 뛰며 맞아요. 비스킷은 돗자리 가장자리를 킁킁거리며 돌아다녀요.',
      en: 'On a rainy evening the living room has become a little park. Standing on the window seat, Leo reaches up with both hands to press a paper sun onto the window beside the paper trees. Dad holds the big umbrella by its handle and stretches it out over the picnic mat like a beach umbrella. Mom kneels on the mat by the open kimbap box, and Mina sits with a piece of kimbap in her hand. Grandma comes in holding a strawberry cake in both hands, Grandpa waves behind her, and Charlotte, in her crown, jumps up with both arms in the air to welcome them. Biscuit sniffs along the edge of the mat.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'living-room',
      time: 'night',
      items: [
        { prop: 'window-weather', variant: 'rain-night', x: 650, y: 226, size: 156 },
        { prop: 'window-seat', x: 650, y: 408, size: 190 },
        { prop: 'dotjari', part: 'picnic-mat', x: 400, y: 484, size: 340, tall: { x: 408, size: 330 } },
        { prop: 'umbrella', variant: 'open', part: 'umbrella', x: 548, y: 446, size: 200, tall: { x: 500, y: 440, size: 190 } },
        { prop: 'light-switch', variant: 'off', x: 32, y: 268, size: 20, tall: { x: 230 } },
        { person: 'dad', x: 84, y: 440, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'clap', tall: { x: 282, scale: 0.85 } },
        { person: 'grandpa', x: 262, y: 416, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing', arms: 'clap', tall: { x: 345, y: 414, scale: 0.85 } },
        { person: 'grandma', x: 566, y: 420, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'laughing', arms: 'clap', tall: { x: 526, y: 418, scale: 0.85 } },
        { person: 'mom', x: 482, y: 414, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'happy', arms: 'clap', tall: { x: 468, y: 412, scale: 0.85 } },
        { person: 'mina', x: 312, y: 458, pose: 'sit-floor', facing: 'three-quarter-right', expression: 'laughing', arms: 'clap', tall: { x: 326, y: 466, scale: 0.85 } },
        { person: 'charlotte', x: 400, y: 440, pose: 'kneel', facing: 'front', expression: 'asleep', arms: 'clap', wearing: { prop: 'paper-crown', variant: 'yellow-worn', part: 'paper-crown', size: 60 }, tall: { x: 408, y: 444, scale: 0.9 } },
        { prop: 'strawberry-cake', part: 'strawberry-cake', x: 400, y: 484, size: 110, count: 0, lit: false, tall: { x: 408, y: 490, size: 104 } },
        { prop: 'strawberry-cake', variant: 'candles', part: 'candles', x: 400, y: 484, size: 110, count: 9, lit: true, tall: { x: 408, y: 490, size: 104 } },
        { person: 'leo', x: 520, y: 484, pose: 'kneel', facing: 'three-quarter-left', expression: 'laughing', arms: 'hands-to-face', tall: { x: 484, y: 490, scale: 0.85 } },
        { animal: 'biscuit', x: 236, y: 494, pose: 'sit', facing: 'right', expression: 'surprised', tall: { x: 322, y: 498 } },
      ],
    },
    alt: {
      ko: '불을 끈 밤 거실, 창밖에는 비가 내려요. 펼친 우산 아래 돗자리 위 딸기 케이크에서 촛불 아홉 개가 반짝여요. 아빠는 벽의 전등 스위치 옆에 서서, 할아버지, 할머니, 엄마, 미나는 돗자리에 앉아 손뼉을 치며 노래해요. 레오가 두 손을 입가에 대고 소리치고, 왕관을 쓴 샬럿이 케이크 앞에 무릎을 꿇고 두 손을 모은 채 눈을 꼭 감아요. 비스킷은 케이크를 올려다봐요.',
      en: 'In the dark living room, with rain on the window, nine candles glow on the strawberry cake on the picnic mat under the open umbrella. Dad, standing by the light switch, and Grandpa, Grandma, Mom and Mina, sitting on the mat, clap and sing. Leo calls out with his hands at his mouth, and Charlotte, in her crown, kneels before the cake with her hands pressed together and her eyes shut tight. Biscuit looks up at the cake.',
    },
  },
  'c9-p1': {
    scene: {
      background: 'bedroom',
      time: 'night',
      items: [
        { light: 'warm', x: 518, y: 280, radius: 90 },
        { prop: 'birthday-card', variant: 'standing', part: 'birthday-card', label: '생일 축하해, 샬럿!', x: 526, y: 321, size: 46 },
        { prop: 'window', variant: 'starry', x: 700, y: 188, size: 84 },
        { prop: 'pillow', x: 626, y: 304, size: 92 },
        { person: 'charlotte', x: 712, y: 304, floorY: 420, pose: 'lie', facing: 'side-left', expression: 'sleepy', arms: 'hold-both', clothes: 'pajamas' },
        { prop: 'star-blanket', x: 762, y: 312, size: 236 },
        { prop: 'paper-crown', variant: 'yellow-alone', part: 'paper-crown', x: 598, y: 336, size: 42 },
        { person: 'mom', x: 740, y: 452, floorY: 452, pose: 'sit-chair', facing: 'three-quarter-left', expression: 'happy', arms: 'hug' },
        { prop: 'dotjari', variant: 'rolled', part: 'picnic-mat', x: 470, y: 462, size: 110 },
        { animal: 'biscuit', x: 470, y: 440, floorY: 462, pose: 'curl', facing: 'right', expression: 'asleep' },
      ],
    },
    alt: {
      ko: '비가 그치고 별이 뜬 밤, 잠옷을 입은 샬럿이 베개를 베고 별무늬 이불을 가슴까지 덮은 채 졸린 눈으로 방긋 웃어요. 베개 옆에 노란 색종이 왕관이 놓여 있어요. 엄마는 침대 옆 의자에 앉아 이불을 여며 주며 샬럿 쪽으로 얼굴을 가까이 대고 귀를 기울여요. 침대 옆 탁자에는 미나의 카드가 펼쳐져 서 있어요. 비스킷은 돌돌 만 돗자리 위에서 새근새근 자요.',
      en: "On a starry night after the rain, Charlotte, in her pajamas, lies in bed with her head on the pillow and her star blanket up to her chest, smiling with sleepy eyes, with her yellow paper crown beside her pillow. Mom sits on a chair beside the bed, tucking the blanket around her and leaning close to listen. Mina's card stands open on the bedside table, and Biscuit sleeps on the rolled-up picnic mat.",
    },
  },
} satisfies BookPictures;
