import type { BookPictures } from '../with-pictures';

/**
 * 서준이의 평창동 지도, drawn with the kit from each panel's shot list. Seojun's map is one sheet in
 * every state the words give it (neighbourhood-map and drawing-board variants): blank but for a tiny
 * house, the lane in felt-tip, more than half green, splashed, soaking wet and smudged with a torn
 * corner, torn down the middle, dried stiff, remade as a collage, with the neighbours' favourite
 * things, with the maple leaf, and signed with Bori's paw print. Grandpa carries his walking stick in
 * every outdoor panel from c2-p1. The settings' own things (북한산, the stone wall, the stream, the
 * road sign, the low table) are the backgrounds' named landmarks.
 */

/** Grandpa's walking stick in his hand. */
const stick = { prop: 'walking-stick', size: 150, part: 'walking-stick' } as const;
/** The same, for arms hanging lower (stand, walk). */
const stickLow = { ...stick, size: 134 } as const;
/** Seojun's drawing board with the map clipped on, in the map's state. */
const board = (variant: string, size = 74) => ({ prop: 'drawing-board', variant, size, part: 'drawing-board' }) as const;

export const pictures = {
  'c1-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        { prop: 'homework-board', label: '우리 동네 지도 — 월요일까지', x: 404, y: 250, size: 330, part: 'blackboard' },
        { person: 'teacher', x: 560, y: 410, pose: 'point', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'kid-b', x: 660, y: 430, pose: 'stand', arms: 'wave', facing: 'front', expression: 'happy' },
        { person: 'harin', x: 210, y: 440, pose: 'cheer', facing: 'front', expression: 'laughing', tall: { x: 150, y: 440, floorY: 440, scale: 1 } },
        { person: 'kid-a', x: 330, y: 450, pose: 'stand', arms: 'point', facing: 'three-quarter-left', expression: 'laughing', tall: { x: 360, y: 450, floorY: 450, scale: 1 } },
        { person: 'seojun', x: 470, y: 496, pose: 'sit-chair', arms: 'arms-crossed', facing: 'front', expression: 'worried' },
        { prop: 'table', x: 470, y: 498, size: 120, part: 'school-desks' },
        { prop: 'table', x: 250, y: 498, size: 110, part: 'school-desks' },
      ],
    },
    alt: {
      ko: '교실 칠판에 ‘우리 동네 지도, 월요일까지’가 적혀 있고, 선생님이 칠판을 가리키세요. 하린이는 두 팔을 활짝 벌려 수영장 자랑을 하고, 친구들도 웃으며 손을 들어요. 서준이는 책상 앞에 앉아 팔짱을 끼고 걱정스러운 얼굴이에요.',
      en: 'The blackboard says the neighborhood map is due on Monday, and the teacher points at it. Harin throws her arms wide to show off her swimming pool, and the other kids laugh and raise their hands. Seojun sits at his desk with his arms crossed, looking worried.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      items: [
        { prop: 'lane', variant: 'climb', x: 480, y: 540, size: 800 },
        { prop: 'hanok-gate', x: 706, y: 346, size: 150, part: 'hanok-gate' },
        { person: 'seojun-grandpa', x: 650, y: 356, floorY: 440, pose: 'hold-both', facing: 'three-quarter-left', expression: 'happy' },
        { animal: 'bori', x: 616, y: 238, floorY: 440, scale: 1.05, pose: 'sit', facing: 'left', expression: 'happy' },
        { icon: 'rock', x: 432, y: 424, size: 18, part: 'pebble' },
        { person: 'seojun', x: 360, y: 444, floorY: 486, pose: 'walk', facing: 'three-quarter-right', expression: 'sad', backpack: true },
      ],
    },
    alt: {
      ko: '기와지붕 대문 앞에서 할아버지가 고양이 보리를 품에 안고 웃으며 기다리세요. 서준이는 시무룩한 얼굴로 난간이 있는 가파른 돌길을 돌멩이를 툭툭 차며 올라와요.',
      en: 'Grandpa waits at the tile-roofed gate, smiling, with Bori the cat in his arms. Seojun trudges up the steep stone lane beside a handrail with a glum face, kicking a pebble ahead of him.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      camera: { x: 400, y: 350, zoom: 1.35 },
      items: [
        { prop: 'floor-lamp', x: 660, y: 400, size: 70, lit: true },
        { prop: 'map-on-table', variant: 'blank', x: 410, y: 378, size: 170, part: 'neighbourhood-map' },
        { prop: 'felt-tip-pens', variant: 'pack', x: 300, y: 362, size: 46, part: 'felt-tip-pens' },
        { prop: 'crayons', x: 500, y: 362, size: 42, part: 'crayons' },
        { person: 'seojun', x: 262, y: 442, pose: 'sit-floor', arms: 'point', facing: 'three-quarter-right', expression: 'sad', tall: { x: 276, y: 442, floorY: 442, scale: 1 } },
        { person: 'seojun-grandpa', x: 548, y: 442, pose: 'sit-floor', arms: 'wave', facing: 'three-quarter-left', expression: 'happy', tall: { x: 560, y: 442, floorY: 442, scale: 1 } },
      ],
    },
    alt: {
      ko: '저녁, 등불 아래 밥상 위에 커다란 도화지와 새 크레파스, 사인펜이 놓여 있어요. 도화지에는 한가운데 조그만 우리 집 하나뿐이에요. 서준이는 시무룩하게 텅 빈 도화지를 가리키고, 할아버지는 한 손을 번쩍 들고 빙그레 웃으세요.',
      en: 'In the lamplight after dinner, a big sheet of paper, a new box of crayons and felt-tip pens lie on the low table. The paper is empty except for one tiny house in the middle. Seojun points at it glumly, and Grandpa raises one hand, smiling.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      items: [
        { prop: 'curled-roof', x: 660, y: 222, size: 300, part: 'curled-roof' },
        { animal: 'bori', x: 150, y: 488, pose: 'walk', facing: 'right', expression: 'happy' },
        { person: 'seojun-grandpa', x: 270, y: 462, pose: 'point', facing: 'three-quarter-right', expression: 'laughing' },
        { prop: 'walking-stick', x: 352, y: 266, size: 150, rotate: 64, part: 'walking-stick' },
        { person: 'seojun', x: 470, y: 490, pose: 'stand', arms: 'hug', facing: 'three-quarter-left', expression: 'cross', holding: board('blank', 70) },
      ],
    },
    alt: {
      ko: '토요일 아침, 서준이가 도화지를 끼운 화판을 꼭 안고 시큰둥한 얼굴로 할아버지를 따라나서요. 할아버지가 지팡이로 처마 끝이 새 날개처럼 들린 기와지붕을 가리키시고, 보리가 꼬리를 세우고 뒤따라와요.',
      en: 'On Saturday morning, Seojun hugs his drawing board with the paper clipped on and follows Grandpa, not impressed at all. Grandpa points his walking stick at a tiled roof whose edges curl up like wings, and Bori trots behind, tail high.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      items: [
        { prop: 'stone-wall', x: 300, y: 448, size: 280 },
        { animal: 'bori', x: 310, y: 294, floorY: 448, pose: 'lie', facing: 'right', expression: 'sleepy' },
        { person: 'seojun', x: 490, y: 470, pose: 'stand', arms: 'point', facing: 'three-quarter-left', expression: 'surprised' },
        { prop: 'drawing-board', variant: 'blank', x: 430, y: 478, size: 62, rotate: -10, part: 'drawing-board' },
        { person: 'seojun-grandpa', x: 640, y: 454, pose: 'stand', facing: 'three-quarter-left', expression: 'proud', holding: stickLow },
      ],
    },
    alt: {
      ko: '서준이가 오래된 돌담에 손바닥을 대 보고 따끈따끈해서 깜짝 놀라요. 크고 작은 돌이 퍼즐처럼 맞물려 있어요. 할아버지가 지팡이를 짚고 뿌듯하게 담을 보시고, 보리는 담 위에 길게 누워 햇볕을 쬐어요. 화판은 담에 기대어 있어요.',
      en: 'Seojun presses his palm to the old stone wall and is surprised that it is warm. Big and small stones fit together like a puzzle. Grandpa leans on his walking stick, looking proudly at the wall, Bori stretches out on top in the sun, and the drawing board leans against the wall.',
    },
  },
  'c2-p3': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      items: [
        { person: 'neighbour-grandma', x: 700, y: 446, pose: 'hold', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'watering-can', variant: 'pouring', size: 70, part: 'watering-can' }, tall: { x: 700, y: 440, floorY: 446, scale: 1 } },
        { prop: 'mum-pots', variant: 'wet', count: 3, x: 624, y: 478, size: 110, part: 'mums', tall: { x: 610, y: 486, size: 100 } },
        { prop: 'water-stream', x: 640, y: 446, size: 60, part: 'water', tall: { x: 636, y: 452, size: 60 } },
        { person: 'seojun-grandpa', x: 200, y: 462, pose: 'stand', facing: 'three-quarter-right', expression: 'happy', holding: stickLow },
        { person: 'seojun', x: 390, y: 484, pose: 'bow', arms: 'hold-both', facing: 'three-quarter-right', expression: 'happy', holding: board('blank', 66), tall: { x: 340, y: 484, floorY: 484, scale: 1 } },
      ],
    },
    alt: {
      ko: '돌담 모퉁이에서 옆집 할머니가 물뿌리개로 노란 국화 화분에 물을 주며 환하게 웃으세요. 화판을 두 손으로 든 서준이가 허리 숙여 인사하고, 지팡이를 든 할아버지도 뒤에서 고개 숙여 인사하세요.',
      en: 'At the corner of the stone wall, Grandma Next Door waters her pots of yellow mums and laughs. Seojun, holding his drawing board in both hands, bows hello, and Grandpa nods behind him with his walking stick.',
    },
  },
  'c2-p4': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      camera: { x: 420, y: 330, zoom: 1.35 },
      items: [
        { prop: 'hanok-gate', x: 690, y: 396, size: 120 },
        { person: 'neighbour-grandma', x: 690, y: 400, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'watering-can', variant: 'upright', size: 50 }, tall: { x: 600, y: 392, floorY: 400, scale: 0.9 } },
        { prop: 'mum-pots', count: 3, x: 610, y: 412, size: 80, part: 'mums', tall: { x: 566, y: 414, size: 64 } },
        { prop: 'drawing-board', variant: 'lane', x: 470, y: 372, size: 92, part: 'drawing-board', tall: { x: 476, y: 352, size: 92 } },
        { prop: 'neighbourhood-map', variant: 'new-drawings', x: 470, y: 369.2, size: 90.2, part: 'new-drawings', tall: { x: 476, y: 349.2, size: 90.2 } },
        { person: 'seojun-grandpa', x: 300, y: 424, pose: 'stand', facing: 'three-quarter-right', expression: 'laughing', holding: stickLow, tall: { x: 300, y: 424, floorY: 424, scale: 1 } },
        { person: 'seojun', x: 390, y: 452, tall: { x: 362, y: 452, floorY: 452, scale: 1 }, pose: 'stand', arms: 'draw', facing: 'three-quarter-right', expression: 'proud', holding: { prop: 'felt-tip-pens', variant: 'one', size: 40, part: 'felt-tip-pens' } },
      ],
    },
    alt: {
      ko: '서준이가 돌담에 화판을 대고 검은 사인펜으로 그려요. 지도에 할머니 댁과 노란 국화, 동글동글한 돌로 이어진 돌담길, 세 가지가 새로 생겼어요. 할아버지가 어깨 너머로 보며 웃으시고, 옆집 할머니가 대문 앞 국화 옆에서 지켜보세요.',
      en: "Seojun holds his drawing board against the stone wall and draws with a black felt-tip pen. Three new things are on the map: Grandma Next Door's house, her yellow mums and a lane of little round stones. Grandpa laughs over his shoulder, and Grandma Next Door watches from beside her mums.",
    },
  },
  'c3-p1': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      items: [
        { prop: 'pine-band', x: 90, y: 318, size: 300 },
        { prop: 'pine-band', x: 380, y: 312, size: 300 },
        { prop: 'pine-band', x: 670, y: 318, size: 300 },
        { person: 'seojun-grandpa', x: 520, y: 466, pose: 'stand', facing: 'three-quarter-left', expression: 'laughing', holding: stickLow },
        { animal: 'bori', x: 250, y: 490, pose: 'sit', facing: 'right', expression: 'surprised' },
        { prop: 'drawing-board', variant: 'lane', x: 326, y: 488, size: 58, rotate: -8, part: 'drawing-board' },
        { person: 'seojun', x: 400, y: 482, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-right', expression: 'surprised' },
      ],
    },
    alt: {
      ko: '언덕에 오르자 하얀 바위 봉우리 아래로 소나무 숲이 펼쳐진 북한산이 우뚝 나타나요. 서준이가 두 손을 볼에 대고 입을 벌리고, 화판은 발치에 기대 놓였어요. 할아버지는 지팡이를 짚고 서준이를 보며 허허 웃으시고, 보리도 산을 올려다봐요.',
      en: 'At the top of the hill, Bukhansan rises up: pale rocky peaks over a dark pine forest. Seojun stares with his hands on his cheeks, his drawing board propped by his feet. Grandpa leans on his walking stick and chuckles at Seojun, and Bori looks up at the mountain too.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      items: [
        { prop: 'pine-band', x: 90, y: 318, size: 300 },
        { prop: 'pine-band', x: 380, y: 312, size: 300 },
        { prop: 'pine-band', x: 670, y: 318, size: 300 },
        { prop: 'hill-sign', label: '평창동 땅의 65%는 숲', x: 132, y: 404, size: 124, part: 'forest-sign' },
        { prop: 'drawing-board', variant: 'lane', x: 96, y: 494, size: 56, rotate: -14, part: 'drawing-board' },
        { prop: 'walking-stick', x: 120, y: 452, size: 140, rotate: 84, part: 'walking-stick' },
        { person: 'seojun-grandpa', x: 290, y: 446, pose: 'crouch', facing: 'three-quarter-right', expression: 'happy' },
        { animal: 'bori', x: 214, y: 470, scale: 0.9, pose: 'stand', facing: 'right', expression: 'thinking', tall: { x: 224, y: 472, floorY: 470, scale: 0.9 } },
        { person: 'seojun', x: 590, y: 446, pose: 'kneel', arms: 'point', facing: 'three-quarter-left', expression: 'surprised' },
        { prop: 'needle-diagram', variant: 'needles-in-cells', x: 420, y: 496, size: 300, part: 'pine-needle-squares', tall: { x: 420, y: 496, size: 250 } },
        { prop: 'needle-diagram', variant: 'bare-in-cells', x: 420, y: 496, size: 300, part: 'bare-squares', tall: { x: 420, y: 496, size: 250 } },
        { prop: 'needle-diagram', variant: 'grid', x: 420, y: 496, size: 300, part: 'ten-square-diagram', tall: { x: 420, y: 496, size: 250 } },
      ],
    },
    alt: {
      ko: '언덕 위 안내판에 ‘평창동 땅의 65%는 숲’이라고 쓰여 있어요. 할아버지가 지팡이로 땅바닥에 열 칸짜리 네모를 그리고 여섯 칸 반을 솔잎으로 채우셨어요. 서준이가 무릎을 꿇고 빈 세 칸 반을 가리키며 놀라고, 보리는 솔잎 냄새를 맡아요.',
      en: 'A sign on the hill reads "65% of Pyeongchang-dong is forest." Grandpa has scratched ten squares in the dirt with his walking stick and filled six and a half with pine needles. Seojun kneels and points at the three and a half bare squares, surprised, and Bori sniffs the pine needles.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      camera: { x: 400, y: 320, zoom: 1.3 },
      items: [
        { prop: 'pine-band', x: 90, y: 318, size: 300 },
        { prop: 'pine-band', x: 380, y: 312, size: 300 },
        { prop: 'pine-band', x: 670, y: 318, size: 300 },
        { icon: 'rock', x: 574, y: 436, size: 96, tall: { x: 666, y: 436, size: 96 } },
        { person: 'seojun-grandpa', x: 548, y: 470, pose: 'sit-chair', seat: 'none', facing: 'three-quarter-left', expression: 'proud', holding: stick, tall: { x: 610, y: 470, floorY: 470, scale: 1 } },
        { icon: 'rock', x: 310, y: 452, size: 76, tall: { x: 230, y: 452, size: 76 } },
        { person: 'seojun', x: 330, y: 482, pose: 'sit-chair', seat: 'none', arms: 'draw', facing: 'three-quarter-right', expression: 'laughing', holding: { prop: 'crayon', variant: 'green-stub', size: 46, part: 'green-crayon' }, tall: { x: 250, y: 482, floorY: 482, scale: 1 } },
        { prop: 'drawing-board', variant: 'green', x: 250, y: 490, size: 86, rotate: -6, part: 'drawing-board', tall: { x: 268, y: 494, size: 76 } },
        { prop: 'crayons', x: 180, y: 490, size: 44, part: 'crayons', tall: { x: 226, y: 496, size: 40 } },
      ],
    },
    alt: {
      ko: '바위에 앉은 서준이가 북한산을 그리고 초록 크레파스로 숲을 칠했어요. 화판 위 지도는 절반 넘게 초록색이 되었고, 서준이는 손톱만큼 짧아진 초록 크레파스를 들어 보이며 깔깔 웃어요. 할아버지도 옆 바위에 앉아 지팡이를 짚고 흐뭇하게 미소 지으세요.',
      en: 'Sitting on a rock, Seojun has drawn Bukhansan and colored the forest with his green crayon. More than half the map on his board is green, and he laughs, holding up a crayon as short as his fingernail. Grandpa sits on the next rock, holding his walking stick, and smiles proudly.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        { prop: 'tree-trunk', x: 790, y: 480, size: 110, part: 'tree-trunk', tall: { x: 900, y: 480, size: 110 } },
        { prop: 'branch', variant: 'lying', x: 700, y: 176, size: 190, rotate: -8, tall: { x: 790, y: 176, size: 190 } },
        { animal: 'bird-blue', x: 680, y: 160, floorY: 400, scale: 2.2, pose: 'sit', facing: 'left', expression: 'happy', tall: { x: 760, y: 160, floorY: 400, scale: 2.2 } },
        { animal: 'bori', x: 150, y: 478, pose: 'walk', facing: 'right', expression: 'surprised' },
        { prop: 'walking-stick', x: 510, y: 466, size: 130, part: 'walking-stick' },
        { person: 'seojun-grandpa', x: 520, y: 462, pose: 'walk', arms: 'point', facing: 'three-quarter-right', expression: 'happy' },
        { icon: 'musical-notes', x: 640, y: 220, size: 40 },
        { person: 'seojun', x: 340, y: 484, pose: 'hold', facing: 'three-quarter-right', expression: 'surprised', holding: board('green', 62) },
        { icon: 'maple-leaf', x: 318, y: 420, size: 30, part: 'maple-leaf' },
      ],
    },
    alt: {
      ko: '햇살이 쏟아지는 숲길에서 파랑새가 나뭇가지에 앉아 노래해요. 화판을 든 서준이가 빨간 단풍잎 하나를 주머니에 넣으며 새를 올려다보고, 할아버지는 지팡이를 짚고 걸으며 손가락으로 허공에 음표를 그리세요. 보리가 귀를 쫑긋 세우고 뒤따라와요.',
      en: 'Sunlight sparkles on the forest path, and a blue bird sings on a branch. Holding his drawing board, Seojun tucks a red maple leaf into his pocket and looks up at the bird, while Grandpa walks with his stick and draws a music note in the air. Bori pads behind, ears pricked.',
    },
  },
  'c4-p2': {
    scene: {
      background: 'valley',
      time: 'day',
      items: [
        { person: 'seojun-grandpa', x: 150, y: 392, pose: 'walk', facing: 'three-quarter-right', expression: 'neutral', holding: stickLow },
        { icon: 'rock', x: 470, y: 410, size: 80 },
        { icon: 'chipmunk', x: 470, y: 360, size: 58, part: 'chipmunk' },
        { icon: 'chestnut', x: 452, y: 374, size: 16, part: 'acorn' },
        { prop: 'flat-rock', x: 300, y: 478, size: 110 },
        { prop: 'drawing-board', variant: 'green', x: 300, y: 458, size: 58, rotate: -14, part: 'drawing-board' },
        { prop: 'flat-rock', x: 640, y: 496, size: 96 },
        { person: 'seojun', x: 640, y: 484, pose: 'stand', arms: 'hold-both', facing: 'three-quarter-left', expression: 'worried' },
        { animal: 'bori', x: 632, y: 404, floorY: 484, scale: 0.8, pose: 'sit', facing: 'left', expression: 'surprised' },
      ],
    },
    alt: {
      ko: '계곡 옆 바위에서 다람쥐가 도토리를 오물오물 먹어요. 서준이가 화판을 물가의 납작한 바위에 내려놓고, 다람쥐에게 덤비려는 보리를 두 팔로 얼른 안아 올려요. 할아버지가 지팡이를 짚고 뒤에서 내려오세요.',
      en: 'A chipmunk nibbles an acorn on a rock by the stream. Seojun has set his drawing board on a flat rock at the edge of the water and scoops up Bori in both arms before she can pounce. Grandpa comes down the path behind, leaning on his walking stick.',
    },
  },
  'c4-p3': {
    scene: {
      background: 'valley',
      time: 'day',
      items: [
        { icon: 'rock', x: 700, y: 470, size: 60 },
        { animal: 'bori', x: 700, y: 444, floorY: 470, pose: 'stand', facing: 'left', expression: 'scared' },
        { prop: 'drawing-board', variant: 'splashed', x: 400, y: 452, size: 64, rotate: -20, part: 'drawing-board' },
        { icon: 'droplet', x: 370, y: 392, size: 22 },
        { icon: 'droplet', x: 436, y: 396, size: 18 },
        { icon: 'leaf-fluttering-in-wind', x: 250, y: 170, size: 50, part: 'wind-swirl' },
        { icon: 'leaf-fluttering-in-wind', x: 330, y: 230, size: 40, part: 'wind-swirl' },
        { prop: 'flat-rock', x: 590, y: 482, size: 100 },
        { person: 'seojun-grandpa', x: 590, y: 470, pose: 'point', facing: 'three-quarter-left', expression: 'worried' },
        { prop: 'walking-stick', x: 495, y: 268, size: 150, rotate: -145, part: 'walking-stick', tall: { x: 398, y: 268, size: 150 } },
        { prop: 'flat-rock', x: 210, y: 494, size: 96 },
        { person: 'seojun', x: 210, y: 484, pose: 'stand', arms: 'hug', facing: 'three-quarter-right', expression: 'scared' },
      ],
    },
    alt: {
      ko: '휘익 바람이 불어 화판이 바위에서 미끄러지더니 계곡물에 첨벙 빠졌어요. 할아버지가 지팡이를 쭉 뻗어 손잡이로 떠내려가는 화판을 걸어 올리시고, 서준이는 입을 크게 벌리고 물 쪽으로 두 손을 뻗어요. 보리는 털을 세우고 마른 바위 위로 피했어요.',
      en: 'A gust of wind blows the drawing board off the rock and into the stream with a splash. Grandpa stretches out his walking stick and hooks it with the curved handle, while Seojun reaches toward the water, mouth wide open. Bori has leapt onto a dry rock, fur puffed up.',
    },
  },
  'c4-p4': {
    scene: {
      background: 'valley',
      time: 'day',
      camera: { x: 560, y: 330, zoom: 1.5 },
      items: [
        { prop: 'walking-stick', variant: 'wet', x: 690, y: 464, size: 132, part: 'walking-stick' },
        { person: 'seojun-grandpa', x: 680, y: 462, pose: 'hold', facing: 'three-quarter-left', expression: 'worried', holding: { prop: 'drawing-board', variant: 'empty', size: 60, part: 'drawing-board' } },
        { person: 'seojun', x: 560, y: 482, pose: 'hold-both', facing: 'front', expression: 'crying', holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 82, part: 'neighbourhood-map' } },
        { animal: 'bori', x: 610, y: 492, pose: 'stand', facing: 'left', expression: 'sad' },
      ],
    },
    alt: {
      ko: '서준이가 흠뻑 젖은 지도를 두 손으로 들고 눈물을 뚝뚝 흘려요. 사인펜으로 그린 집과 돌담은 번져 얼룩이 되었고 귀퉁이도 찢어졌지만, 초록 숲은 그대로 보여요. 할아버지가 젖은 화판을 들고 서준이 곁에 서 계시고, 보리가 서준이 다리에 몸을 비벼요.',
      en: 'Seojun cries, holding up the dripping map in both hands. The felt-tip houses and stone wall have run into blurry smudges and one corner is torn, but the green forest still shows. Grandpa stands by him with the wet drawing board, and Bori rubs against his leg.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { person: 'neighbour-grandma', x: 744, y: 412, scale: 0.82, pose: 'walk', facing: 'side-left', expression: 'happy', holding: { prop: 'berry-basket', variant: 'full', size: 50, part: 'shopping-basket' } },
        { prop: 'walking-stick', x: 562, y: 464, size: 128, part: 'walking-stick' },
        { person: 'seojun-grandpa', x: 574, y: 462, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'drawing-board', variant: 'empty', size: 56, part: 'drawing-board' } },
        { animal: 'bori', x: 370, y: 490, pose: 'walk', facing: 'right', expression: 'neutral' },
        { person: 'seojun', x: 480, y: 486, pose: 'hold-both', facing: 'three-quarter-right', expression: 'sad', holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 74, part: 'neighbourhood-map' } },
      ],
    },
    alt: {
      ko: '서준이가 젖은 지도를 두 손에 받쳐 들고 터덜터덜 걸으며 ‘평창문화로’라고 쓰인 파란 표지판을 올려다봐요. 지팡이를 든 할아버지가 장바구니를 들고 걸어오시는 옆집 할머니 쪽을 보시고, 보리가 서준이 뒤를 따라와요.',
      en: 'Holding the wet map flat on both hands, Seojun trudges along and looks up at the blue sign that says "Pyeongchangmunhwa-ro." Grandpa, with his walking stick, turns toward Grandma Next Door, who is walking up with her full shopping basket, and Bori trots at Seojun\'s heels.',
    },
  },
  'c5-p2': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { prop: 'carved-stone', label: '2012년 · 1,044명 · 길 이름', x: 706, y: 456, size: 124, part: 'stone-plaque' },
        { person: 'seojun-grandpa', x: 340, y: 430, pose: 'stand', facing: 'three-quarter-right', expression: 'proud', holding: stickLow },
        { prop: 'berry-basket', variant: 'full', x: 420, y: 470, size: 56, part: 'shopping-basket' },
        { person: 'neighbour-grandma', x: 500, y: 440, tall: { x: 476, y: 436, floorY: 440, scale: 1 }, pose: 'crouch', arms: 'point', facing: 'three-quarter-right', expression: 'happy' },
        { person: 'seojun', x: 574, y: 492, tall: { x: 584, y: 496, floorY: 492, scale: 1 }, pose: 'crouch', arms: 'hold-both', facing: 'three-quarter-right', expression: 'surprised', holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 56, part: 'neighbourhood-map' } },
      ],
    },
    alt: {
      ko: '옆집 할머니가 장바구니를 내려놓고 몸을 숙여 표지판 아래 작은 돌판을 가리키세요. 돌판에는 ‘2012년, 동네 사람 1,044명이 이름을 적어 바꾼 길 이름’이라고 새겨져 있어요. 젖은 지도를 가슴에 안은 서준이가 쪼그려 앉아 읽으며 깜짝 놀라고, 할아버지는 뒤에서 빙그레 웃으세요.',
      en: 'Grandma Next Door has set down her shopping basket and bends to point at a small stone under the sign. It says that in 2012, 1,044 neighbors signed their names to rename this road. Seojun crouches to read it, amazed, the wet map held to his chest, and Grandpa smiles behind them.',
    },
  },
  'c5-p3': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { prop: 'thought-cloud', variant: 'line', x: 330, y: 250, size: 260, part: 'imagined-line' },
        { prop: 'thought-cloud', variant: 'list', x: 330, y: 250, size: 260, part: 'signature-list' },
        { prop: 'walking-stick', x: 540, y: 464, size: 128, part: 'walking-stick' },
        { person: 'seojun-grandpa', x: 560, y: 462, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-left', expression: 'proud' },
        { person: 'neighbour-grandma', x: 660, y: 468, pose: 'stand', arms: 'hold', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'seojun', x: 350, y: 490, pose: 'hold-both', facing: 'three-quarter-right', expression: 'surprised', holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 60, part: 'neighbourhood-map' } },
      ],
    },
    alt: {
      ko: '서준이 머리 위 생각 구름 속에, 이름을 적으려는 동네 사람 1,044명이 길을 따라 구불구불 줄을 섰어요. 줄 끝의 탁자에서는 머리가 까만 젊은 할아버지가 긴 종이에 이름을 적고 있어요. 서준이가 입을 벌리고 할아버지를 돌아보고, 옆집 할머니가 고개를 끄덕이시고, 할아버지는 쑥스럽게 웃으세요.',
      en: 'In a thought cloud above Seojun, 1,044 neighbors wind along the road in a long line, waiting to sign. At a table at the end, a young, dark-haired Grandpa signs the long list. Seojun turns to Grandpa with his mouth open, Grandma Next Door nods, and Grandpa smiles shyly.',
    },
  },
  'c6-p1': {
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        { prop: 'tteok-shop-front', x: 330, y: 384, size: 400 },
        { prop: 'shop-sign', x: 426, y: 138, size: 100, part: 'shop-sign' },
        { person: 'baker', x: 426, y: 382, pose: 'crack-egg', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'steamer-lid', size: 64 } },
        { prop: 'steam', x: 488, y: 262, size: 84, part: 'steam' },
        { prop: 'table', x: 236, y: 436, size: 250, tall: { x: 300, y: 436, size: 200 } },
        { prop: 'tteok-trays', variant: 'songpyeon', x: 170, y: 294, size: 260, part: 'songpyeon', tall: { x: 246, y: 320, size: 200 } },
        { prop: 'tteok-trays', variant: 'garaetteok', x: 302, y: 294, size: 260, part: 'garaetteok', tall: { x: 352, y: 320, size: 200 } },
        { prop: 'steam', x: 238, y: 286, size: 56, tall: { x: 300, y: 312, size: 44 } },
        { animal: 'bori', x: 514, y: 398, pose: 'sit', facing: 'left', expression: 'happy', tall: { x: 520, y: 398, floorY: 398, scale: 1 } },
        { person: 'seojun-grandpa', x: 606, y: 440, pose: 'stand', facing: 'three-quarter-left', expression: 'asleep', holding: stickLow, tall: { x: 600, y: 430, floorY: 440, scale: 1 } },
        { person: 'neighbour-grandma', x: 712, y: 472, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-left', expression: 'laughing', holding: { prop: 'berry-basket', variant: 'full', size: 44 }, tall: { x: 690, y: 472, floorY: 472, scale: 1 } },
        { person: 'seojun', x: 380, y: 488, pose: 'hold', facing: 'three-quarter-right', expression: 'worried', holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 56, part: 'neighbourhood-map' } },
        { prop: 'rumble-lines', x: 340, y: 430, size: 44, part: 'tummy-rumble' },
      ],
    },
    alt: {
      ko: '추석을 앞둔 작은 떡집 앞이에요. 문 위에 ‘떡집’ 간판이 걸려 있고, 열린 문으로 김이 모락모락 피어올라요. 문간에서 떡집 아주머니가 찜기 뚜껑을 들어 올리시고, 가게 앞 상에는 반달 모양 송편과 하얗고 길쭉한 가래떡 쟁반이 놓여 있어요. 젖은 지도를 든 서준이 배에서 꼬르륵 소리가 나고, 옆집 할머니가 입을 가리고 호호 웃으세요. 할아버지는 눈을 감고 떡 냄새를 맡으시고, 보리는 문턱에 앉아 코를 킁킁거려요.',
      en: "Outside a little tteok shop just before Chuseok: a 떡집 sign hangs over the open door, and steam puffs out of it. The tteok shop auntie lifts a steamer lid in the doorway, and trays of half-moon songpyeon and long white garaetteok sit on a table out front. Holding the wet map, Seojun's tummy rumbles, and Grandma Next Door laughs behind her hand. Grandpa sniffs the steam with his eyes closed, and Bori sits on the doorstep, sniffing the air.",
    },
  },
  'c6-p2': {
    scene: {
      background: 'tteok-shop',
      time: 'day',
      items: [
        { prop: 'shop-sign', x: 540, y: 96, size: 150 },
        { person: 'baker', x: 560, y: 400, pose: 'bow', facing: 'three-quarter-left', expression: 'sad' },
        { prop: 'shop-counter', x: 560, y: 404, size: 300 },
        { prop: 'tteok', variant: 'songpyeon', x: 650, y: 304, size: 110, part: 'songpyeon' },
        { prop: 'walking-stick', x: 140, y: 452, size: 126, tall: { x: 86, y: 448, size: 126 } },
        { person: 'seojun-grandpa', x: 150, y: 450, pose: 'hold', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'tteok', variant: 'stick', size: 40, part: 'garaetteok' }, tall: { x: 96, y: 446, floorY: 450, scale: 1 } },
        { person: 'neighbour-grandma', x: 260, y: 466, pose: 'stand', facing: 'three-quarter-right', expression: 'worried' },
        { prop: 'berry-basket', variant: 'full', x: 300, y: 478, size: 44 },
        { person: 'seojun', x: 400, y: 490, pose: 'point', facing: 'three-quarter-right', expression: 'worried', holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 80, part: 'neighbourhood-map' } },
      ],
    },
    alt: {
      ko: '떡집 아주머니가 갓 뽑은 따끈한 가래떡을 한 가닥 잘라 주셨어요. 서준이가 계산대에 젖은 지도를 펼쳐 보이자 아주머니가 들여다보며 안타까운 얼굴이 되세요. 옆집 할머니도 걱정스럽게 보시고, 할아버지는 문가에서 가래떡을 드세요.',
      en: 'The tteok shop auntie has cut Seojun a warm stick of fresh garaetteok. When he shows her the wet map on the counter, she leans over to look, her face falling. Grandma Next Door looks on kindly, and Grandpa munches garaetteok by the door.',
    },
  },
  'c6-p3': {
    scene: {
      background: 'tteok-shop',
      time: 'day',
      items: [
        { prop: 'shop-sign', x: 540, y: 96, size: 150 },
        { prop: 'window', x: 138, y: 248, size: 200, part: 'shop-window' },
        { prop: 'mountain', variant: 'bukhansan', x: 136, y: 214, size: 140 },
        { person: 'baker', x: 520, y: 400, pose: 'point', facing: 'three-quarter-left', expression: 'happy' },
        { prop: 'shop-counter', x: 560, y: 404, size: 300 },
        { prop: 'map-flat', variant: 'soaked', x: 596, y: 308, size: 96, part: 'neighbourhood-map' },
        { prop: 'tteok', variant: 'songpyeon', x: 680, y: 304, size: 90, part: 'songpyeon' },
        { prop: 'walking-stick', x: 712, y: 478, size: 126 },
        { person: 'seojun-grandpa', x: 700, y: 476, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'tteok', variant: 'stick', size: 30 } },
        { prop: 'berry-basket', variant: 'full', x: 170, y: 482, size: 44 },
        { person: 'neighbour-grandma', x: 220, y: 470, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-right', expression: 'wink' },
        { person: 'seojun', x: 360, y: 490, pose: 'stand', arms: 'draw', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'sketchbook', size: 44, part: 'notebook' } },
      ],
    },
    alt: {
      ko: '서준이가 수첩에 적으며 어른들에게 동네에서 제일 좋은 게 뭔지 여쭤봐요. 떡집 아주머니는 창밖 북한산 봉우리를 가리키시고, 옆집 할머니는 손을 입가에 대고 담 너머로 부르는 시늉을 하세요. 할아버지는 떡을 들고 고개를 끄덕이시고, 젖은 지도는 계산대 위에서 말라 가요.',
      en: 'Seojun writes in his notebook as he asks the grown-ups what they love most. The tteok shop auntie points out the window at Bukhansan\'s peaks, and Grandma Next Door cups a hand by her mouth as if calling over a wall. Grandpa nods with a piece of tteok, and the wet map dries on the counter.',
    },
  },
  'c6-p4': {
    scene: {
      background: 'dining-room',
      time: 'evening',
      camera: { x: 340, y: 290, zoom: 1.4 },
      items: [
        { prop: 'sunset-window', x: 220, y: 240, size: 260 },
        { person: 'seojun-grandpa', x: 470, y: 420, pose: 'kneel', arms: 'hold-both', facing: 'three-quarter-left', expression: 'worried' },
        { prop: 'map-flat', variant: 'torn', x: 350, y: 374, size: 150, part: 'neighbourhood-map' },
        { person: 'seojun', x: 210, y: 430, pose: 'kneel', arms: 'hands-to-face', facing: 'three-quarter-right', expression: 'crying', holding: { prop: 'felt-tip-pens', variant: 'one', size: 36, part: 'felt-tip-pens' } },
      ],
    },
    alt: {
      ko: '해 질 무렵 창밖이 주황빛이에요. 밥상 위에서 젖은 지도가 한가운데로 찌익 두 쪽이 났어요. 사인펜을 든 서준이가 무릎을 꿇은 채 으앙 울음을 터뜨리고, 할아버지가 찢어진 두 쪽을 살며시 들어 올리려고 손을 뻗으세요.',
      en: 'The sky outside the window is orange at sunset. On the low table the wet map has torn right down the middle. Kneeling with his pen still in his hand, Seojun bursts into tears, and Grandpa reaches across to lift the two halves gently.',
    },
  },
  'c7-p1': {
    scene: {
      background: 'dining-room',
      time: 'day',
      camera: { x: 340, y: 280, zoom: 1.35 },
      items: [
        { person: 'seojun-grandpa', x: 480, y: 420, pose: 'sit-floor', arms: 'hold', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'rice-bowl', size: 26 } },
        { person: 'seojun', x: 250, y: 440, pose: 'stand', arms: 'hold-both', facing: 'front', expression: 'laughing' },
        { prop: 'neighbourhood-map', variant: 'dry', x: 250, y: 424, size: 104, part: 'neighbourhood-map' },
      ],
    },
    alt: {
      ko: '일요일 아침, 햇살이 창으로 들어와요. 서준이가 빳빳하게 마른 지도를 두 손으로 들어 보이며 활짝 웃어요. 지도는 두 쪽으로 찢어지고 쭈글쭈글하고 사인펜 선은 흐려졌지만, 크레파스로 칠한 초록 숲은 그대로예요. 할아버지가 밥상 앞에서 보리차를 들고 웃으세요.',
      en: 'On Sunday morning, sunlight comes through the window. Seojun grins, holding up the map, dry and stiff and wrinkled, still in two halves. The pen lines have faded, but the green crayon forest is still bright. Grandpa smiles at the low table with a cup of barley tea.',
    },
  },
  'c7-p2': {
    scene: {
      background: 'dining-room',
      time: 'day',
      camera: { x: 350, y: 320, zoom: 1.4 },
      items: [
        { person: 'seojun-grandpa', x: 530, y: 424, pose: 'kneel', arms: 'point', facing: 'three-quarter-left', expression: 'happy' },
        { prop: 'map-flat', variant: 'collage', x: 384, y: 372, size: 156, part: 'neighbourhood-map' },
        { prop: 'neighbourhood-map', variant: 'scraps', x: 300, y: 366, size: 56, part: 'old-map-scraps' },
        { icon: 'scissors', x: 486, y: 354, size: 26, part: 'scissors' },
        { prop: 'glue-stick', x: 470, y: 372, size: 30, part: 'glue-stick' },
        { prop: 'felt-tip-pens', variant: 'spread', x: 270, y: 376, size: 46, part: 'felt-tip-pens' },
        { person: 'seojun', x: 236, y: 436, pose: 'draw', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'felt-tip-pens', variant: 'one', size: 26 } },
      ],
    },
    alt: {
      ko: '서준이가 살아남은 초록 숲을 오려 새 도화지 위쪽에 붙였어요. 그 아래에 돌담길과 노란 국화, 김이 나는 떡집, 파란 표지판을 그려요. 옆에는 가위와 풀, 사인펜, 찢어진 옛 지도 조각이 있어요. 할아버지가 몸을 숙여 그려진 돌 하나를 손가락으로 짚으세요.',
      en: 'Seojun has cut out the green forest and glued it across the top of a new sheet. Below it he draws the stone-wall lane, the yellow mums, the steamy tteok shop and the blue sign, with scissors, a glue stick, pens and the torn scraps of the old map beside him. Grandpa leans in and taps one drawn stone.',
    },
  },
  'c7-p3': {
    scene: {
      background: 'dining-room',
      time: 'day',
      camera: { x: 420, y: 400, zoom: 1.1 },
      items: [
        { prop: 'map-flat', variant: 'collage-more', x: 500, y: 492, size: 170, part: 'neighbourhood-map' },
        { prop: 'crayons', x: 280, y: 488, size: 40, part: 'crayons' },
        { animal: 'bori', x: 600, y: 452, floorY: 452, pose: 'sit', facing: 'left', expression: 'thinking' },
        { person: 'seojun', x: 360, y: 486, pose: 'draw', facing: 'three-quarter-right', expression: 'happy', holding: { prop: 'crayon', variant: 'pink', size: 18 } },
      ],
    },
    alt: {
      ko: '서준이가 마룻바닥에 앉아 지도 위로 몸을 숙이고 분홍 크레파스로 그려요. 떡집 뒤로 분홍빛 새벽 봉우리, 돌담 너머로 손 흔드는 옆집 할머니, 숲 위의 음표를 그렸고, 이제 돌담길 위에 서준이와 주황 고양이를 그려요. 보리가 지도 가장자리에 앉아 자기 그림에 코를 대고 킁킁거려요.',
      en: 'Sitting on the floor and leaning over his map, Seojun draws with a pink crayon. He has added pink peaks at dawn behind the tteok shop, Grandma Next Door waving over the wall and music notes above the forest, and now a boy and an orange cat on the stone-wall lane. Bori sits at the edge of the map, sniffing the drawing of herself.',
    },
  },
  'c7-p4': {
    scene: {
      background: 'dining-room',
      time: 'lamp',
      camera: { x: 340, y: 300, zoom: 1.25 },
      items: [
        { prop: 'floor-lamp', x: 610, y: 420, size: 80, lit: true, part: 'floor-lamp', tall: { x: 630, y: 410, size: 80 } },
        { person: 'seojun-grandpa', x: 580, y: 444, pose: 'crouch', arms: 'hold-both', facing: 'three-quarter-left', expression: 'proud', tall: { x: 540, y: 418, floorY: 444, scale: 1 } },
        { prop: 'map-flat', variant: 'leaf', x: 200, y: 490, size: 150, part: 'neighbourhood-map', tall: { x: 186, y: 446, size: 124 } },
        { person: 'seojun', x: 410, y: 480, pose: 'sleep', facing: 'side-left', expression: 'asleep', tall: { x: 400, y: 474, floorY: 480, scale: 1 } },
        { prop: 'sleep-blanket', x: 440, y: 488, size: 210, part: 'blanket', tall: { x: 456, y: 482, size: 190 } },
        { prop: 'glue-stick', x: 300, y: 482, size: 26, rotate: 70 },
      ],
    },
    alt: {
      ko: '창밖이 어둑해지고 등불이 따뜻하게 켜졌어요. 귀퉁이에 빨간 단풍잎을 붙인 지도 옆에서 서준이가 스르르 잠들었어요. 할아버지가 몸을 숙여 살며시 담요를 덮어 주세요.',
      en: 'It is dark outside the window and the lamp glows warm. Seojun has fallen asleep beside his map, the red maple leaf glued in one corner. Grandpa bends down and gently tucks a blanket over him.',
    },
  },
  'c8-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        { person: 'teacher', x: 690, y: 400, pose: 'stand', facing: 'three-quarter-left', expression: 'happy' },
        { person: 'kid-a', x: 180, y: 450, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-right', expression: 'surprised' },
        { person: 'kid-b', x: 580, y: 456, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-left', expression: 'surprised', tall: { x: 640, y: 452, floorY: 456, scale: 1 } },
        { person: 'harin', x: 490, y: 480, pose: 'point', facing: 'three-quarter-left', expression: 'surprised' },
        { person: 'seojun', x: 320, y: 490, pose: 'stand', arms: 'hold-both', facing: 'front', expression: 'proud' },
        { prop: 'neighbourhood-map', variant: 'leaf', x: 320, y: 474, size: 124, part: 'neighbourhood-map' },
      ],
    },
    alt: {
      ko: '월요일 아침, 서준이가 교실 앞에서 지도를 번쩍 들어 보여요. 울퉁불퉁 덧붙인 초록 숲 아래 돌담길과 국화, 떡집, 파란 표지판이 있고, 귀퉁이에는 진짜 빨간 단풍잎이 붙어 있어요. 하린이가 단풍잎을 가리키고 친구들은 입을 떡 벌려요. 선생님이 뒤에서 웃으세요.',
      en: 'On Monday morning, Seojun holds his map up high in front of the class: the bumpy glued-on forest, the lane, the mums, the tteok shop and the blue sign, with a real red maple leaf in one corner. Harin points at the leaf, the other kids gasp, and the teacher smiles from the back.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      items: [
        { prop: 'mum-pots', count: 3, x: 250, y: 400, size: 76, part: 'mums' },
        { person: 'neighbour-grandma', x: 318, y: 394, pose: 'point', facing: 'three-quarter-right', expression: 'laughing' },
        { person: 'baker', x: 572, y: 396, pose: 'hold', facing: 'three-quarter-left', expression: 'happy', holding: { prop: 'present', size: 30 } },
        { prop: 'neighbourhood-map', variant: 'signed', x: 404, y: 384, size: 130, part: 'neighbourhood-map' },
        { prop: 'neighbourhood-map', variant: 'signatures', x: 404, y: 384, size: 130, part: 'signatures' },
        { prop: 'neighbourhood-map', variant: 'paw-print', x: 404, y: 384, size: 130, part: 'paw-print' },
        { animal: 'bori', x: 470, y: 404, floorY: 404, scale: 0.8, pose: 'stand', facing: 'left', expression: 'happy', tall: { x: 486, y: 404, floorY: 404, scale: 0.8 } },
        { prop: 'walking-stick', x: 530, y: 470, size: 128, part: 'walking-stick' },
        { person: 'seojun-grandpa', x: 512, y: 468, pose: 'stand', arms: 'draw', facing: 'three-quarter-left', expression: 'proud', holding: { prop: 'felt-tip-pens', variant: 'one', size: 42, part: 'grandpas-pen' } },
        { person: 'seojun', x: 316, y: 484, pose: 'stand', arms: 'point', facing: 'three-quarter-right', expression: 'laughing' },
      ],
    },
    alt: {
      ko: '오후, 서준이가 돌담에 지도를 대고 누르자 할아버지가 지도 맨 아래 ‘도와준 사람들’ 칸에 이름을 쓰세요. 떡집 아주머니와 옆집 할머니의 이름까지 세 개가 나란히 적혔어요. 옆집 할머니가 지도 속 노란 국화를 가리키며 웃으시고, 보리가 흙 묻은 앞발로 발도장을 꾹 찍어요.',
      en: 'That afternoon Seojun holds the map flat against the stone wall while Grandpa signs his name in the "People Who Helped" box at the bottom: three names in a row with the tteok shop auntie\'s and Grandma Next Door\'s. Grandma Next Door laughs and points at the drawn mums, and Bori stamps a muddy paw print beside the names.',
    },
  },
  'c8-p3': {
    scene: {
      background: 'bukhansan',
      time: 'night',
      items: [
        { icon: 'star', x: 300, y: 50, size: 20, part: 'stars' },
        { icon: 'glowing-star', x: 470, y: 40, size: 24, part: 'stars' },
        { icon: 'star', x: 600, y: 80, size: 18, part: 'stars' },
        { prop: 'village-lights', x: 590, y: 392, size: 300, lit: true, part: 'village-windows', tall: { x: 470, y: 356, size: 240 } },
        { prop: 'maru', x: 250, y: 500, size: 420, part: 'porch', tall: { x: 280, y: 500, size: 300 } },
        { person: 'seojun-grandpa', x: 170, y: 500, pose: 'sit-chair', seat: 'none', arms: 'arm-around', facing: 'three-quarter-right', expression: 'laughing', tall: { x: 130, y: 514, floorY: 500, scale: 1 } },
        { prop: 'map-flat', variant: 'signed', x: 250, y: 430, size: 70, part: 'neighbourhood-map', tall: { x: 250, y: 450, size: 70 } },
        { animal: 'bori', x: 250, y: 426, floorY: 500, scale: 0.8, pose: 'curl', facing: 'right', expression: 'asleep', tall: { x: 250, y: 446, floorY: 500, scale: 0.8 } },
        { person: 'seojun', x: 330, y: 474, floorY: 500, pose: 'sit-chair', seat: 'none', arms: 'point', facing: 'three-quarter-right', expression: 'happy', clothes: 'pajamas', tall: { x: 360, y: 494, floorY: 500, scale: 1 } },
      ],
    },
    alt: {
      ko: '밤, 북한산 봉우리 위로 별이 하나둘 떴어요. 잠옷을 입은 서준이와 할아버지가 마루 끝에 앉아 동네를 내려다봐요. 집집마다 창문에 노란 불이 켜졌고, 서준이가 손가락으로 창문을 세어요. 할아버지가 서준이를 감싸 안고 웃으시고, 둘 사이 지도 위에서 보리가 동그랗게 잠들었어요.',
      en: 'At night, stars come out over the peaks of Bukhansan. Seojun, in his pajamas, and Grandpa sit on the edge of the wooden porch above the neighborhood. Window after window glows yellow, and Seojun points, counting them. Grandpa laughs softly with an arm around him, and Bori sleeps curled on the map between them.',
    },
  },
} satisfies BookPictures;
