import type { BookPictures } from '../with-pictures';

/**
 * 서준이의 평창동 지도, drawn with the kit against its words: Seojun's own drawn map (whole, wet and
 * torn, then remade), the granite of 북한산, the 계곡, the 떡집 with 가래떡 and 송편 on trays, the
 * blue road-name sign, and Bori the cat on nearly every walk.
 */
export const pictures = {
  'c1-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        { person: 'teacher', x: 420, y: 420, pose: 'point', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'kid-a', x: 560, y: 470, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'harin', x: 250, y: 476, pose: 'cheer', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'seojun', x: 660, y: 486, pose: 'stand', facing: 'three-quarter-left', expression: 'worried', arms: 'arms-crossed' },
      ],
    },
    alt: {
      ko: '교실에서 선생님이 동네 지도 숙제를 내 주시고, 하린이가 두 팔을 들고 자기 동네를 자랑해요. 서준이는 팔짱을 끼고 걱정스러운 얼굴이에요.',
      en: 'In class the teacher sets the neighbourhood-map homework, and Harin throws up her arms, boasting about her neighbourhood. Seojun stands with his arms crossed, looking worried.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'hanok-village',
      time: 'evening',
      items: [
        { person: 'seojun-grandpa', x: 560, y: 430, pose: 'hold-both', facing: 'three-quarter-left', expression: 'happy' },
        { animal: 'bori', x: 555, y: 372, floorY: 430, scale: 0.8, pose: 'sit', facing: 'left', expression: 'happy' },
        { icon: 'rock', x: 300, y: 476, size: 20 },
        { person: 'seojun', x: 230, y: 482, pose: 'walk', facing: 'three-quarter-right', expression: 'sad' },
      ],
    },
    alt: {
      ko: '기와지붕 대문 앞에서 할아버지가 고양이 보리를 안고 기다리세요. 서준이는 시무룩하게 돌멩이를 차며 언덕길을 올라와요.',
      en: 'Grandpa waits at the tiled-roof gate holding Bori the cat. Seojun trudges up the hill, kicking a pebble, looking glum.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      items: [
        { person: 'seojun', x: 330, y: 420, pose: 'sit-floor', facing: 'front', expression: 'sad' },
        { person: 'seojun-grandpa', x: 560, y: 430, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'happy', arms: 'point' },
        { prop: 'bapsang', variant: 'empty', x: 420, y: 480, size: 250 },
        { prop: 'sketchbook', x: 400, y: 438, size: 110 },
        { prop: 'crayons', x: 490, y: 438, size: 44 },
      ],
    },
    alt: {
      ko: '저녁에 밥상 위에 하얀 도화지와 크레파스가 놓여 있어요. 도화지에는 작은 집 하나뿐이라 서준이는 풀이 죽었고, 할아버지는 내일 동네를 걸어 보자고 하세요.',
      en: 'In the evening a big white sheet of paper and crayons lie on the low table. Only one tiny house is drawn, and Seojun looks glum while Grandpa suggests a walk tomorrow.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'neighbourhood-alley',
      time: 'day',
      items: [
        { person: 'seojun-grandpa', x: 470, y: 460, pose: 'point', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'seojun', x: 320, y: 480, pose: 'hold-both', facing: 'three-quarter-right', expression: 'thinking', holding: { prop: 'sketchbook', size: 60 } },
        { animal: 'bori', x: 170, y: 486, pose: 'walk', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      ko: '토요일 아침, 화판을 든 서준이가 할아버지를 따라 골목을 걸어요. 할아버지가 지붕을 가리키시고, 보리가 꼬리를 세우고 따라와요.',
      en: 'On Saturday morning Seojun, holding his drawing board, follows Grandpa up the alley. Grandpa points at a roof, and Bori trots behind with her tail up.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      camera: { x: 360, y: 330, zoom: 1.5 },
      items: [
        { person: 'seojun', x: 330, y: 470, pose: 'stand', facing: 'side-left', expression: 'surprised', arms: 'point' },
        { person: 'seojun-grandpa', x: 470, y: 462, pose: 'stand', facing: 'three-quarter-left', expression: 'proud' },
      ],
    },
    alt: {
      ko: '서준이가 오래된 돌담에 손바닥을 대 보고 따끈따끈해서 깜짝 놀라요. 할아버지가 뿌듯한 얼굴로 지켜보세요.',
      en: 'Seojun presses his palm to the old stone wall and is surprised that it is warm. Grandpa watches proudly.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      items: [
        { icon: 'blossom', x: 560, y: 420, size: 34 },
        { icon: 'blossom', x: 590, y: 412, size: 30 },
        { icon: 'potted-plant', x: 575, y: 446, size: 50 },
        { person: 'neighbour-grandma', x: 470, y: 470, pose: 'hold', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'seojun', x: 260, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', arms: 'hold-both', holding: { prop: 'sketchbook', size: 56 } },
        { person: 'seojun-grandpa', x: 130, y: 466, pose: 'stand', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      ko: '돌담 모퉁이에서 옆집 할머니가 노란 국화 화분 옆에서 환하게 웃으세요. 화판을 든 서준이가 꾸벅 인사해요.',
      en: 'At the corner of the stone wall Grandma Next Door smiles beside her pot of yellow chrysanthemums. Seojun, holding his board, bows hello.',
    },
  },
  'c2-p4': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      camera: { x: 400, y: 340, zoom: 1.6 },
      items: [
        { person: 'seojun-grandpa', x: 520, y: 462, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'seojun', x: 380, y: 482, pose: 'draw', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'neighbourhood-map', variant: 'whole', size: 80 } },
      ],
    },
    alt: {
      ko: '서준이가 돌담 아래에서 지도에 할머니 댁과 국화, 구불구불한 돌담길을 그려요. 할아버지가 웃으세요.',
      en: 'By the stone wall Seojun draws Grandma Next Door’s house, the chrysanthemums and the winding wall on his map. Grandpa laughs.',
    },
  },
  'c3-p1': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      items: [
        { person: 'seojun', x: 300, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised', arms: 'hands-to-face' },
        { person: 'seojun-grandpa', x: 470, y: 470, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'point' },
        { animal: 'bori', x: 160, y: 486, pose: 'sit', facing: 'right', expression: 'neutral' },
      ],
    },
    alt: {
      ko: '언덕에 오르자 하얀 바위 봉우리와 소나무 숲이 있는 북한산이 우뚝 나타나요. 서준이가 입을 벌리고 놀라고, 할아버지가 허허 웃으세요.',
      en: 'At the top of the hill Bukhansan rises up, pale granite peaks over pine woods. Seojun gapes, and Grandpa chuckles.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      camera: { x: 400, y: 390, zoom: 1.5 },
      items: [
        { icon: 'herb', x: 380, y: 455, size: 40 },
        { icon: 'herb', x: 420, y: 455, size: 40 },
        { icon: 'herb', x: 460, y: 455, size: 40 },
        { person: 'seojun-grandpa', x: 560, y: 470, pose: 'kneel', facing: 'three-quarter-left', expression: 'happy', arms: 'point' },
        { person: 'seojun', x: 270, y: 480, pose: 'kneel', facing: 'three-quarter-right', expression: 'thinking', arms: 'point' },
      ],
    },
    alt: {
      ko: '할아버지가 땅바닥에 그린 열 칸 가운데 여섯 칸 반을 솔잎으로 채우셨어요. 서준이가 무릎을 꿇고 칸을 하나씩 세어 봐요.',
      en: 'Grandpa has filled six and a half of ten squares scratched in the dirt with pine needles. Seojun kneels and counts them one by one.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      camera: { x: 380, y: 380, zoom: 1.6 },
      items: [
        { person: 'seojun', x: 380, y: 480, pose: 'draw', facing: 'three-quarter-right', expression: 'laughing', holding: { prop: 'neighbourhood-map', variant: 'whole', size: 90 } },
        { prop: 'crayons', x: 500, y: 478, size: 40 },
      ],
    },
    alt: {
      ko: '서준이가 지도 위쪽에 북한산을 그리고 초록 크레파스로 숲을 칠해요. 크레파스가 손톱만큼 짧아졌어요.',
      en: 'Seojun draws Bukhansan at the top of his map and colours the forest green until his crayon is worn down to a stub.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { icon: 'bird', x: 620, y: 150, size: 34 },
        { icon: 'musical-notes', x: 660, y: 120, size: 34 },
        { person: 'seojun-grandpa', x: 480, y: 450, pose: 'walk', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'seojun', x: 320, y: 480, pose: 'hold', facing: 'three-quarter-right', expression: 'happy' },
        { icon: 'maple-leaf', x: 360, y: 380, size: 28 },
      ],
    },
    alt: {
      ko: '햇살이 쏟아지는 숲길에서 새가 노래해요. 서준이가 빨간 단풍잎 하나를 주워 들고, 할아버지가 함께 걸어요.',
      en: 'Sunlight pours through the leaves and a bird sings. Seojun picks up a red maple leaf as he walks with Grandpa.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'ravine',
      time: 'day',
      items: [
        { icon: 'rock', x: 560, y: 420, size: 70 },
        { icon: 'chipmunk', x: 560, y: 380, size: 40 },
        { prop: 'sketchbook', x: 420, y: 440, size: 70 },
        { person: 'seojun', x: 300, y: 480, pose: 'carry', facing: 'three-quarter-right', expression: 'worried' },
        { animal: 'bori', x: 300, y: 392, floorY: 480, scale: 0.8, pose: 'sit', facing: 'right', expression: 'surprised' },
      ],
    },
    alt: {
      ko: '계곡 옆 바위 위에서 다람쥐가 도토리를 먹어요. 서준이가 화판을 납작한 바위에 내려놓고, 다람쥐에게 다가가려는 보리를 얼른 안아 올려요.',
      en: 'A chipmunk nibbles an acorn on a rock by the stream. Seojun has set his board on a flat rock and scoops up Bori before she can pounce.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'ravine',
      time: 'day',
      items: [
        { prop: 'stream', x: 400, y: 470, size: 160 },
        { prop: 'neighbourhood-map', variant: 'wet', x: 420, y: 440, size: 80, rotate: 20 },
        { person: 'seojun-grandpa', x: 580, y: 450, pose: 'point', facing: 'three-quarter-left', expression: 'worried' },
        { icon: 'wood', x: 500, y: 380, size: 60 },
        { person: 'seojun', x: 230, y: 480, pose: 'stand', facing: 'three-quarter-right', expression: 'scared', arms: 'hands-to-face' },
      ],
    },
    alt: {
      ko: '바람에 화판이 미끄러져 계곡물에 첨벙 빠졌어요. 할아버지가 긴 나뭇가지를 뻗어 건지시고, 서준이는 두 손으로 얼굴을 감싸요.',
      en: 'The wind blows the board into the stream with a splash. Grandpa reaches for it with a long branch while Seojun clutches his face.',
    },
  },
  'c4-p4': {
    scene: {
      background: 'ravine',
      time: 'day',
      camera: { x: 380, y: 330, zoom: 1.7 },
      items: [
        { person: 'seojun-grandpa', x: 500, y: 462, pose: 'stand', facing: 'three-quarter-left', expression: 'worried' },
        { person: 'seojun', x: 360, y: 480, pose: 'hold-both', facing: 'front', expression: 'crying', holding: { prop: 'neighbourhood-map', variant: 'torn', size: 62 } },
      ],
    },
    alt: {
      ko: '흠뻑 젖어 번지고 한쪽 귀퉁이가 찢어진 지도를 들고 서준이가 눈물을 뚝뚝 흘려요. 할아버지가 걱정스럽게 바라보세요.',
      en: 'Seojun cries, holding his soaked map: the lines have run and one corner is torn. Grandpa looks on, worried.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { person: 'seojun-grandpa', x: 470, y: 460, pose: 'point', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'seojun', x: 310, y: 480, pose: 'hold-both', facing: 'three-quarter-right', expression: 'thinking', holding: { prop: 'neighbourhood-map', variant: 'wet', size: 60 } },
        { person: 'neighbour-grandma', x: 110, y: 470, pose: 'walk', facing: 'three-quarter-right', expression: 'happy' },
      ],
    },
    alt: {
      ko: '젖은 지도를 받쳐 든 서준이가 큰길 모퉁이의 파란 도로명 표지판을 올려다봐요. 할아버지가 표지판을 가리키시고, 옆집 할머니가 걸어오세요.',
      en: 'Carrying his wet map, Seojun looks up at a blue road-name sign on the corner of the main road. Grandpa points at it, and Grandma Next Door walks up.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { prop: 'berry-basket', variant: 'empty', x: 360, y: 482, size: 50 },
        { person: 'neighbour-grandma', x: 470, y: 474, pose: 'point', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'seojun', x: 260, y: 482, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised' },
      ],
    },
    alt: {
      ko: '옆집 할머니가 장바구니를 내려놓고 표지판을 가리키며 길 이름을 바꾼 이야기를 들려주세요. 서준이가 깜짝 놀라요.',
      en: 'Grandma Next Door sets down her shopping basket and points at the sign, telling how the neighbours renamed the road. Seojun is amazed.',
    },
  },
  'c5-p3': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { person: 'kid-a', x: 520, y: 380, scale: 0.6, pose: 'hold', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'kid-b', x: 560, y: 384, scale: 0.6, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'shopkeeper', x: 600, y: 386, scale: 0.6, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'baker', x: 640, y: 388, scale: 0.6, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'seojun-grandpa', x: 470, y: 378, scale: 0.6, pose: 'hold', facing: 'three-quarter-left', expression: 'proud', holding: { prop: 'letter', variant: 'card', size: 30 } },
        { person: 'neighbour-grandma', x: 330, y: 474, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', arms: 'point' },
        { person: 'seojun', x: 200, y: 484, pose: 'stand', facing: 'three-quarter-right', expression: 'thinking', arms: 'hands-to-face' },
      ],
    },
    alt: {
      ko: '서준이가 1,044명이 줄을 서서 이름을 적는 모습을 떠올려요. 줄 맨 앞에서 젊은 할아버지가 이름을 적고 계세요.',
      en: 'Seojun imagines 1,044 people lining up to sign their names. At the front of the line a younger Grandpa is signing.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'tteok-shop',
      time: 'day',
      items: [
        { prop: 'tteok', variant: 'songpyeon', x: 420, y: 392, size: 80 },
        { prop: 'tteok', variant: 'garaetteok', x: 540, y: 392, size: 80 },
        { person: 'neighbour-grandma', x: 270, y: 472, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', arms: 'hands-to-face' },
        { person: 'seojun', x: 160, y: 484, pose: 'stand', facing: 'three-quarter-right', expression: 'sad', arms: 'hold-both', holding: { prop: 'neighbourhood-map', variant: 'wet', size: 50 } },
      ],
    },
    alt: {
      ko: '김이 모락모락 나는 떡집에 반달 모양 송편과 길쭉한 가래떡이 쟁반에 놓여 있어요. 젖은 지도를 든 서준이 옆에서 옆집 할머니가 호호 웃으세요.',
      en: 'In the steamy tteok shop half-moon songpyeon and long white garaetteok sit on trays. Beside Seojun and his wet map, Grandma Next Door laughs.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'tteok-shop',
      time: 'day',
      items: [
        { prop: 'tteok', variant: 'garaetteok', x: 520, y: 392, size: 80 },
        { person: 'baker', x: 460, y: 470, pose: 'hold', facing: 'three-quarter-left', expression: 'worried', holding: { prop: 'tteok', variant: 'garaetteok', size: 40 } },
        { person: 'seojun', x: 300, y: 484, pose: 'hold-both', facing: 'three-quarter-right', expression: 'sad', holding: { prop: 'neighbourhood-map', variant: 'wet', size: 56 } },
      ],
    },
    alt: {
      ko: '앞치마를 두른 떡집 아주머니가 갓 뽑은 가래떡을 건네시며, 서준이가 보여 준 젖은 지도를 안타깝게 들여다보세요.',
      en: 'The tteok shop lady in her apron hands Seojun a warm stick of fresh garaetteok and looks sadly at the wet map he shows her.',
    },
  },
  'c6-p3': {
    scene: {
      background: 'tteok-shop',
      time: 'day',
      items: [
        { prop: 'tteok', variant: 'songpyeon', x: 440, y: 392, size: 80 },
        { person: 'baker', x: 560, y: 470, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'neighbour-grandma', x: 180, y: 476, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'seojun', x: 380, y: 484, pose: 'hold-both', facing: 'front', expression: 'laughing' },
        { icon: 'notebook', x: 380, y: 395, size: 40 },
      ],
    },
    alt: {
      ko: '서준이가 수첩을 들고 어른들에게 우리 동네에서 제일 좋은 게 뭔지 여쭤봐요. 떡집 아주머니와 옆집 할머니가 웃으며 대답해 주세요.',
      en: 'Notebook in hand, Seojun asks the grown-ups what they love most about the neighbourhood. The tteok shop lady and Grandma Next Door smile and answer.',
    },
  },
  'c6-p4': {
    scene: {
      background: 'dining-room',
      time: 'evening',
      camera: { x: 400, y: 370, zoom: 1.5 },
      items: [
        { person: 'seojun', x: 360, y: 430, pose: 'sit-floor', facing: 'front', expression: 'crying', arms: 'hands-to-face' },
        { person: 'seojun-grandpa', x: 520, y: 436, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'worried' },
        { prop: 'bapsang', variant: 'empty', x: 420, y: 480, size: 250 },
        { prop: 'neighbourhood-map', variant: 'torn', x: 410, y: 440, size: 90 },
      ],
    },
    alt: {
      ko: '해 질 무렵 밥상 위에서 젖은 지도가 찌익 찢어졌어요. 서준이가 얼굴을 감싸고 울고, 할아버지가 오늘 밤은 말려 두자고 하세요.',
      en: 'At sunset the wet map tears on the low table. Seojun cries into his hands, and Grandpa says to let it dry overnight.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'dining-room',
      time: 'day',
      items: [
        { person: 'seojun-grandpa', x: 560, y: 430, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'seojun', x: 330, y: 440, pose: 'hold-both', facing: 'front', expression: 'surprised', holding: { prop: 'neighbourhood-map', variant: 'crumpled', size: 72 } },
      ],
    },
    alt: {
      ko: '일요일 아침, 서준이가 빳빳하게 마른 지도를 들어 보여요. 사인펜 선은 흐려졌지만 초록 숲은 그대로예요.',
      en: 'On Sunday morning Seojun holds up the map, stiff and dry. The pen lines have faded, but the green forest is still there.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'dining-room',
      time: 'day',
      camera: { x: 420, y: 380, zoom: 1.5 },
      items: [
        { person: 'seojun', x: 360, y: 430, pose: 'draw', facing: 'three-quarter-right', expression: 'proud' },
        { person: 'seojun-grandpa', x: 560, y: 436, pose: 'sit-floor', facing: 'three-quarter-left', expression: 'laughing' },
        { prop: 'bapsang', variant: 'empty', x: 440, y: 480, size: 250 },
        { prop: 'neighbourhood-map', variant: 'whole', x: 430, y: 440, size: 100 },
        { prop: 'crayons', x: 510, y: 440, size: 36 },
      ],
    },
    alt: {
      ko: '서준이가 살아남은 숲을 오려 붙이고 새 도화지에 돌담길과 떡집, 파란 표지판을 다시 그려요. 할아버지가 웃으며 보세요.',
      en: 'Seojun glues the surviving forest onto new paper and redraws the stone-wall lane, the tteok shop and the blue sign. Grandpa watches, smiling.',
    },
  },
  'c7-p3': {
    scene: {
      background: 'valley',
      time: 'day',
      items: [
        { icon: 'blossom', x: 120, y: 380, size: 36 },
        { icon: 'blossom', x: 160, y: 395, size: 30 },
        { icon: 'rock', x: 600, y: 420, size: 80 },
        { animal: 'bori', x: 600, y: 392, floorY: 430, pose: 'sit', facing: 'left', expression: 'neutral' },
        { person: 'seojun', x: 400, y: 470, pose: 'jump', facing: 'three-quarter-right', expression: 'laughing', arms: 'cheer' },
        { prop: 'stream', x: 420, y: 480, size: 140 },
      ],
    },
    alt: {
      ko: '서준이가 지도 귀퉁이에 그린 여름날이에요. 서준이는 계곡물에서 첨벙거리고, 보리는 털이 젖을까 봐 바위 위에서 구경만 해요. 언덕에는 봄 개나리도 피었어요.',
      en: 'The summer day Seojun draws in a corner of his map: he splashes in the stream while Bori watches from a rock, keeping her fur dry. Spring forsythia blooms on the bank.',
    },
  },
  'c7-p4': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      camera: { x: 420, y: 380, zoom: 1.5 },
      items: [
        { prop: 'floor-lamp', x: 600, y: 400, size: 80, lit: true },
        { person: 'seojun', x: 380, y: 420, floorY: 470, pose: 'sleep', facing: 'side-left', expression: 'asleep' },
        { prop: 'neighbourhood-map', variant: 'whole', x: 470, y: 470, size: 90 },
        { icon: 'maple-leaf', x: 500, y: 420, size: 22 },
        { prop: 'snowman', x: 540, y: 470, size: 40 },
        { person: 'seojun-grandpa', x: 560, y: 440, pose: 'stand', facing: 'three-quarter-left', expression: 'proud' },
      ],
    },
    alt: {
      ko: '지도 귀퉁이에 빨간 단풍잎을 붙이고 겨울 눈사람까지 그린 서준이가 지도 옆에서 스르르 잠들었어요. 할아버지가 뿌듯하게 내려다보세요.',
      en: 'With a real red maple leaf glued in one corner and a winter snowman drawn in another, Seojun has fallen asleep beside his map. Grandpa looks down proudly.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        { person: 'kid-b', x: 600, y: 460, pose: 'stand', facing: 'three-quarter-left', expression: 'surprised', arms: 'hands-to-face' },
        { person: 'kid-a', x: 160, y: 466, pose: 'stand', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'harin', x: 500, y: 480, pose: 'point', facing: 'three-quarter-left', expression: 'surprised' },
        { person: 'seojun', x: 330, y: 486, pose: 'hold-both', facing: 'front', expression: 'proud', holding: { prop: 'neighbourhood-map', variant: 'whole', size: 76 } },
      ],
    },
    alt: {
      ko: '월요일 아침, 서준이가 진짜 단풍잎이 붙은 지도를 펼치자 하린이와 친구들이 몰려들어 입을 떡 벌려요.',
      en: 'On Monday morning Seojun holds up his map with a real maple leaf on it, and Harin and the others crowd round, mouths open.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'hanok-village',
      time: 'evening',
      items: [
        { person: 'baker', x: 600, y: 444, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'neighbour-grandma', x: 470, y: 466, pose: 'point', facing: 'three-quarter-left', expression: 'laughing' },
        { person: 'seojun-grandpa', x: 180, y: 460, pose: 'draw', facing: 'three-quarter-right', expression: 'proud' },
        { person: 'seojun', x: 330, y: 484, pose: 'hold-both', facing: 'three-quarter-right', expression: 'laughing', holding: { prop: 'neighbourhood-map', variant: 'whole', size: 66 } },
        { animal: 'bori', x: 380, y: 492, pose: 'walk', facing: 'right', expression: 'happy' },
      ],
    },
    alt: {
      ko: '서준이가 지도를 들고 동네를 돌며 ‘도와준 사람들’ 칸에 이름을 받아요. 옆집 할머니가 국화 그림을 가리키며 웃으시고, 보리가 지도 귀퉁이를 밟고 지나가요.',
      en: 'Seojun carries his map round the neighbourhood to collect the names of everyone who helped. Grandma Next Door laughs at her chrysanthemums, and Bori walks over a corner.',
    },
  },
  'c8-p3': {
    scene: {
      background: 'hanok-yard',
      time: 'night',
      camera: { x: 400, y: 280, zoom: 1.4 },
      items: [
        { icon: 'star', x: 520, y: 60, size: 22 },
        { icon: 'glowing-star', x: 660, y: 90, size: 26 },
        { light: 'warm', x: 560, y: 240, radius: 110 },
        { light: 'warm', x: 250, y: 240, radius: 110 },
        { person: 'seojun-grandpa', x: 470, y: 335, floorY: 380, pose: 'sit-chair', seat: 'none', facing: 'three-quarter-left', expression: 'happy' },
        { prop: 'neighbourhood-map', variant: 'whole', x: 390, y: 340, size: 70 },
        { animal: 'bori', x: 390, y: 334, floorY: 380, pose: 'sleep', facing: 'right', expression: 'asleep' },
        { person: 'seojun', x: 310, y: 335, floorY: 380, pose: 'sit-chair', seat: 'none', facing: 'three-quarter-right', expression: 'thinking', arms: 'point' },
      ],
    },
    alt: {
      ko: '밤, 서준이와 할아버지가 마루에 나란히 앉아 별과 동네 창문 불빛을 세어요. 둘 사이에 펼친 지도 위에서 보리가 동그랗게 잠들었어요.',
      en: 'At night Seojun and Grandpa sit side by side on the wooden porch counting stars and lit windows. Between them Bori sleeps curled on the open map.',
    },
  },
} satisfies BookPictures;
