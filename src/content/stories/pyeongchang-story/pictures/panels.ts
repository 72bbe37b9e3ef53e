import type { BookPictures } from '../../with-pictures';
import { roadNamingWords } from './carved-stone';

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
/** Where c8-p2 draws Bori's big print on the map's names strip (map-flat.ts 'on-wall'), which the neighbours look down at. */
const stripPawPrint = { x: 493, y: 385 } as const;

export const pictures = {
  'c1-p1': {
    scene: {
      background: 'classroom',
      time: 'day',
      // On a desk, in on the class from the board's top to their feet (the whole room, window to cork board, drew the
      // faces at 20-odd pixels).
      camera: { x: 420, y: 283, zoom: 1.15 },
      items: [
        { prop: 'homework-board', label: '우리 동네 지도 — 월요일까지', x: 404, y: 250, size: 330, part: 'blackboard' },
        // Pointing at the board with her head turned back over her shoulder to the class, a twist from the pointing arm
        // to the face (square to the board, she stood beside it like a board herself; bent in to it, on a phone her skirt
        // came in behind Seojun's hands on his desk).
        {
          person: 'teacher',
          scale: 1.15,
          x: 560,
          y: 410,
          pose: 'point',
          facing: 'three-quarter-left',
          // Her face to the class, her eyes on them (turned right over her shoulder, away from her own pointing arm, her
          // head and arm went opposite ways).
          headFacing: 'front',
          gaze: 'down-right',
          expression: 'happy',
        },
        // Her hand up to the teacher to tell about her own neighbourhood, turned to her (facing us, she waved at the reader);
        // a step further off to the right, by the teacher's desk, so a phone does not draw her pressed against the teacher's
        // skirt (at 660, 430 it did).
        {
          person: 'kid-b',
          scale: 1.15,
          x: 700,
          y: 414,
          pose: 'stand',
          otherArm: 'wave',
          facing: 'three-quarter-left',
          turnsTo: 'teacher',
          expression: 'happy',
        },
        // Arms flung wide for the giant pool, to the boy bragging back at her (facing us, she showed off to the reader),
        // up and out either side of her head in a wide V, the hands at her ears' height so each forearm shows beside it,
        // clear of him (both fists up, a phone drew them over his bowed head, a punch; flung out level, her near hand
        // struck his face; raised higher, or straight over her head, each hand stood up behind it with no forearm).
        {
          person: 'harin',
          scale: 1.15,
          x: 200,
          y: 440,
          pose: 'cheer',
          reachTo: { near: { x: 246, y: 236 }, far: { x: 140, y: 236 } },
          facing: 'three-quarter-right',
          turnsTo: 'kid-a',
          // Arched back away from him as she flings her arms wide, "this big!" (upright, her arms stood on a straight board
          // of a body; bent in to him, on a phone her face went behind his head).
          bendsTo: { x: 120, y: 250 },
          expression: 'laughing',
        },
        {
          person: 'kid-a',
          scale: 1.15,
          x: 350,
          y: 450,
          // Standing by his desk's end, clapping as he brags back at Harin with a grin, leaning in a little from the
          // shoulders (bent over the desk on his hands, he folded 90° at the waist as if bowing, and on a phone his head
          // went into her chest; pointing past her, his finger was at empty air; hands on hips, they reached into her).
          pose: 'stand',
          arms: 'clap',
          facing: 'three-quarter-left',
          turnsTo: 'harin',
          bendsTo: { x: 250, y: 240 },
          expression: 'laughing',
        },
        // His chair under him, its back behind him (with none, he sat on air, a shoe poking out under the desk).
        // Chair and boy a step left of the desk's middle, and a step back from its front legs, so his shoes land between
        // its legs (level with its front legs, his knees and shoes came out in front of the desk he sat behind: blind
        // critic r72, p1).
        { prop: 'chair', x: 436, y: 488, size: 74 },
        {
          person: 'seojun',
          scale: 1.15,
          x: 436,
          y: 484,
          // Slumped at his desk, his hands clasped on its top, head down and turned away from the bragging (the engine's
          // crossed arms, seated, read as two loose fists held up before his chest; his hands in his lap, one poked out
          // by the desk's leg).
          pose: 'sit-chair',
          arms: 'hold',
          reachTo: { near: { x: 462, y: 388, on: 'school-desks' }, far: { x: 440, y: 390, on: 'school-desks' } },
          head: 'down',
          // Turned three-quarters on the chair, away from the bragging, so his thighs go along its seat and his shins down
          // from the knees (square to us, his foreshortened legs went straight to the floor in front of the seat, and he
          // stood before his chair rather than sat on it: blind critic r54).
          facing: 'three-quarter-right',
          gaze: 'down-right',
          expression: 'worried',
        },
        // School desks at a seated child's chest, a standing one's waist (at 120 they were knee-high to the standing kids).
        { prop: 'table', x: 470, y: 498, size: 150, part: 'school-desks' },
        { prop: 'table', x: 250, y: 498, size: 140, part: 'school-desks' },
      ],
    },
    alt: {
      ko: '교실 칠판에 ‘우리 동네 지도, 월요일까지’가 적혀 있고, 선생님이 칠판을 가리키세요. 하린이는 두 팔을 활짝 벌려 수영장 자랑을 하고, 친구들도 웃으며 손뼉을 치고 손을 들어요. 서준이는 책상 앞에 축 처져 앉아 친구들에게서 고개를 돌린 채 걱정스럽게 아래를 내려다봐요.',
      en: 'The blackboard says the neighborhood map is due on Monday, and the teacher points at it. Harin throws her arms wide to show off her swimming pool, and the other kids laugh, clap and raise their hands. Seojun slumps at his desk, his head turned away from them, looking down, worried.',
    },
  },
  'c1-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      // On a desk, in on the lane from Seojun to the gate, so both faces read.
      camera: { x: 530, y: 258, zoom: 1.16 },
      items: [
        // Climbing steeply from the picture's foot at the left to the gate's landing (the engine's gentler 'climb' read as flat).
        { prop: 'hill-lane', x: 400, y: 540, size: 800 },
        // As tall as a gate is next to a grown-up: its doors reach over Grandpa's head (at 150 they came to his chest,
        // and he towered over it like a giant).
        { prop: 'hanok-gate', x: 700, y: 346, size: 210, part: 'hanok-gate' },
        {
          // In front of the gate's doors, sized by where he stands up the lane (with a floor line down at Seojun's,
          // he was drawn as near as Seojun but high up, a giant standing on the wall's rail).
          person: 'seojun-grandpa',
          scale: 1.15,
          x: 650,
          y: 356,
          pose: 'stand',
          arms: 'hold-chest',
          head: 'down',
          // Turned to the boy he is waiting for, coming up the hill, not out at us: in profile down the lane, Bori
          // gathered in against his chest at his waist (his hands at shoulder height out in front, he held her out at
          // arm's length like a parcel). His near arm round under her chest, his far hand on her back (one fist on her
          // flank held her out in one hand: blind critic r91, p2).
          turnsTo: 'seojun',
          facing: 'side-left',
          expression: 'happy',
          reachTo: { near: { x: 600, y: 220 }, far: { x: 616, y: 196 } },
          holdingAnimal: { animal: 'bori', pose: 'lie', facing: 'left', expression: 'happy' },
        },
        // Halfway up the lane, the lane's foot and the flat street below him (at its foot, he stood on the flat and the hill
        // read as flat), one foot up in the kick (walking bent into the climb, the pebble was only a stone by his shoe).
        {
          person: 'seojun',
          scale: 1.15,
          x: 478,
          // His planted foot on the lane's stepped paving, not down on the bank's face below its lip (there he walked up a
          // ramp beside the steps).
          y: 398,
          floorY: 430,
          pose: 'kick',
          facing: 'three-quarter-right',
          expression: 'sad',
          backpack: true,
        },
        // Kicked: a small grey stone skittering up the lane on the ground just ahead of his front toe, speed lines and a
        // puff of dust behind it (hopping high in the air, it read as a black ball hanging before the step; the rock emoji
        // lay on the paving as a grey speck by his shin, with a dash emoji beside it).
        { prop: 'kicked-pebble', x: 590, y: 352, size: 26, part: 'pebble' },
      ],
    },
    alt: {
      ko: '기와지붕 대문 앞에서 할아버지가 고양이 보리를 품에 안고 웃으며 기다리세요. 서준이는 시무룩한 얼굴로 가파른 돌길을 올라오며 발끝으로 돌멩이를 툭 차요.',
      en: 'Grandpa waits at the tile-roofed gate, smiling, with Bori the cat in his arms. Seojun trudges up the steep stone lane with a glum face, one foot up, kicking a pebble ahead of him.',
    },
  },
  'c1-p3': {
    scene: {
      background: 'hanok-room',
      time: 'lamp',
      items: [
        // Lit between the two of them behind the table, so a desk and a phone's narrower frame both see it is evening (off
        // the picture's edge, the room read as daylight), its shade over the paper it lights (at Grandpa's shoulder, the
        // shade touched his hair: blind critic r65, p3).
        { prop: 'floor-lamp', x: 404, y: 372, size: 80, lit: true },
        {
          person: 'seojun-grandpa',
          socks: true,
          // Cross-legged on the floor at the table's far end, his legs and socks showing beside it (behind it, only his
          // body rose over the table top).
          x: 468,
          y: 432,
          pose: 'sit-floor',
          arms: 'finger-up',
          // One finger up before his chest, "count": left to the pose, his forearm lay out over the table, an open hand
          // reaching; a step higher, the finger sat under his chin; further out, it pointed sideways.
          // His other hand rests on the table's rim by the crayons he set out (hanging behind it, it was lost; on the crayon
          // box, its glass lid lay over his sleeve and a critic saw his arm see-through: blind critic r72, p3). Up on the
          // top's near edge, not down its rim's front, where it hung beside the table "not on anything" (r87).
          reachTo: { near: { x: 436, y: 340 }, far: { x: 430, y: 398, on: 'low-table' } },
          facing: 'three-quarter-left',
          // Smiling at the boy over his blank paper, not at us: his head tipped down to him and his eyes on him, low
          // on his left (level, he gazed past the boy into the room).
          turnsTo: 'seojun',
          head: 'down',
          gaze: 'down-left',
          expression: 'happy',
        },
        { prop: 'bapsang', variant: 'round', x: 360, y: 456, size: 184, part: 'low-table' },
        // The sheet lies within the table's top, its far corner short of Grandpa (a step right, it ran on into his lap like a
        // slab: blind critic r63, p3), wide across the table now it lies flat, so it is big (a size up, the phone cut Grandpa).
        { prop: 'map-on-table', variant: 'blank', x: 340, y: 412, size: 110, lit: true, part: 'neighbourhood-map' },
        { prop: 'felt-tip-pens', variant: 'pack', x: 384, y: 410, size: 30, part: 'felt-tip-pens' },
        { prop: 'crayon-box', variant: 'closed', x: 404, y: 396, size: 30, part: 'crayons' },
        {
          person: 'seojun',
          // Striped socks, banded in his sweatshirt's blue: plain blue ones kept his sneakers' shape and read as outdoor shoes on the floor.
          socks: 'striped',
          x: 290,
          y: 466,
          pose: 'sit-floor',
          arms: 'point',
          // His fingertip down on the paper at the one tiny house: "See?" (held over the sheet's edge, his hand hung in
          // the air above the table). In his other hand, on the sheet, the crayon he drew the house with.
          reachTo: { near: { x: 352, y: 411 }, far: { x: 318, y: 402, on: 'neighbourhood-map' } },
          holdingFar: { prop: 'crayon-down', size: 34, part: 'crayon' },
          facing: 'three-quarter-right',
          // His eyes down on the empty page he points at, under lowered lids, his mouth flat and one brow up: "See?"
          // (sad, his wet eyes stayed wide open on us with a tear, more grief than a boy with nothing to draw).
          gaze: 'down-right',
          // Pouting, cross at the empty page: "nothing to draw!" (doubtful, his mouth a flat line, the complaint was not acted).
          expression: 'cross',
        },
      ],
    },
    alt: {
      ko: '저녁, 등불 아래 밥상 위에 커다란 도화지와 새 크레파스, 사인펜이 놓여 있어요. 도화지에는 한가운데 조그만 우리 집 하나뿐이에요. 도화지 앞쪽 가장자리에 사인펜이 놓여 있고, 크레파스 상자는 아직 뜯지도 않았어요. 서준이는 한 손에 크레파스를 쥔 채 시무룩하게 텅 빈 도화지를 가리키고, 할아버지는 손가락 하나를 세워 보이며 서준이를 내려다보고 빙그레 웃으세요.',
      en: 'In the lamplight after dinner, a big sheet of paper, a new box of crayons and markers lie on the low table. The paper is empty except for one tiny house in the middle. The pens lie at the front edge of the paper and the crayon box is still closed. Seojun, a crayon still in one hand, points at the paper glumly, and Grandpa holds up one finger, smiling down at him.',
    },
  },
  'c2-p1': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      // On a desk, in round Grandpa, Seojun and Bori, so their faces read. The three walk a step further up the lane
      // toward the curled roof and the camera with them, so the desk holds the whole roof, both wings, and the phone's
      // frame, drawn round the three, reaches its near curl by the stick's tip (80 further left, the phone cut the roof
      // at its top corner, the curl half gone).
      camera: { x: 466, y: 305, zoom: 1.25 },
      items: [
        // On the hanok beyond the wall, laid over its own roof with its left wing curling up just past the stick's tip
        // (between the two houses, over the lane, it hung in the sky).
        { prop: 'curled-roof', x: 624, y: 236, size: 236 },
        // The stick gripped near its crook and raised high, its tip aimed up at the curl of the eaves: held at his
        // shoulder, on a phone it ran across Seojun's head.
        {
          person: 'seojun-grandpa',
          x: 380,
          y: 480,
          scale: 1.2,
          pose: 'stand',
          arms: 'hold',
          reachTo: { near: { x: 446, y: 226 } },
          head: 'up',
          // In profile to the roof, his eyes open on where the stick points (three-quarter, his face still came round
          // to us; laughing, eyes shut and turned away, he did not look where he pointed).
          facing: 'side-right',
          turnsTo: { x: 560, y: 214 },
          expression: 'happy',
          // A walking stick's length, as thin as the one he leans on (at 150 it was an oar longer than he is tall).
          holding: { prop: 'stick-pointing', size: 120, part: 'walking-stick' },
        },
        // A step up the lane, so her paws stand on it clear of the desk picture's bottom edge (at 498 it cut them: blind
        // critic r98), and a step back from Seojun's board, so her face stays clear of it.
        { animal: 'bori', x: 450, y: 484, pose: 'walk', facing: 'right', expression: 'happy' },
        {
          // A step behind, walking after Grandpa with the board hanging from his hand at his side by its top edge, and
          // looking up where the stick points, one brow up, not impressed (squinting, his lidded eye read as a flat stare
          // straight ahead: blind critic r85, p4): square to us with the board held before his chest, he stood like a boy
          // holding a sign; tucked under his arm, the engine laid it on his chest with no hand on it.
          person: 'seojun',
          x: 560,
          y: 474,
          scale: 1.12,
          pose: 'walk',
          // Tipped well back (a little up, his eyes read as straight ahead and a critic saw him walk past the roof: r96).
          head: 'up-high',
          // In profile, walking after Grandpa, his head turned back up to the roof.
          facing: 'side-left',
          // His face in profile up to the roof over his shoulder (three-quarters, his side-eye came out to us).
          headFacing: 'side-right',
          turnsTo: { x: 600, y: 200 },
          gaze: 'up-right',
          expression: 'doubtful',
          arms: 'stand',
          holding: board('blank', 52),
        },
      ],
    },
    alt: {
      ko: '토요일 아침, 서준이가 도화지를 끼운 화판을 한 손에 들고 시큰둥한 얼굴로 할아버지 뒤를 따라가며 지붕을 올려다봐요. 할아버지가 지팡이를 번쩍 들어 처마 끝이 새 날개처럼 들린 기와지붕을 가리키시고, 보리가 꼬리를 세우고 따라와요.',
      en: 'On Saturday morning, Seojun walks after Grandpa with his drawing board hanging from his hand, one eyebrow up as he looks up at the roof, not impressed at all. Grandpa raises his walking stick and points it up at a tiled roof whose edges curl up like wings, and Bori trots along, tail high.',
    },
  },
  'c2-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      // On a desk, in round the wall's end, Seojun's palm on it and Grandpa just behind him: a group narrow enough that
      // the phone draws it as it stands (drawn together, the hand slid off the end onto the wall's face, in front of it).
      camera: { x: 470, y: 310, zoom: 1.15 },
      items: [
        // Along the lane, ending behind Seojun, its capstones at his chest: his palm flat on its face a hand in from its end
        // (at the corner, his hand hung past the stones, palm out, and read as warming at a fire: blind critic r100, p5).
        { prop: 'stone-wall', variant: 'long-end', x: 166, y: 452, size: 250 },
        // Along the wall's top, turned to Seojun, clear of his hand and his head.
        { animal: 'bori', x: 250, y: 318, floorY: 452, pose: 'lie', facing: 'right', expression: 'sleepy' },
        // Against the wall's face at its foot, clear of Seojun's shoes.
        { prop: 'drawing-board', variant: 'blank', x: 300, y: 455, size: 62, rotate: -8, part: 'drawing-board' },
        // The sun's warmth in the stones round Seojun's palm, centred under his hand and no wider than it needs, so the
        // stones glow round a hand lying on them (wide and below his hand, his palm hovered in a yellow haze: blind critic
        // r27): "the stones are warm!"
        { prop: 'warm-glow', x: 428, y: 370, size: 56 },
        // Just behind Seojun past the wall's end, turned to it, looking down at the stones he laid: "I helped build this
        // wall" (a step up the lane on his stick, he had nothing to do with the wall).
        {
          person: 'seojun-grandpa',
          x: 560,
          y: 444,
          scale: 1.15,
          pose: 'stand',
          arms: 'hold',
          facing: 'three-quarter-left',
          turnsTo: { x: 420, y: 330 },
          expression: 'proud',
        },
        {
          // At the wall's end, turned three-quarters to it so his surprised face shows over his hand (side-on, his hair
          // hid it and he read as a back view), his palm on the stones' face, seen from its back like a hand print, the
          // fingers spread up the wall (laid on the wall's end, it read as a karate chop).
          person: 'seojun',
          x: 486,
          y: 464,
          scale: 1.15,
          pose: 'stand',
          arms: 'palm-on-wall',
          reachTo: { near: { x: 428, y: 370 } },
          facing: 'three-quarter-left',
          gaze: 'down-left',
          expression: 'surprised',
        },
      ],
    },
    alt: {
      ko: '서준이가 가슴 높이의 오래된 돌담 끝에 서서, 햇볕에 데워진 돌담에 손바닥을 납작하게 꼭 대고, 눈이 동그래져서 자기 손을 바라봐요. 손바닥 밑의 돌이 따뜻하게 빛나요. 크고 작은 돌이 퍼즐처럼 맞물려 있어요. 할아버지는 서준이 바로 뒤에 서서 돌담을 흐뭇하게 내려다보시고, 보리는 담 위에 길게 누워 햇볕을 쬐어요. 화판은 담 밑에 기대어 있어요.',
      en: 'At the end of the old stone wall, as high as his chest, Seojun presses his palm flat on the sunny stones. He looks at his hand, his eyes wide with surprise, and the stones glow warm under it. Big and small stones fit together like a puzzle. Grandpa stands just behind him, smiling down at the wall, Bori stretches out on top in the sun, and the drawing board leans against the foot of the wall.',
    },
  },
  'c2-p3': {
    // Seojun crouched drawing on his board, leaned upright on the ground against the stone wall (held up
    // against the wall's face it hung in the air at his chest), Grandma Next Door's mums in pots on the wall's top,
    // where a phone's narrow frame keeps them whole beside him (on the ground past the board it cut them).
    scene: {
      background: 'hanok-village',
      time: 'day',
      // Wide enough for Grandma Next Door's head over the wall, Seojun's feet on the lane and Grandpa, who speaks, just
      // behind him (framed on the wall and Seojun alone, Grandpa was left out of the page he talks on).
      camera: { x: 404, y: 322, zoom: 1.36 },
      items: [
        // Grandma Next Door in her yard behind the wall, the stones up to her waist, turned to Seojun, watering her mums on
        // its top from a green can: "Draw my flowers too, please!" (with her hand only beside them, hidden behind the
        // wall, she was not watering; out of the frame, the page lost its first beat, her asking).
        {
          person: 'neighbour-grandma',
          // Nearer the wall and a size bigger, her head, shoulders, arms and blouse to the waist over its top, her face big
          // enough to read on a phone (at 0.9 she was a small head and shoulders behind the stones).
          x: 540,
          y: 404,
          scale: 1.12,
          pose: 'stand',
          arms: 'hold',
          // Her fist round the can's top handle, tipping it so the water falls on the pots (the can drawn over the pots
          // with her open hand beside its handle, it floated there: blind critic r28).
          reachTo: { near: { x: 502, y: 236 } },
          facing: 'three-quarter-left',
          turnsTo: 'seojun',
          expression: 'happy',
          holding: { prop: 'watering-can-held', size: 64, part: 'watering-can' },
        },
        { prop: 'stone-wall', x: 450, y: 412, size: 250 },
        { prop: 'mum-pots', variant: 'wet', count: 3, x: 466, y: 290, size: 52, part: 'mums' },
        // Grandpa right behind Seojun, leaning on his stick, bending over his shoulder to watch him draw: "And we're
        // still in our own lane." Close enough that the group fits the phone's frame as it stands, so the phone does not
        // push Seojun over his board (a step further back, it did; past the board, he hid Grandma Next Door); drawn
        // before the board and Seojun, so neither his stick nor his legs come over them. A little to Seojun's left, so the
        // stick's crook in his hand stands clear of Seojun's head (right over him, it sat on his bun like a halo: blind
        // critic r90, p6).
        {
          person: 'seojun-grandpa',
          x: 286,
          y: 440,
          scale: 1.15,
          pose: 'stand',
          bendsTo: 'seojun',
          turnsTo: 'drawing-board',
          facing: 'three-quarter-right',
          // His eyes down on the drawing (his head only turned, he looked out at us).
          head: 'down',
          gaze: 'down-right',
          expression: 'happy',
          holding: stickLow,
          // Both hands on its crook low beside his own knee, so on the phone, which draws the two together, the crook stays
          // clear of the boy's bun (at the pose's own height it stood on his head: blind critic r92, p6).
          reachTo: { near: { x: 293, y: 337 }, far: { x: 299, y: 336 } },
        },
        // Its foot at the wall's foot, its back on the stones (a step in front of the wall, it stood on its own).
        { prop: 'drawing-board', variant: 'lane', x: 448, y: 418, size: 84, part: 'drawing-board' },
        { prop: 'neighbourhood-map', variant: 'new-drawings', x: 448, y: 415.5, size: 82.3, part: 'new-drawings' },
        {
          person: 'seojun',
          // A step back from the board, so on the phone too his arms cross no more of it than on the desk; near enough that
          // the pen's tip reaches the little red house he is drawing (a step further back, his fist stopped short and the tip
          // hung on blank paper: blind critic r91, p6), and clear of Grandpa's stick.
          x: 356,
          y: 456,
          pose: 'crouch',
          // One fist gripping the board's left edge low down, steadying it against the stones, the pen in the other hand on
          // the drawings (a flat palm held up read as four fingers counting; an open hand at the lower corner hung in
          // the air beside it; the two hands level, they read as one pen in two stacked fists).
          arms: 'push',
          otherArm: 'draw',
          reachTo: { near: { x: 398, y: 412 }, far: { x: 441, y: 392 } },
          // In profile, his open eyes on the pen's tip (eyes shut, smiling out at us, he posed beside the drawing).
          facing: 'side-right',
          gaze: 'right',
          expression: 'happy',
          holdingFar: { prop: 'felt-tip-pens', variant: 'writing-right', size: 44, part: 'felt-tip-pens' },
        },
      ],
    },
    alt: {
      ko: '서준이가 화판을 돌담 아래에 세워 기대 놓고 쪼그려 앉아, 한 손으로 화판 가장자리를 잡고 다른 손에 든 검은 사인펜으로 그려요. 바로 뒤에서 할아버지가 지팡이를 짚고 서준이 어깨 너머로 몸을 숙여 웃으며 지켜보세요. 지도에 할머니 댁과 노란 국화, 동글동글한 돌로 이어진 돌담길, 세 가지가 새로 생겼어요. 돌담 위에는 노란 국화 화분이 놓여 있고, 담 너머에서 옆집 할머니가 초록 물뿌리개로 국화에 물을 주며 서준이를 보고 웃어요.',
      en: "Seojun has leaned his drawing board against the bottom of the stone wall. Crouching in front of it, he holds its edge with one hand and draws with a black marker in his other hand, and right behind him Grandpa leans on his walking stick and bends over his shoulder to watch, smiling. Three new things are on the map: Grandma Next Door's house, her yellow mums and a lane of little round stones. Pots of yellow mums sit on top of the wall, and behind it Grandma Next Door waters them from a green watering can, smiling down at Seojun.",
    },
  },
  'c3-p1': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      // The whole mountain ahead of them and the two small under it, turned to it, as a picture book draws an arrival at a
      // view (set large in the near corner, they stood no taller than the peaks, and the desk's frame came in on them).
      // A low camera, so the peaks tower over the boy and the hilltop is a thin band under his feet.
      angle: 'low',
      items: [
        { prop: 'pine-band', x: 112, y: 452, size: 250 },
        { prop: 'pine-band', x: 690, y: 452, size: 250 },
        // A cloud drifting by the summit, named, so both frames keep the sky over the peaks and do not come in on the two
        // small figures under them (named pines at both ends held the desk's frame, but the phone's drew them together).
        { icon: 'cloud', x: 268, y: 74, size: 80, part: 'summit-cloud' },
        // At the foot of the mountain, the peaks towering over them, but near enough (0.74) that their faces read.
        // Beside the boy, his head down to him, chuckling over his stick.
        {
          person: 'seojun-grandpa',
          x: 322,
          y: 482,
          scale: 0.74,
          pose: 'stand',
          facing: 'three-quarter-right',
          turnsTo: 'seojun',
          head: 'down',
          gaze: 'down-right',
          expression: 'laughing',
          holding: stickLow,
        },
        {
          // Three-quarter to the peaks, his head tipped right back, so his open-mouthed upturned face reads on a desk (his back
          // to us, at 0.56, the desk showed a dot of a head; turned out front, the two were amazed at the reader).
          person: 'seojun',
          x: 384,
          y: 488,
          scale: 0.74,
          pose: 'stand',
          arms: 'hands-to-face',
          head: 'up-high',
          facing: 'three-quarter-right',
          // Baegundae's summit.
          turnsTo: { x: 400, y: 110 },
          expression: 'surprised',
        },
        // At his feet looking up where he looks.
        { animal: 'bori', x: 446, y: 490, scale: 0.8, pose: 'sit', head: 'up-high', facing: 'right', expression: 'surprised' },
        // Set down flat on the grass by his feet while he stares.
        { prop: 'board-flat', variant: 'lane', x: 418, y: 496, size: 44, part: 'drawing-board' },
      ],
    },
    alt: {
      ko: '언덕에 오르자 하얀 바위 봉우리 아래로 소나무 숲이 펼쳐진 북한산이 눈앞에 우뚝 솟아 있어요. 서준이는 고개를 뒤로 젖히고 두 손을 얼굴에 대고 입을 벌린 채 봉우리를 올려다보고, 화판은 발치 풀밭에 내려놓았어요. 할아버지는 서준이 옆에서 지팡이를 짚고 서준이를 내려다보며 허허 웃으시고, 보리도 화판 옆에 앉아 산을 올려다봐요.',
      en: 'At the top of the hill, Bukhansan towers up ahead: pale rocky peaks over a dark pine forest. Seojun tips his head back, his hands up by his face and his mouth open, staring up at the peaks, his drawing board set down on the grass by his feet. Grandpa stands beside him, leaning on his walking stick and chuckling down at him, and Bori sits by the board looking up at the mountain too.',
    },
  },
  'c3-p2': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      // On a desk, in on the squares, the three round them and the sign; the peaks' tops may run out of the frame.
      camera: { x: 362, y: 310, zoom: 1.3 },
      // The phone keeps the frame its hand placements were set for.
      tallCamera: { y: 292, zoom: 1.2 },
      items: [
        { prop: 'pine-band', x: 90, y: 318, size: 300 },
        { prop: 'pine-band', x: 380, y: 312, size: 300 },
        { prop: 'pine-band', x: 670, y: 318, size: 300 },
        { prop: 'hill-sign', label: '평창동 땅의 65%는 숲', x: 132, y: 404, size: 124, part: 'forest-sign', tall: { x: 222, y: 404, size: 104 } },
        { prop: 'drawing-board', variant: 'lane', x: 96, y: 470, size: 56, rotate: -14, part: 'drawing-board', tall: { x: 178, y: 458, size: 46 } },
        { prop: 'needle-diagram', variant: 'dirt', x: 420, y: 464, size: 300, part: 'dirt-patch', tall: { x: 288, y: 470, size: 190 } },
        { prop: 'needle-diagram', variant: 'needles-in-cells', x: 420, y: 464, size: 300, part: 'pine-needle-squares', tall: { x: 288, y: 470, size: 190 } },
        { prop: 'needle-diagram', variant: 'bare-in-cells', x: 420, y: 464, size: 300, part: 'bare-squares', tall: { x: 288, y: 470, size: 190 } },
        { prop: 'needle-diagram', variant: 'scratched', x: 420, y: 464, size: 300, part: 'ten-square-diagram', tall: { x: 288, y: 470, size: 190 } },
        // Standing at the squares' far edge, bent over them, scratching a line in the dirt: the stick held high under
        // its crook and slanting down to its tip (leaning on it upright, he stood by the squares and drew nothing;
        // kneeling and bent over them, dropping needles, he sprawled as if falling).
        {
          person: 'seojun-grandpa',
          // His feet just behind the squares and the stick's tip at their edge (a step nearer, his shoes covered the
          // bare squares). His hand at his waist, the forearm level, so the stick slants forward: a hand lowered
          // forward tips it back towards him. On a phone a step nearer, so the tip reaches the smaller squares.
          x: 548,
          y: 407,
          pose: 'lean-in',
          arms: 'hold',
          facing: 'three-quarter-left',
          expression: 'happy',
          head: 'down',
          reachTo: { near: { x: 514, y: 328 } },
          tall: { x: 384, y: 430, floorY: 430, scale: 0.9, reachTo: { near: { x: 338, y: 312 } } },
          holding: { prop: 'stick-scratching', size: 134, part: 'walking-stick' },
        },
        {
          animal: 'bori',
          x: 236,
          y: 474,
          // Smaller than his ×1 elsewhere: at ×1, on a phone, he hides a fifth of the needle diagram he sniffs.
          scale: 0.9,
          pose: 'sniff',
          facing: 'right',
          expression: 'thinking',
          // On a phone at the squares' left end, her nose at their edge and not over the needles.
          tall: { x: 150, y: 490, floorY: 490, scale: 0.8 },
        },
        {
          person: 'seojun',
          x: 618,
          y: 484,
          pose: 'crouch',
          arms: 'point',
          facing: 'three-quarter-left',
          expression: 'surprised',
          // His other hand on his knee, clear of the bare squares his finger is on.
          reachTo: { near: { x: 538, y: 444 }, far: { x: 604, y: 452 } },
          tall: { x: 456, y: 484, floorY: 484, scale: 0.9, reachTo: { near: { x: 384, y: 458 }, far: { x: 443, y: 455 } } },
        },
      ],
    },
    alt: {
      ko: '언덕 위 안내판에 ‘평창동 땅의 65%는 숲’이라고 쓰여 있어요. 할아버지가 지팡이로 땅바닥에 열 칸짜리 네모를 그리고 여섯 칸 반을 솔잎으로 채우신 뒤, 네모 끝에서 허리를 굽히고 지팡이 끝으로 흙바닥에 선을 하나 더 쓱 그으세요. 서준이가 쪼그려 앉아 빈 세 칸 반을 손가락으로 짚으며 놀라고, 보리는 솔잎에 코를 대고 킁킁거려요.',
      en: 'A sign on the hill reads "65% of Pyeongchang-dong is forest." Grandpa has scratched ten squares in the dirt with his walking stick and filled six and a half with pine needles; now, bent over them at their far edge, he scratches one more line in the dirt with the tip of his stick. Seojun crouches and puts his finger on the three and a half bare squares, surprised, and Bori sniffs the pine needles.',
    },
  },
  'c3-p3': {
    scene: {
      background: 'bukhansan',
      time: 'day',
      items: [
        { prop: 'pine-band', x: 90, y: 318, size: 300 },
        { prop: 'pine-band', x: 380, y: 312, size: 300 },
        { prop: 'pine-band', x: 670, y: 318, size: 300 },
        // Big enough to sit on and right under his hips, its top at his seat (smaller and lower, it sat beside his
        // shins and he sat on air). A step further from the boy, so his knee and shin come down past the board's edge
        // (at 520 the board hid his legs and he read as a long tipped torso with nothing under it).
        { prop: 'sitting-rock', x: 580, y: 474, size: 200 },
        {
          person: 'seojun-grandpa',
          x: 566,
          y: 486,
          scale: 1.2,
          pose: 'sit-chair',
          seat: 'none',
          facing: 'three-quarter-left',
          // Smiling at the boy and his green map, not at us, leaning in to him over his stick (upright, he sat like a board).
          turnsTo: 'seojun',
          // Leaning toward him only from the shoulders, toward a point over his head, so on a phone the two heads stay a
          // head apart and Grandpa's stays whole under the frame's top (bent to Seojun himself, his head came in at a slant
          // to within a nose of Seojun's forehead: blind critic r27).
          bendsTo: { x: 420, y: 300 },
          arms: 'hold-both',
          // His hands folded on the stick's crook at his knee, below the boy's head however close the phone draws them.
          reachTo: { near: { x: 536, y: 412 }, far: { x: 546, y: 408 } },
          expression: 'proud',
          holding: { prop: 'walking-stick', size: 124, part: 'walking-stick' },
        },
        // His own rock under him, its top at his seat (the small one stood behind his knee).
        { prop: 'sitting-rock', x: 318, y: 482, size: 140 },
        // His map on its board lying on his knees, facing him and tipped up toward us only as far as the map still reads
        // (stood upright on his lap it faced the reader, not him, and he could not colour it: blind critics r101 and r102,
        // p9; before that it stood on the grass against his shin or rested on his shoe: r60). Drawn at the boy's depth
        // (floorY), not in front of Grandpa; far enough along his thighs that his bent body does not cover its left half.
        { prop: 'board-on-lap', variant: 'green', x: 368, y: 428, floorY: 494, size: 96, part: 'drawing-board' },
        {
          person: 'seojun',
          x: 318,
          y: 494,
          scale: 1.2,
          pose: 'sit-chair',
          seat: 'none',
          // Colouring, bent over the board in profile with his eyes on it: his near fist on the green with the worn-down
          // stub's tip on the paper, his far hand on the board's near edge steadying it (turned to Grandpa laughing, he
          // looked away from his work: r101, r102; holding the board up by both edges with the stub pinched up, he showed
          // it off and did not colour: r86; the stub held up in the air over the sheet: r76).
          arms: 'stand',
          otherArm: 'hold',
          reachTo: { near: { x: 374, y: 402, on: 'drawing-board' }, far: { x: 336, y: 414, on: 'drawing-board' } },
          facing: 'side-right',
          turnsTo: 'drawing-board',
          bendsTo: { x: 390, y: 380 },
          head: 'down',
          gaze: 'down-right',
          expression: 'happy',
          holding: { prop: 'crayon-stub', size: 50, part: 'green-crayon' },
        },
        // On the grass past the board and Grandpa's stick, clear of both (at the board's corner, it floated there; by his
        // feet, the phone left it out; at 598, the phone cut its right end).
        { prop: 'crayon-box', variant: 'open-green-out', x: 586, y: 496, size: 36, part: 'crayons' },
      ],
    },
    alt: {
      ko: '바위에 앉은 서준이가 북한산을 그리고 초록 크레파스로 숲을 칠했어요. 무릎 위에 눕힌 화판 가장자리를 한 손으로 붙잡고, 화판 위로 몸을 숙인 채 손톱만큼 짧아진 초록 크레파스로 쓱쓱 칠하고 있어요. 지도는 절반 넘게 초록색이 되었어요. 할아버지도 옆 바위에 앉아 지팡이에 두 손을 얹고 서준이 쪽으로 몸을 기울여 흐뭇하게 미소 지으세요.',
      en: 'Sitting on a rock, Seojun has drawn Bukhansan and colored the forest with his green crayon. His drawing board lies on his knees; he steadies it with one hand and bends over it, coloring with the other, his green crayon now as short as his fingernail. More than half the map is green. Grandpa sits on the next rock, leans toward him with both hands on his walking stick, and smiles proudly.',
    },
  },
  'c4-p1': {
    scene: {
      background: 'forest-path',
      time: 'day',
      items: [
        // A wood, not a park: trunks at three depths up into the leaves meeting overhead, the sun coming through the gaps.
        { prop: 'tree-trunk', variant: 'slim-far', x: 40, y: 384, size: 120 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 122, y: 380, size: 110 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 268, y: 378, size: 110 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 470, y: 378, size: 110 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 586, y: 380, size: 116 },
        { prop: 'tree-trunk', variant: 'slim', x: 212, y: 414, size: 190 },
        { prop: 'tree-trunk', variant: 'slim', x: 740, y: 410, size: 180 },
        { prop: 'branch', variant: 'canopy', x: 400, y: 150, size: 860 },
        // The bird's tree near the path: the phone's frame keeps the trunk, and further off (792) it drew the two walkers
        // together, Seojun over Grandpa's legs.
        { prop: 'tree-trunk', x: 780, y: 480, size: 128, part: 'tree-trunk' },
        // High over the path, so on a phone, where Grandpa is drawn in nearer the tree, it passes over his head, not across it.
        { prop: 'branch', variant: 'lying', x: 648, y: 128, size: 190, rotate: -8 },
        {
          animal: 'bird-blue',
          x: 628,
          y: 112,
          floorY: 430,
          scale: 3,
          pose: 'sit',
          facing: 'left',
          expression: 'happy',
        },
        { animal: 'bori', x: 190, y: 478, pose: 'walk', facing: 'right', expression: 'surprised' },
        {
          person: 'seojun-grandpa',
          scale: 1.15,
          x: 470,
          y: 462,
          pose: 'walk',
          arms: 'hold',
          otherArm: 'finger-up',
          // The stick's hand at his hip, so its tip is on the path (raised to his chest, it hovered over the ground).
          reachTo: { near: { x: 530, y: 334 } },
          head: 'up',
          facing: 'three-quarter-right',
          expression: 'happy',
          holding: stickLow,
        },
        { icon: 'musical-notes', x: 596, y: 124, size: 40 },
        // The note Grandpa draws in the air, at his fingertip.
        { icon: 'musical-note', x: 584, y: 180, size: 30, part: 'air-note' },
        {
          person: 'seojun',
          scale: 1.15,
          x: 340,
          y: 484,
          // Walking on up the path after Grandpa in mid-stride, his chin up at the song, his arms still at his sides for the
          // leaf and the board (standing, feet together, he stood straight as a post beside the walk).
          pose: 'walk',
          arms: 'stand',
          head: 'up',
          // Three-quarters to the bird, the leaf pinched in his near hand going into his pocket on the side we see, and the
          // board hanging at that hip from its strap across his chest (hanging by its clip from his far hand, the fist went
          // behind his thigh and a critic saw the board float there: r69; tucked under the arm busy with the leaf, it floated
          // at his side with no hand on it: r98 to r100).
          facing: 'three-quarter-right',
          turnsTo: 'bird-blue',
          // His eyes up at the bird on its branch, not ahead along the path.
          gaze: 'up-right',
          expression: 'surprised',
          holding: { prop: 'pocket-leaf', size: 44, part: 'maple-leaf' },
          tucked: { ...board('green', 48), strap: true },
        },
      ],
    },
    alt: {
      ko: '나뭇잎 사이로 햇살이 쏟아지는 숲길에서 파랑새가 나뭇가지에 앉아 노래해요. 화판을 끈으로 어깨에 멘 서준이가 빨간 단풍잎 하나를 주머니에 넣으며 새를 올려다보고, 할아버지는 지팡이를 짚고 걸으며 손가락으로 허공에 음표를 그리세요. 보리가 귀를 쫑긋 세우고 뒤따라와요.',
      en: 'Sunlight pours through the leaves onto the forest path, and a blue bird sings on a branch. With his drawing board hanging at his side on its strap, Seojun tucks a red maple leaf into his pocket and looks up at the bird, while Grandpa walks with his stick and draws a music note in the air. Bori pads behind, ears pricked.',
    },
  },
  'c4-p2': {
    // Medium, on Seojun scooping Bori up by the stream, the chipmunk on its rock just beyond her reach.
    scene: {
      background: 'valley-bank',
      time: 'day',
      items: [
        // All a step nearer the stream than they stood, so a phone's narrow frame keeps the water at their side (it
        // kept a pale strip at the edge).
        // A 계곡, not a band across a meadow: the stream falls white over a ledge into the pool it runs from, between
        // boulders on its banks, with trees standing up out of the frame on either side.
        { prop: 'tree-trunk', variant: 'slim-far', x: 272, y: 352, size: 120 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 352, y: 318, size: 96 },
        { prop: 'tree-trunk', variant: 'slim', x: 584, y: 376, size: 170 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 660, y: 350, size: 120 },
        { prop: 'splash-crown', variant: 'falls', x: 400, y: 310, size: 80 },
        { prop: 'sitting-rock', x: 344, y: 352, size: 56 },
        { prop: 'sitting-rock', x: 612, y: 352, size: 64 },
        { prop: 'flat-rock', x: 284, y: 420, size: 120 },
        // A chipmunk is smaller than a cat: at 60 it stood as tall as Bori; at 36 it was a speck on a phone.
        // Its rock stands in the current near the bank Seojun kneels on, the water foaming round its foot: a step from
        // him, so a phone's narrow frame holds the chipmunk, the board and the boy together.
        { prop: 'splash-crown', variant: 'collar', x: 468, y: 446, size: 80 },
        { icon: 'rock', x: 468, y: 420, size: 60 },
        { prop: 'chipmunk', x: 468, y: 404, size: 44, part: 'chipmunk' },
        // Set down on a flat rock at the water's edge by his knees, so a phone's narrow frame holds the board whole (on
        // his right it was cut by the edge).
        { prop: 'flat-rock', x: 500, y: 494, size: 72 },
        { prop: 'board-flat', variant: 'green', x: 500, y: 483, size: 46, part: 'drawing-board' },
        {
          // Down on his knees on the bank at the stream's edge (kneeling on a rock out in the water, the critic saw
          // him in mid-stream: blind critic r60, p11), turned to the chipmunk he keeps her from, his face in profile to
          // it (turned three-quarters, on a phone he looked out at the reader).
          person: 'seojun',
          x: 610,
          y: 480,
          pose: 'kneel',
          facing: 'three-quarter-left',
          headFacing: 'side-left',
          turnsTo: 'chipmunk',
          expression: 'worried',
          // Bori scooped up in his arms, lying along his forearms against his chest, her head toward the chipmunk, below his
          // chin (sitting upright on his fists out in front of him, she was held like a plank or a figurine). His near arm
          // round under her chest and his far hand on her back, so both arms scoop her (one fist on her flank held her out
          // like a cardboard cutout: blind critic r91, p11).
          arms: 'hold-chest',
          reachTo: { near: { x: 566, y: 426 }, far: { x: 584, y: 404 } },
          holdingAnimal: { animal: 'bori', pose: 'lie', facing: 'left', expression: 'surprised' },
        },
      ],
    },
    alt: {
      ko: '계곡 옆 바위에서 다람쥐가 도토리를 오물오물 먹어요. 서준이가 화판을 물가의 납작한 바위에 내려놓고, 다람쥐에게 덤비려는 보리를 두 팔로 얼른 안아 올려요.',
      en: 'A chipmunk nibbles an acorn on a rock by the stream. Seojun has set his drawing board on a flat rock at the edge of the water and scoops up Bori in both arms before she can pounce.',
    },
  },
  'c4-p3': {
    scene: {
      // The stream seen close, deep blue between its banks (the thin pale band of the far view read as a puddle, so the
      // board was not being carried off).
      background: 'valley-bank',
      time: 'day',
      // A low camera at the water: the splash at its foot, the two rising over it against the hills.
      angle: 'low',
      // On a desk, close and low on the three at the water, the gust's leaves tumbling just over their heads; the phone
      // keeps its own frame (as close as the desk, it had to crowd Seojun onto Grandpa).
      camera: { x: 490, y: 350, zoom: 1.3 },
      // The phone's frame and every place in it are set by hand, on the water, and kept as set (drawn together by the
      // engine, Grandpa's lunging shoe landed on the board): Seojun kneels at the front on the left, both hands in the
      // splash; Grandpa lunges from his rock on the right, a little smaller, his arm straight out over the water and the
      // stick running on from his fist so the crook arches over the board's top edge, clear of Seojun's face. Framed as
      // close as before (zoom 1.6), the straight arm and the stick's length put the crook under Seojun's chin or his
      // head behind the stick; a step back gives them the room.
      tallCamera: { x: 476, y: 350, zoom: 1.3 },
      items: [
        { prop: 'flat-rock', x: 708, y: 478, size: 120, part: 'dry-rock', tall: { x: 576, y: 486, size: 56 } },
        // The gust's leaves tumble just above them: with Grandpa bent low over the water, the phone's top third was
        // otherwise bare.
        // Small, mixed leaves (the emoji's three big green ones read as stickers); a prop stands on its base, so each
        // sits half its size below the middle the icons had.
        { prop: 'gust-leaves', variant: 'a', x: 392, y: 262, size: 72, part: 'wind-swirl', tall: { x: 400, y: 268 } },
        { prop: 'gust-leaves', variant: 'b', x: 470, y: 229, size: 66, part: 'wind-swirl', tall: { x: 474, y: 245 } },
        { prop: 'gust-leaves', variant: 'c', x: 660, y: 230, size: 60, part: 'wind-swirl', tall: { x: 572, y: 266 } },
        { prop: 'flat-rock', x: 310, y: 494, size: 96, tall: { x: 384, y: 498, size: 84 } },
        // Grandpa's rock, listed before the board so the board lies over its edge and not under it; a step back from
        // the board, so his front shoe stays on the rock and off the board.
        { prop: 'flat-rock', x: 614, y: 482, size: 100, tall: { x: 560, y: 462, size: 100 } },
        // Tipped over as the current takes it, its top edge by the clip in the stick's crook as he lifts it out.
        {
          prop: 'drawing-board',
          variant: 'splashed',
          x: 474,
          y: 490,
          size: 64,
          rotate: -14,
          part: 'drawing-board',
          tall: { x: 466, y: 472, size: 62, rotate: 4 },
        },
        // Drawn over the board's lower edge: it has just hit the water, thrown high upstream, the current pulling it away.
        { prop: 'splash-crown', variant: 'drifting', x: 456, y: 492, size: 112, part: 'splash', tall: { x: 460, y: 490, size: 96 } },
        { icon: 'droplet', x: 420, y: 418, size: 22 },
        { icon: 'droplet', x: 500, y: 420, size: 18 },
        {
          person: 'seojun-grandpa',
          x: 680,
          y: 470,
          scale: 1.15,
          // Lunging toward the water, his arm straight out and down over the stream (its point at the end of his reach,
          // so the arm does not bend), holding the stick near its foot end, the stick running on in the arm's line and the crook
          // over the board's top edge (his fist under his chin on an upright stick read as resting on it, not fishing
          // the board out; his elbow bent, the critic read no reach).
          pose: 'lunge',
          arms: 'hold',
          head: 'down',
          // In profile over the water, the line of the lunge running from his back foot up his back to the stick.
          facing: 'side-left',
          // Straining for it: brows hard down, the clenched teeth bared between lips pulled down (calling with an open
          // mouth, and straining's old grin, read as grinning at phone size: blind critic r50; 'determined', brows down
          // and mouth pressed, read as calm; 'cross', a frown, as cross with someone).
          expression: 'straining',
          reachTo: { near: { x: 540, y: 378 } },
          // Gripped at its tip end, the crook reaching down to hook the board (a scene stick laid at his fist was not held).
          holding: { prop: 'stick-hooking', size: 80, part: 'walking-stick' },
          // On a phone his fist reaches further out, level with the board's clip, so the crook arches over the board's
          // top edge by the clip (nearer, it ended at his jaw; lower, at 514/386, it lay across the map's face).
          tall: { x: 592, y: 456, floorY: 456, scale: 0.95, reachTo: { near: { x: 516, y: 378 } } },
        },
        {
          person: 'seojun',
          x: 310,
          y: 484,
          // Nearest the low camera, so larger than at eye level, and his hands reach the water.
          scale: 1.19,
          // Down on his knees at the bank's edge, both hands reaching low toward the board in the water: standing,
          // his hands at chest height met the stick on a phone and read as clapping, not reaching. Drawn after
          // Grandpa, so on a phone, where he kneels in front of Grandpa, the stick passes behind his head.
          pose: 'kneel',
          arms: 'hold-out',
          reachTo: { near: { x: 412, y: 456 }, far: { x: 404, y: 448 } },
          // On a phone a little nearer the board, so his hands in the splash reach for its near lower corner.
          tall: { x: 368, y: 498, floorY: 498, scale: 0.96, reachTo: { near: { x: 450, y: 486 }, far: { x: 442, y: 478 } } },
          facing: 'three-quarter-right',
          // His eyes down on the board in the water he reaches for (eyes level, on the phone he stared out at the reader:
          // blind critic r61), his head kept up (bowed, on the phone his jaw came down onto Grandpa's stick: r62).
          gaze: 'down-right',
          expression: 'scared',
        },
        // Drawn after Grandpa: on her rock she stands nearer than his feet, so on a phone her face stays in front of his back leg.
        {
          animal: 'bori',
          x: 712,
          y: 454,
          floorY: 478,
          tall: { x: 562, y: 476, floorY: 484, scale: 0.85 },
          pose: 'freeze',
          facing: 'left',
          expression: 'scared',
        },
        { prop: 'fright-marks', variant: 'scared', x: 690, y: 454, size: 60, part: 'puffed-fur', tall: { x: 552, y: 454, size: 30 } },
      ],
    },
    alt: {
      ko: '휘익 바람이 불어 화판이 바위에서 미끄러지더니 계곡물에 첨벙 빠졌어요. 할아버지가 지팡이를 쭉 뻗어 손잡이로 떠내려가는 화판을 걸어 올리시고, 서준이는 물가에 무릎을 꿇고 입을 크게 벌린 채 물 쪽으로 두 손을 뻗어요. 보리는 털을 세우고 마른 바위 위로 피했어요.',
      en: 'A gust of wind blows the drawing board off the rock and into the stream with a splash. Grandpa stretches out his walking stick and hooks it with the curved handle, while Seojun, on his knees at the edge, reaches toward the water, mouth wide open. Bori has leapt onto a dry rock, fur puffed up.',
    },
  },
  'c4-p4': {
    // Medium, on Seojun's tears over the soaked map: Grandpa down on one knee beside him, an arm round his shoulders.
    scene: {
      background: 'valley-bank',
      time: 'day',
      items: [
        // The 계곡 they stand by: the stream falling over its ledge upstream, boulders and trees on the far bank.
        { prop: 'splash-crown', variant: 'falls', x: 424, y: 304, size: 84 },
        { prop: 'tree-trunk', variant: 'slim-far', x: 372, y: 310, size: 100 },
        { prop: 'tree-trunk', variant: 'slim', x: 772, y: 356, size: 160 },
        { prop: 'sitting-rock', x: 736, y: 380, size: 72 },
        {
          person: 'seojun-grandpa',
          // Near enough that his arm round the boy reaches the far shoulder (at 642 it fell short).
          x: 630,
          y: 456,
          // Kneeling upright, his shin folded back under him (on one knee his back leg ran out to the frame's edge like a log).
          pose: 'kneel',
          // His arm round the boy's shoulders, behind his neck, its hand laid open on his far shoulder, the stick in the
          // other (his hand sent to the boy's near side closed to a knuckles-up fist by his jaw, its arm crossing the boy's
          // own at the map's torn corner: blind critic r58). On the shoulder's round, clear of the map's top (lower, the
          // map hid it; higher, it came up under his ear).
          arms: 'hold',
          otherArm: 'hug',
          hugs: 'seojun',
          // His body turned to the boy, his face to us: turned three-quarters, his nose and moustache ran into one brown
          // blob at phone size. Sorry for him, wet-eyed, without the worried face's sweat drop (read as a brown drip).
          facing: 'three-quarter-left',
          headFacing: 'front',
          expression: 'sad',
          holding: { prop: 'walking-stick', variant: 'wet', size: 84, part: 'walking-stick' },
          reachTo: { near: { x: 676, y: 414 }, far: { x: 494, y: 335, on: 'seojun' } },
        },
        {
          person: 'seojun',
          x: 530,
          y: 482,
          // Held out low by its two side edges, his hands at its sides (held in both hands from the front, his hands grew out
          // of the middle of the sheet).
          pose: 'stand',
          arms: 'hold-sides',
          facing: 'front',
          expression: 'crying',
          holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 92, part: 'neighbourhood-map' },
        },
        // Rubbing her cheek on the boy's shin from the bank side (on his other side, once Grandpa leaned in with his arm
        // round the boy, the phone drew her through Grandpa's knee).
        { animal: 'bori', x: 508, y: 496, pose: 'stand', facing: 'right', expression: 'asleep' },
      ],
    },
    alt: {
      ko: '서준이가 흠뻑 젖은 지도를 두 손으로 앞에 들고 눈물을 뚝뚝 흘려요. 사인펜으로 그린 집과 돌담은 번져 얼룩이 되었고 귀퉁이도 찢어졌지만, 초록 숲은 그대로 보여요. 할아버지가 옆에 무릎을 꿇고 앉아 서준이 어깨를 감싸 안으시고, 다른 손에는 젖은 지팡이를 드셨어요. 보리는 서준이 다리에 몸을 비벼요.',
      en: 'Seojun cries, holding the dripping map in both hands in front of him. The marker houses and stone wall have run into blurry smudges and one corner is torn, but the green forest still shows. Grandpa kneels beside him with an arm round his shoulders and his wet walking stick in the other hand, and Bori rubs against his leg.',
    },
  },
  'c5-p1': {
    scene: {
      background: 'road-sign',
      time: 'day',
      // On a desk, in on the sign and the three under it, Grandma Next Door coming up.
      camera: { x: 540, y: 315, zoom: 1.33 },
      // The phone keeps its whole height: drawn closer, Grandpa's head came over the sign. Its frame and places set whole,
      // as the engine drew them but Grandma Next Door a step further off (drawn together, her waving hand landed on
      // Grandpa's ear).
      tallCamera: { x: 557, y: 250, zoom: 1 },
      items: [
        // The steep lane they came down, dropping from its landing at the left to the corner behind Seojun's heels (with
        // the flat sidewalk alone, the hill in the words was not drawn; its foot at his feet, the rail ran through his legs).
        { prop: 'hill-lane', x: 170, y: 479, size: 440, flip: true, tall: { x: 316 } },
        // On a phone a little smaller and a step further back at his left, so its pole stands on the pavement clear of
        // him (at 445 it came down onto his head and stopped there, a hat growing out of him).
        { prop: 'road-name-sign', x: 384, y: 420, size: 160, part: 'road-sign', tall: { x: 430, y: 398, size: 146 } },
        { prop: 'road-name-roman', x: 384, y: 420, size: 160, tall: { x: 430, y: 398, size: 146 } },
        {
          person: 'neighbour-grandma',
          x: 742,
          tall: { x: 722, reachTo: { near: { x: 740, y: 204 } } },
          y: 440,
          scale: 0.94,
          pose: 'walk',
          // Coming towards them, her near hand up in greeting: "here she comes"; the basket in her far hand (waving with the
          // far hand, her arm went behind her head and the hand sprouted over it: blind critic r53).
          arms: 'wave',
          otherArm: 'hold',
          // Striding three-quarters toward them, a step nearer, her face level on the boy she greets (in profile she read as
          // walking past them; her face tipped up to Grandpa's, she leaned back as if strolling past).
          facing: 'three-quarter-left',
          // Leaning forward into her stride toward them, so she comes to them (upright, her torso tipped back over her
          // trailing foot and the critic saw her stride away: r50); his finger aimed at her shoulder, clear of her face.
          bendsTo: { x: 520, y: 300 },
          // Her waving hand up and out past her shoulder, clear of her curls (straight up, the arm crossed her bun: blind
          // critic r58).
          reachTo: { near: { x: 764, y: 214 } },
          gaze: 'left',
          expression: 'happy',
          holdingFar: { prop: 'berry-basket', variant: 'full', size: 74, part: 'shopping-basket' },
        },
        {
          person: 'seojun-grandpa',
          scale: 1.15,
          x: 540,
          y: 462,
          // Mid-step on his stick, turning to her with a nod (standing with his feet together, he read as a post
          // while the others walked). Three-quarter, both eyes showing: in profile his one eye read as a face missing half.
          pose: 'walk',
          // His stick in his near hand, planted out ahead of him where the map in front of him does not hide his grip (in
          // his far hand, behind Seojun's map, it hung there with no hand on it), his far hand held out to her coming up the sidewalk: "Why not ask her?"
          // Pointed across the gap at her shoulder, above the basket she holds before her (at her chest, his finger met the
          // basket and he seemed to grab it: blind critic r54; aimed low at the basket, his arm hung and the finger pointed
          // at the pavement; aimed at her head, his fingertip touched her face). A step further back from her, so his arm
          // stretches out and the finger stops short of her, and his stick planted by his own foot (at 594 his finger ended
          // at her chin and his crook stood over her basket: blind critic r58). An open hand held out to her, palm up, "here
          // she comes": a single raised finger at phone size read as a rude gesture (blind critic r102).
          otherArm: 'open-hand',
          reachTo: { near: { x: 566, y: 352 }, far: { x: 646, y: 262 } },
          tall: { x: 520, reachTo: { near: { x: 546, y: 328 }, far: { x: 626, y: 262 } } },
          head: 'down',
          gaze: 'right',
          facing: 'three-quarter-right',
          // Leaning in from the hips toward her on his stick, eager to hand the question on (upright, he walked past like
          // a post). Bent at her head, his own met her waving hand; bent low toward her feet, with her a step further
          // off and him a step back, her hand stays clear of his face.
          bendsTo: { x: 640, y: 520 },
          expression: 'happy',
          holding: stickLow,
        },
        // In front of Grandpa's shoes, trotting the way he walks (turned back toward the boy, she walked against them).
        { animal: 'bori', x: 640, y: 494, tall: { x: 604 }, pose: 'walk', facing: 'right', expression: 'neutral' },
        {
          person: 'seojun',
          scale: 1.15,
          // A step ahead of Grandpa on the left, so the map on his palms leaves Grandpa's hand on his stick in sight (a step
          // left with him, once Grandpa stood back from Grandma Next Door).
          x: 390,
          y: 486,
          tall: { x: 456 },
          pose: 'walk',
          // Carried flat on his two open palms (carry-under), held by him, not a sheet laid in the air by his hands.
          arms: 'carry-under',
          // His chin tipped right up at the sign over him as he asks what it means (head hung with only his eyes up, he
          // read as a post looking at the reader).
          head: 'up-high',
          gaze: 'up-left',
          // Turned three-quarters down the road in mid-stride, the wet map flat on his near palm (body to us with both
          // palms under it, he stood square to the camera like a post beside the walk: blind critic r28).
          facing: 'three-quarter-left',
          expression: 'sad',
          // A size smaller, so it lies between his hands and stays clear of Grandpa's legs (at 86 it passed in front of them).
          holding: { prop: 'map-carried', variant: 'soaked', size: 76, part: 'neighbourhood-map' },
        },
      ],
    },
    alt: {
      ko: '가파른 골목길이 비탈을 내려와 큰길과 만나는 모퉁이에서, 서준이가 젖은 지도를 두 손에 받쳐 들고 터덜터덜 걸으며 ‘평창문화로’라고 쓰인 파란 표지판을 올려다봐요. 할아버지는 지팡이를 짚고 옆집 할머니 쪽으로 몸을 기울이며, 장바구니를 들고 손을 흔들며 걸어오시는 할머니 쪽으로 손바닥을 펴 보이시고, 보리가 할아버지 발치에서 종종 따라와요.',
      en: 'At the corner where the steep lane comes down the hill to the big road, Seojun trudges along holding the wet map flat on both hands and looks up at the blue sign that says "Pyeongchangmunhwa-ro." Grandpa leans toward Grandma Next Door on his walking stick and holds out an open hand toward her as she walks up with her full shopping basket, waving, and Bori trots along at Grandpa\'s feet.',
    },
  },
  'c5-p2': {
    // Grandma Next Door kneels at the stone's right side, her fingertip on its '1,044명'; Seojun crouches at
    // its left to read them, his finger on the same number, and Grandpa smiles behind him. Nobody stands in front of the stone, and all
    // stand close, so the phone's picture need not push anyone over it.
    scene: {
      background: 'road-sign',
      time: 'day',
      // On a desk, in on the four round the stone under the sign.
      camera: { x: 520, y: 330, zoom: 1.4 },
      // The phone's frame set whole, a step further out than the desk's, each where the desk has them round the stone, so
      // Seojun's finger stays at the stone's words, not on them, and his head off the stone (drawn together, the phone
      // took him over the stone and his hand covered "1,").
      tallCamera: { x: 540, y: 250, zoom: 1 },
      items: [
        { prop: 'road-name-sign', x: 584, y: 440, size: 150, part: 'road-sign' },
        { prop: 'road-name-roman', x: 584, y: 440, size: 150 },
        {
          person: 'seojun-grandpa',
          x: 370,
          y: 446,
          pose: 'stand',
          facing: 'three-quarter-right',
          // Leaning in on his stick to the stone and its words with the other two, not standing by like a post.
          turnsTo: 'stone-plaque',
          bendsTo: 'seojun',
          expression: 'proud',
          holding: stickLow,
          tall: { x: 386, y: 446 },
        },
        // Knee-high, a small stone at the sign's foot; drawn before Grandma Next Door, so her pointing hand lies over it.
        { prop: 'carved-stone', label: roadNamingWords, x: 584, y: 484, size: 108, part: 'stone-plaque' },
        {
          person: 'neighbour-grandma',
          // Kneeling beside the knee-high stone, down at its words (bowing from her height, her hand hung above it); a
          // step off its right edge, so her knees stay clear of its face.
          x: 676,
          y: 478,
          pose: 'kneel',
          arms: 'point',
          // Her fingertip on the carved '명', just after the number Seojun's finger is on, so both point at '1,044명':
          // held just over the stone's top, her finger aimed at Seojun's face (blind critic r29); drawn behind the stone,
          // her hand on it read as leaning on it.
          reachTo: { near: { x: 626, y: 458 } },
          tall: { x: 672, y: 478, reachTo: { near: { x: 626, y: 458 } } },
          facing: 'three-quarter-left',
          head: 'down',
          gaze: 'down-left',
          expression: 'happy',
        },
        { prop: 'berry-basket', variant: 'full', x: 750, y: 480, size: 52, part: 'shopping-basket', tall: { x: 710, y: 480 } },
        {
          person: 'seojun',
          x: 456,
          y: 494,
          pose: 'crouch',
          // In profile to the stone, his finger at '1,044명' as he reads it, his head turned a little more to us, so both
          // eyes, wide, and the round open mouth of "More than a thousand?" read (the whole face three-quarters, he looked
          // out at us, not at the stone; in profile, the face read as a small smile). The wet map set down on the sidewalk
          // behind him (hanging from his far hand behind his back, the hand had no arm; in his near hand it came over the
          // stone on a phone; tucked under his arm as he crouched, it lay over his shins; held to his chest, it rose over
          // his mouth).
          facing: 'side-right',
          headFacing: 'three-quarter-right',
          turnsTo: 'stone-plaque',
          head: 'down',
          // His eyes down on the number, his mouth a round O (amazed, it read as a smile; calling, as a grin).
          gaze: 'down-right',
          expression: 'surprised',
          arms: 'point',
          // His other hand on his knee, clear of the stone's words (reaching on beside his pointing one, on the phone it lay
          // over "1,044명").
          reachTo: { near: { x: 540, y: 468 }, far: { x: 476, y: 454 } },
          tall: { x: 466, y: 494, reachTo: { near: { x: 540, y: 468 }, far: { x: 486, y: 454 } } },
        },
        // The soaked map laid down flat on the sidewalk behind Seojun, dripping, a step nearer us than Grandpa's feet (level
        // with them, on a phone his shoes stood on its edge).
        { prop: 'map-flat', variant: 'soaked', x: 402, y: 492, size: 58, part: 'neighbourhood-map' },
      ],
    },
    alt: {
      ko: '옆집 할머니가 장바구니를 내려놓고 몸을 숙여 표지판 아래 낮고 넓적한 바윗돌을 가리키세요. 바윗돌에는 ‘2012년, 동네 사람 1,044명이 이름을 적어 바꾼 길 이름’이라고 새겨져 있어요. 서준이는 물이 뚝뚝 떨어지는 젖은 지도를 길바닥에 내려놓고 쪼그려 앉아, 숫자를 손가락으로 짚으며 읽다가 눈을 동그랗게 뜨고 입을 벌려요. 할아버지는 뒤에서 빙그레 웃으세요.',
      en: 'Grandma Next Door has set down her shopping basket and bends to point at a low, wide rock under the sign. It says that in 2012, 1,044 neighbors signed their names to rename this road. Seojun has set the dripping wet map down on the sidewalk and crouches to read it with his finger on the number, his eyes and mouth wide open in surprise, and Grandpa smiles behind them.',
    },
  },
  'c5-p3': {
    // Medium, on Seojun still crouched by the stone, picturing the 1,044 neighbours in the thought cloud over his
    // head; the two who tell him stand just behind him, so a phone's narrow frame holds all three.
    scene: {
      background: 'road-sign',
      time: 'day',
      items: [
        // The sign they crouch by, on its pole behind Grandma Next Door (the background's own sign fell outside the
        // frame, so neither picture showed it), over her head and toward Seojun, so a phone keeps '창문화로 →' and its
        // arrow (further left, the phone's edge cut it to a lone '로').
        // A step further right again (round 29), so the phone keeps the whole '평창문화로' (at 350 its edge cut the
        // '평'); the desk, framed round a narrower group, comes in closer, its faces bigger, Grandma Next Door's head
        // now before the sign's small English line (higher, the frame's top cut the Korean).
        // Further right again (round 31), its pole behind the thought cloud and Seojun: at 376 it ran down through
        // Grandma Next Door's open hands, and the critic read her leaning on a cane. The phone keeps the whole sign.
        // Its small romanized line left off here: Grandma Next Door's head stands before it on both screens, and on a phone
        // it read as '…unhwa-ro' beside her hair (blind critic r62, p16); the Hangul name stays whole above her.
        { prop: 'road-name-sign', x: 400, y: 440, size: 150, part: 'road-sign' },
        // The carved stone of the page before at the sign's foot, still there (left off, a critic saw it gone from the same
        // spot: r84).
        { prop: 'carved-stone', label: roadNamingWords, x: 388, y: 466, size: 80 },
        {
          person: 'neighbour-grandma',
          // A step in toward Seojun, so the phone's frame holds her body, not half of it at its edge (blind critic r62, p16),
          // and no further, so her face stays clear of the thought cloud (at 330 it cut across her nose: r101).
          x: 324,
          y: 466,
          pose: 'lean-in',
          arms: 'open-hand',
          // Her open hand out by Seojun's shoulder, out of the cloud (sent onto the shoulder, low under his crouched
          // head, her arm stopped in the air above it).
          reachTo: { near: { x: 406, y: 366 } },
          facing: 'three-quarter-right',
          gaze: 'down-right',
          expression: 'laughing',
        },
        {
          person: 'seojun-grandpa',
          x: 574,
          y: 470,
          pose: 'lean-in',
          arms: 'hold',
          // His stick planted at his own side, his near hand closed round its crook, clear of the cloud, its tip on the
          // pavement by his shoes (left to the pose, the crook lay across his far wrist, the hand empty past it).
          reachTo: { near: { x: 548, y: 372 } },
          head: 'down',
          facing: 'three-quarter-left',
          expression: 'happy',
          holding: stickLow,
        },
        // Over his head, between the two grown-ups and clear of both, its trail of bubbles running down to his hair:
        // against Grandpa's chest it read as Grandpa's memory.
        // Big enough that the line reads as people and young Grandpa as a man at a table on a phone (at 92 the line was a
        // rainbow caterpillar and he a speck), and still clear of both grown-ups' faces.
        // A step up and right, so its trail's bubbles show between the cloud and his hair (lower, his head hid all but the
        // smallest: blind critic r62, p16), between the two faces, a size smaller so it clears both (at 112 it cut across
        // Grandma Next Door's nose: r101).
        { prop: 'thought-cloud', variant: 'line', x: 460, y: 306, size: 100, part: 'imagined-line' },
        { prop: 'thought-cloud', variant: 'list', x: 460, y: 306, size: 100, part: 'signature-list' },
        // A step right of the sign's pole, so it stands free down to the pavement at his side (right under it, the pole ran
        // down into the top of his head: blind critic r65).
        {
          person: 'seojun',
          x: 436,
          y: 494,
          // A size up, so the medium frame, sized to his face, takes him in whole under the two grown-ups' heads (at his
          // own size the frame's foot cut him at the chest, the map half out of the picture).
          scale: 1.15,
          pose: 'crouch',
          arms: 'hold-chest',
          head: 'up',
          gaze: 'up-right',
          facing: 'three-quarter-right',
          expression: 'surprised',
          holding: { prop: 'neighbourhood-map', variant: 'soaked', size: 52, part: 'neighbourhood-map' },
        },
      ],
    },
    alt: {
      ko: '‘1,044명’이 새겨진 작은 돌 옆, 표지판 아래 쪼그려 앉은 서준이가 젖은 지도를 가슴에 안고 입을 동그랗게 벌려요. 머리 위로 작은 방울이 이어진 생각 구름 속에는 이름을 적으려는 동네 사람 1,044명이 길을 따라 구불구불 줄을 섰고, 줄 끝의 탁자에서는 머리가 까맣고 동그란 안경을 쓴 젊은 할아버지가 긴 종이에 이름을 적고 있어요. 옆집 할머니가 허리를 굽혀 서준이 어깨 쪽으로 손을 내밀며 웃으시고, 할아버지도 지팡이를 짚고 몸을 숙여 빙그레 웃으세요.',
      en: 'Crouched by the sign, beside the small stone carved with 1,044, Seojun holds the wet map to his chest, his mouth a round O. In a thought cloud over his head, joined to it by a trail of little bubbles, 1,044 neighbors wind along the road in a long line, waiting to sign, and at a table at the end a young, dark-haired Grandpa in round glasses signs the long list. Grandma Next Door bends down with her hand by his shoulder, laughing, and Grandpa leans in on his walking stick with a smile.',
    },
  },
  'c6-p1': {
    // Medium, on the auntie's eyes going wide as she leans over the wet map Seojun holds out over her counter, in a
    // shop full of steam.
    scene: {
      background: 'tteok-shop',
      time: 'day',
      items: [
        { prop: 'shop-sign', x: 540, y: 96, size: 150 },
        // Steam curling up off the 시루 by the window and off the steamer at the counter's end, wisps that rise and fade
        // below the ceiling, clear of every face (a cloud of puffs under the ceiling read as grapes: blind critic r54).
        { prop: 'shop-steam', x: 145, y: 262, size: 70 },
        { prop: 'steamer', x: 604, y: 302, size: 56 },
        { prop: 'shop-steam', x: 604, y: 250, size: 62, part: 'steam' },
        {
          person: 'baker',
          // A step along the counter from the boy, so on a phone, drawn in closer, his held-out map stays off her hand on
          // the scissors.
          x: 548,
          y: 400,
          pose: 'lean-in',
          arms: 'hold',
          gaze: 'down-left',
          // Her head up and her eyes turned down to the map, so their whites show wide (her head bowed, the lids cut across
          // them and they read as two dots).
          // Leaning in rather than bowing, so both hands show above the counter: her rice-cake scissors in the far one
          // over the garaetteok she was cutting, on her side away from Grandma Next Door (in the near one, a phone drew
          // them in at Grandma's cheek), the near one on the counter's edge by the map.
          otherArm: 'hold',
          reachTo: { near: { x: 536, y: 320 }, far: { x: 580, y: 262 } },
          facing: 'three-quarter-left',
          // Her eyes wide at what the water did to the map (looking down at it, her lids cut across her eyes and a critic
          // read two dots: "eyes went wide" needs the whites). A step along the counter, so on a phone his head stays
          // off her chest.
          expression: 'surprised',
          holdingFar: { prop: 'rice-cake-scissors', size: 66, part: 'scissors' },
        },
        { prop: 'shop-counter', x: 520, y: 404, size: 300 },
        { prop: 'tteok', variant: 'garaetteok', x: 552, y: 304, size: 70 },
        { prop: 'tteok-trays', variant: 'songpyeon', x: 480, y: 304, size: 62, part: 'songpyeon' },
        // Grandma Next Door, who brought them, a step behind Seojun, turned to the auntie over his shoulder (out of the
        // frame, the neighbour he followed in was missing).
        {
          person: 'neighbour-grandma',
          x: 220,
          y: 432,
          pose: 'stand',
          // Her hands to her cheeks at the auntie's "Oh no!", her palms low at her jaw and her face three-quarters
          // between them, laughing (the cheeks' own reach, on a face in profile, laid a hand over her eyes).
          arms: 'hands-to-face',
          reachTo: { near: { x: 250, y: 242 }, far: { x: 218, y: 244 } },
          facing: 'three-quarter-right',
          headFacing: 'three-quarter-right',
          turnsTo: 'baker',
          expression: 'laughing',
        },
        {
          person: 'seojun',
          x: 384,
          y: 486,
          // A size up and a step back, so the medium frame, sized to his face, takes him in down to his shoes under the
          // auntie's head (at his own size both frames cut him at the thighs; at 1.15 at the ankles).
          scale: 1.2,
          pose: 'hold',
          otherArm: 'hold',
          // The soggy map held out to her at the counter's edge in one hand, below the trays; a small piece of
          // garaetteok low in the other, clear of the map (larger, it read as a rolled-up poster).
          // Held out to her over the counter's edge at her chest and tipped down to her, so she looks into it and its near
          // corner clears his chin (held level at his chest, a bigger map's corner crossed his nose; held low at his hip,
          // in front of the counter, the critic read him not showing it to her).
          // His other hand a little forward of his hip, so its garaetteok shows past his trousers.
          // The map held out at chest height, below his chin (held up at his face, its top edge ran across his nose and
          // mouth: blind critic r53).
          reachTo: { near: { x: 506, y: 346 }, far: { x: 460, y: 398 } },
          // In profile, turned to her across the counter: three-quarter, his face looked out at us over a body turned away.
          facing: 'side-right',
          gaze: 'up-right',
          // Rueful at the soggy map, his brows up in the middle and his mouth wobbling (grinning, red in the face, he seemed
          // pleased with it; worried, in profile his brows read as a scowl).
          expression: 'teary',
          holding: { prop: 'map-flat', variant: 'soaked', size: 76, part: 'neighbourhood-map' },
          holdingFar: { prop: 'garaetteok-piece', size: 40, part: 'garaetteok' },
        },
      ],
    },
    alt: {
      ko: '계산대 뒤 찜기에서 하얀 김이 뭉게뭉게 피어올라 떡집 안을 채워요. 서준이가 한 손에 따끈한 가래떡을 들고 다른 손으로 젖은 지도를 내밀자, 떡 자르는 가위를 든 아주머니가 계산대 너머로 몸을 숙여 들여다보며 눈이 휘둥그레지세요. 서준이를 데려온 옆집 할머니는 서준이 바로 뒤에 서서 두 손을 볼에 대고 웃으세요.',
      en: 'White steam billows up from a steamer behind the counter and fills the tteok shop. Seojun holds a warm stick of garaetteok in one hand and the soggy map out over the counter in the other. The auntie, her rice-cake scissors still in her hand, leans over to look, and her eyes go wide. Grandma Next Door, who brought them, stands just behind Seojun, her hands to her cheeks, laughing.',
    },
  },
  'c6-p2': {
    scene: {
      background: 'tteok-shop',
      time: 'day',
      // The phone's frame and places set whole, as the engine drew them but Grandpa a step to the right and the auntie a
      // step to the left (drawn together, his head came in front of her shoulder and arm).
      tallCamera: { x: 454, y: 250, zoom: 1 },
      // On a desk, in on the four from the window she points at to Grandma Next Door, the group a step closer together:
      // a phone shows this page's wide picture (its three answers leave no room under the tall one), and over the whole
      // shop their faces were 12-15 px there and Grandma stood at the right edge.
      camera: { x: 380, y: 290, zoom: 1.22 },
      items: [
        // Over the counter's far end: on a phone the window comes in with the group and, over the middle, covered "떡".
        // On a phone, further right with the grown-ups, clear of the auntie's dawn cloud.
        { prop: 'shop-sign', x: 600, y: 110, size: 150, tall: { x: 557, y: 96 } },
        { prop: 'window', x: 166, y: 248, size: 200, part: 'shop-window', tall: { x: 364 } },
        // The peaks by day in the window she points to, behind its glass and bars over a far ridge and a wooded slope;
        // as she loves them, pink at dawn, in the cloud over her head (pink in a daytime window they read as a painting).
        { prop: 'window-peaks', x: 166, y: 248, size: 200, tall: { x: 364 } },
        // At the counter's window end, so nobody stands between her pointing hand and the window's peaks but
        // Seojun, whose head is below her arm (with Grandma between, the arm ran behind Grandma's head). On a phone a
        // step along the counter toward the window, so the boy's hands writing in his notebook are in front of the
        // counter and not on her apron.
        {
          person: 'baker',
          scale: 1.15,
          x: 410,
          y: 400,
          tall: { x: 424, y: 396 },
          pose: 'point',
          facing: 'three-quarter-left',
          // Pointing out at the peaks she loves, her head turned back down to the boy who asked (both to the window, she
          // answered nobody).
          headFacing: 'three-quarter-right',
          gaze: 'down-right',
          expression: 'happy',
        },
        // Her memory over her head, a size smaller and a step up and right, so its trail ends at the top of her hair (its
        // dots lay on her forehead and headband "like pearls stuck to her head": blind critic r102, p18).
        { prop: 'thought-cloud', variant: 'dawn', x: 462, y: 112, size: 104, part: 'dawn-memory', tall: { x: 470, y: 100 } },
        { prop: 'shop-counter', x: 500, y: 404, size: 300, tall: { x: 476 } },
        { prop: 'map-flat', variant: 'soaked', x: 466, y: 310, size: 90, part: 'neighbourhood-map', tall: { x: 476 } },
        { prop: 'tteok-trays', variant: 'songpyeon', x: 596, y: 304, size: 130, part: 'songpyeon', tall: { x: 542 } },
        {
          person: 'seojun-grandpa',
          scale: 1.15,
          x: 556,
          y: 476,
          // Bending in over the counter toward Seojun to look at what he writes (upright, he stood like a plank).
          pose: 'lean-in',
          // Turned three-quarters to Seojun, his eyes on him (in flat profile, one dot eye, he read as a mannequin).
          facing: 'three-quarter-left',
          turnsTo: 'seojun',
          gaze: 'down-left',
          expression: 'happy',
          // Nodding to Seojun, a fist on his stick: the garaetteok is Seojun's (c6-p1), and in Grandpa's hand here it
          // changed hands with no reason shown.
          head: 'down',
          // His stick planted by his own feet, clear of the notebook Seojun holds up (out in front, on a phone the
          // notebook sat on its crook like a lectern), his fist down on its crook (a step higher, the fist hung over it
          // and a critic saw the stick stand by itself: r85, p18).
          // His other hand flat on the counter's top as he leans over it (left to the pose, it hung open in the air before
          // the counter: blind critic r87, p18).
          otherArm: 'palm-on',
          reachTo: { near: { x: 534, y: 362 }, far: { x: 500, y: 314 } },
          holding: stickLow,
          // On a phone, a step further from the auntie, so his bent head comes past her shoulder and leaves her apron and
          // pointing arm clear (drawn together, his head lay over her apron and the two merged).
          tall: { x: 593, reachTo: { near: { x: 571, y: 362 }, far: { x: 537, y: 314 } } },
        },
        // Past Grandpa, at the counter's far end: between him and the auntie, on a phone she hid the auntie's body
        // and her pointing arm.
        // Well back of Grandpa, so the grown-ups stand at different depths, not in a row, and on a phone her legs stand
        // clear behind his rather than merged with them. Her mouth open,
        // calling (laughing, her eyes shut and her hand at her mouth read as a giggle).
        {
          person: 'neighbour-grandma',
          scale: 1.05,
          x: 640,
          y: 406,
          pose: 'stand',
          // Her face three-quarters, her mouth open, the hand cupped just under it at the side she calls to (where the pose
          // puts it, on a face in profile, it lay over her mouth and nose; at her far cheek it read as listening).
          arms: 'call',
          reachTo: { near: { x: 594, y: 244 } },
          // On a phone, past Grandpa, back by the counter's end, so her feet stand well behind his and her body clear behind
          // his back (nearer us, her legs came over his and her hand onto his cane: blind critic r85, p18), her hand
          // at her chin, below her mouth (just under it, it covered her face there: r95, r96).
          tall: { x: 616, y: 412, reachTo: { near: { x: 576, y: 238 } } },
          facing: 'three-quarter-left',
          headFacing: 'three-quarter-left',
          // Calling it to Seojun, the one who asked (turned out to us, the grown-ups stood in a row).
          turnsTo: 'seojun',
          expression: 'calling',
        },
        {
          person: 'seojun',
          scale: 1.15,
          x: 326,
          y: 490,
          tall: { x: 428, reachTo: { near: { x: 468, y: 352 }, far: { x: 478, y: 370 } } },
          pose: 'stand',
          arms: 'hold',
          head: 'up',
          // In profile, looking up at the auntie he asks, his notebook open in his hands (three-quarters, he asked us).
          facing: 'side-right',
          turnsTo: 'baker',
          gaze: 'up-right',
          expression: 'happy',
          // The open notebook held up in his fist by its foot, his lines in it (with a pencil under it in the hand, the
          // book floated); a pocket 수첩, about as wide as his hand is long (at 66 it was a big storybook open at his chest).
          // Writing down what they say: the notebook in his far hand and a pencil in his near one, its point on the open
          // page (the notebook alone in his hand, a critic saw him ask but not write: r82). On a phone, where he stands
          // further along, his hands go with him.
          otherArm: 'hold',
          reachTo: { near: { x: 366, y: 338 }, far: { x: 376, y: 360 } },
          holdingFar: { prop: 'notebook', size: 40, part: 'notebook' },
          holding: { prop: 'pencil', size: 34, part: 'pencil' },
        },
        // At Seojun's feet, looking up at him as he says he loves walking the lane with her.
        { animal: 'bori', x: 390, y: 490, tall: { x: 449, y: 498 }, pose: 'sit', facing: 'left', expression: 'happy' },
      ],
    },
    alt: {
      ko: '서준이가 수첩에 적으며 어른들에게 동네에서 제일 좋은 게 뭔지 여쭤봐요. 떡집 아주머니는 창밖의 북한산 봉우리를 가리키시는데, 머리 위 생각 구름 속에는 새벽에 분홍빛으로 물드는 봉우리가 떠올라요. 옆집 할머니는 손을 입가에 대고 담 너머로 부르는 시늉을 하세요. 할아버지는 한 손으로 지팡이를 짚고 다른 손은 계산대에 얹은 채 서준이 쪽으로 몸을 숙여 고개를 끄덕이시고, 젖은 지도는 계산대 위에서 말라 가요. 보리는 서준이 발치에 앉아 서준이를 올려다봐요.',
      en: "Seojun writes in his notebook as he asks the grown-ups what they love most. The tteok shop auntie points out the window at Bukhansan's peaks, and a thought cloud over her head shows them turning pink at dawn. Grandma Next Door cups a hand by her mouth as if calling over a wall. Grandpa bends toward Seojun, one hand on his stick and the other on the counter, nodding, the wet map dries on the counter, and Bori sits at Seojun's feet, looking up at him.",
    },
  },
  'c6-p3': {
    // Medium, on Seojun at the low table: the two torn halves lie on it between him and Grandpa.
    scene: {
      background: 'hanok-room',
      time: 'evening',
      items: [
        {
          person: 'seojun-grandpa',
          socks: true,
          // Far enough past the table's edge that his far foot lies beside it, not under it (a step nearer, it lay under
          // the tabletop like a loose hand).
          x: 470,
          y: 470,
          // Sitting cross-legged on the floor at the table's right side, as at a 밥상, his knees and feet on the
          // floor beside it (kneeling behind it, he showed as a body folded flat at the hips with a sock on the
          // tabletop), his hand out over the torn halves to say "wait".
          // Kneeling back on his heels, so his legs read as a thigh, a knee on the floor and a foot behind (cross-legged,
          // seen turned, his shins and socks stacked in a column: "a heap of slippers", blind critic r28).
          pose: 'kneel',
          kneelsBack: true,
          arms: 'open-hand',
          // His other hand resting on his knee (left to the pose, it lay on the floor by his feet like a third foot).
          // Sitting up, not bent over the table: bent, on the phone his back was an armless hump behind it with his face
          // at Seojun's (blind critic r55, p19). A step nearer the table, so the phone keeps his back inside its frame.
          reachTo: { near: { x: 372, y: 404 }, far: { x: 446, y: 452 } },
          turnsTo: 'seojun',
          facing: 'three-quarter-left',
          // A warm, soft smile for "wet paper needs time" (worried, his brows read stern).
          expression: 'happy',
        },
        { prop: 'bapsang', variant: 'round', x: 318, y: 470, size: 170, part: 'low-table' },
        // Inside the tabletop's ellipse, so the halves lie on it (at 108 their far edges stood past the table's back rim
        // against the wall, and they read as "tilted like open box lids": blind critic r86, p19).
        { prop: 'map-flat', variant: 'torn', x: 310, y: 424, size: 92, part: 'neighbourhood-map' },
        {
          person: 'seojun',
          socks: 'striped',
          // Kneeling at the table's left end, his knees beside its rim, drawn after the map so he bends over it with the
          // marker's tip on the paper at the tear and his other hand on the table's edge (drawn before the table, his
          // hands were behind the map and the marker hung in the air over it: blind critic r86, p19; kneeling in front of
          // the table, on a phone its rim ran out either side of his legs, as if through them).
          x: 226,
          y: 456,
          pose: 'kneel',
          arms: 'hold',
          facing: 'three-quarter-right',
          expression: 'crying',
          // A marker's size in his fist, so "tracing over the blurry lines with a marker" shows (at 52 it was a black sliver
          // by his knuckles and a critic read an empty fist: r27, p19).
          reachTo: { near: { x: 268, y: 404, on: 'neighbourhood-map' }, far: { x: 252, y: 432, on: 'low-table' } },
          holding: { prop: 'felt-tip-pens', variant: 'writing-right', size: 84, part: 'felt-tip-pens' },
        },
      ],
    },
    alt: {
      ko: '해 질 무렵 창밖이 주황빛이에요. 젖은 지도가 한가운데로 찌익 찢어져 두 쪽이 나란히 밥상 위에 놓여 있어요. 서준이는 밥상 끝에 무릎을 꿇고 찢어진 자리에 사인펜을 댄 채 으앙 울음을 터뜨리고, 밥상 옆에 무릎을 꿇고 앉은 할아버지가 몸을 기울여 찢어진 두 쪽 위로 살며시 손을 내미세요.',
      en: 'The sky outside the window is orange at sunset. The wet map has torn right down the middle, and its two halves lie side by side on the low table. Kneeling at the end of the table, his marker still on the paper at the tear, Seojun bursts into tears, and Grandpa, kneeling beside the table, leans in and gently holds out his hand over the two halves.',
    },
  },
  'c7-p1': {
    // Medium, on Seojun's face as he holds up the dried halves to show the forest survived, Grandpa kneeling beside him.
    scene: {
      background: 'hanok-room',
      time: 'day',
      items: [
        // Grandpa's room furnished (bare, it was a big empty floor and wall): a 병풍 against the back wall, a hanging
        // calendar on the post, an orchid in a pot by the wall, all clear of the two and the map. The screen left of
        // Seojun, so its painted peaks stand beside his head (behind the two, they sat on both heads like party hats:
        // blind critic r28). The calendar a step left of the post and lower, so the phone keeps it whole (by the post, its
        // right half was cut: blind critics r53, r54).
        { prop: 'folding-screen', x: 200, y: 352, size: 120 },
        { prop: 'wall-calendar', x: 452, y: 290, size: 50 },
        { prop: 'pot-plant', x: 560, y: 378, size: 64 },
        // His 방석 on the floor under his knee and shins: on it, he is on the floor and not in the air (centred on him, it
        // lay under his feet behind him, and he knelt on the bare floor beside it).
        { prop: 'floor-cushion', x: 438, y: 470, size: 112 },
        {
          person: 'seojun-grandpa',
          socks: true,
          x: 466,
          y: 470,
          // Kneeling on his cushion, turned to the boy, pointing at the forest on the map's near half ("The biggest thing
          // on your map made it"), a step off so his arm reaches out to it (nearer, it folded up at his chin).
          pose: 'kneel',
          arms: 'point',
          turnsTo: 'neighbourhood-map',
          reachTo: { near: { x: 336, y: 336 } },
          facing: 'three-quarter-left',
          expression: 'happy',
        },
        {
          person: 'seojun',
          socks: 'striped',
          x: 300,
          y: 470,
          pose: 'stand',
          // Standing beside kneeling Grandpa, a head over him (kneeling up square to us, his shins hidden, he read as a
          // stumpy chibi boy no taller than Grandpa on his knees: blind critic r80, p20), holding the two dried halves up
          // to us by their side edges, put together along the rip, so the green forest runs bright across the top at his
          // chest (lying flat on the low table between the two, the forest was under their arms and heads on both screens:
          // blind critic r28); his face turned to Grandpa, lit up. Square to us, a fist on each side edge with his sleeves
          // showing past them, so both arms hold it (held out to Grandpa at his side, one fist showed at its corner and a
          // critic read no arms: r76; larger, it hid all of him but his head and socks: r69, or lay on him like an apron: r72).
          arms: 'hold-sides',
          facing: 'front',
          // His face in profile to Grandpa, his eyes lit up as the words say: amazed's shining eye and open smile (three-quarters
          // to us, its two shining eyes were "a rounder anime model" facing the reader: r87; happy's dot eye and closed smile
          // hardly brightened: r92).
          headFacing: 'side-right',
          expression: 'amazed',
          holding: { prop: 'neighbourhood-map', variant: 'dry', size: 60, part: 'neighbourhood-map' },
        },
      ],
    },
    alt: {
      ko: '일요일 아침, 햇살이 창으로 들어와요. 서준이가 방바닥에 서서, 빳빳하게 마른 지도 두 쪽을 찢어진 자리끼리 맞대어 두 손으로 들어 보여요. 지도는 쭈글쭈글하고 사인펜 선은 흐려졌지만, 위쪽을 가로지르는 크레파스 초록 숲은 그대로예요. 서준이는 눈을 반짝이며 할아버지를 보고 웃고, 병풍과 화분이 놓인 방에서 방석에 무릎을 꿇고 앉은 할아버지가 초록 숲을 손가락으로 가리키며 웃으세요.',
      en: 'On Sunday morning, sunlight comes through the window. Standing on the floor, Seojun holds up the two dry, stiff halves of the map in both hands, put together along the tear. The map is wrinkled and the marker lines have faded, but the green crayon forest across the top is still bright. His eyes shining, he grins at Grandpa, who kneels on a cushion beside him in the room with a folding screen and a potted plant, smiling and pointing up at the green forest.',
    },
  },
  'c7-p2': {
    // Medium, from the table's near side: Seojun and Grandpa kneel behind the low table and lean over the new map
    // spread across its front, so on a phone it fills the lower half (from the table's ends, their bodies and hands
    // hid it); the scissors, glue, pens and the old map's scraps around it.
    scene: {
      background: 'hanok-room',
      time: 'day',
      items: [
        // Grandpa's room furnished as on c7-p1 (bare, it was a big empty floor and wall), clear of the people and the map.
        { prop: 'folding-screen', x: 150, y: 352, size: 120 },
        { prop: 'wall-calendar', x: 300, y: 250, size: 50 },
        { prop: 'pot-plant', x: 650, y: 380, size: 64 },
        // Spread on the floor before them, in the lower half of both pictures (on a low table at its ends, their bodies
        // and hands hid it on a phone; behind it, they knelt on its top).
        { prop: 'map-flat', variant: 'collage', x: 410, y: 438, size: 150, part: 'neighbourhood-map' },
        { prop: 'neighbourhood-map', variant: 'scraps', x: 290, y: 412, size: 26, part: 'old-map-scraps' },
        // On the floor off the map's right edge, put down: behind it, on a phone they came onto the drawn houses.
        { icon: 'scissors', x: 514, y: 446, size: 22, part: 'scissors' },
        { prop: 'glue-stick', x: 540, y: 440, size: 20, part: 'glue-stick' },
        { prop: 'felt-tip-pens', variant: 'spread', x: 270, y: 400, size: 26, part: 'felt-tip-pens' },
        // Kneeling at the map's far edge, drawn over it, their hands on it. Close together at its middle, his face a
        // hand's width from the boy's hair, so the phone's narrow frame cuts less of their backs and heels (at 556 and
        // 330 it cut two fifths of each at its sides; nearer still, Grandpa's face met the boy's hair).
        {
          person: 'seojun-grandpa',
          socks: true,
          x: 524,
          y: 392,
          // Sitting back on the floor and bending in from the hips to tap the map (kneeling with his arm down to it, he
          // crawled on all fours with the other hand in the air).
          // Kneeling back on his heels, so his legs read as a thigh, a knee on the floor and a foot behind (cross-legged,
          // seen turned, his shins and socks stacked in a column: "a heap of slippers", blind critic r28).
          pose: 'kneel',
          kneelsBack: true,
          arms: 'point',
          head: 'down',
          turnsTo: 'neighbourhood-map',
          bendsTo: 'neighbourhood-map',
          // His fingertip on the map's far half, right of Seojun's pen, where a kneeling arm reaches (on its near edge,
          // his hand stopped in the air over the far one).
          reachTo: { near: { x: 446, y: 386, on: 'neighbourhood-map' } },
          facing: 'three-quarter-left',
          expression: 'proud',
        },
        {
          person: 'seojun',
          socks: 'striped',
          x: 350,
          y: 400,
          pose: 'kneel',
          arms: 'draw',
          // The pen's tip on the map's far half and his eyes on it, his other hand flat on the sheet beside it. Held tip
          // down to the paper (held flat, pointing away, its tip stood past the sheet's far edge: "the pencil is held flat
          // with its tip off the paper", blind critic r86, p21).
          reachTo: { near: { x: 392, y: 404, on: 'neighbourhood-map' }, far: { x: 362, y: 398, on: 'neighbourhood-map' } },
          // In profile over his drawing, his eyes on the pen (three-quarters, his face came out to us).
          facing: 'side-right',
          turnsTo: 'neighbourhood-map',
          head: 'down',
          gaze: 'down-right',
          expression: 'happy',
          holding: { prop: 'felt-tip-pens', variant: 'writing-right', size: 64, part: 'pen' },
        },
      ],
    },
    alt: {
      ko: '서준이가 살아남은 초록 숲을 오려 새 도화지 위쪽에 붙였어요. 바닥에 펼친 지도 아래쪽에는 돌담길과 노란 국화, 김이 나는 떡집, 파란 표지판이 그려져 있어요. 서준이는 지도 너머에 무릎을 꿇고 사인펜으로 그리고, 옆에 무릎을 꿇고 앉은 할아버지가 몸을 숙여 지도를 손가락으로 짚으시며 흐뭇하게 웃으세요. 양옆에는 가위와 풀, 사인펜, 찢어진 옛 지도 조각이 있어요.',
      en: 'Seojun has cut out the green forest and glued it across the top of a new sheet, spread on the floor. Below it are the stone-wall lane, the yellow mums, the steamy tteok shop and the blue sign. Seojun kneels at the far edge, drawing with a marker, and Grandpa kneels beside him, leaning in to tap the map with his finger, his other hand on its corner, smiling, touched. Scissors, a glue stick, markers and the torn scraps of the old map lie on either side.',
    },
  },
  'c7-p3': {
    scene: {
      background: 'hanok-room',
      time: 'day',
      // Medium, on Seojun colouring the map on the floor, Bori on the floor behind it sniffing its far green edge.
      items: [
        // Grandpa's room furnished as on c7-p1 (bare, it was a big empty floor and wall), clear of the people and the map.
        { prop: 'folding-screen', x: 290, y: 352, size: 120 },
        { prop: 'wall-calendar', x: 520, y: 280, size: 50 },
        { prop: 'pot-plant', x: 660, y: 382, size: 64 },
        { prop: 'floor-cushion', x: 376, y: 496, size: 96 },
        // Last night's work still lying about (c7-p2): the felt-tip pens spread out on the floor past the map's corner
        // (the floor round the map was swept bare).
        { prop: 'felt-tip-pens', variant: 'spread', x: 676, y: 456, size: 30 },
        // On the floor behind the map's far edge, nose to its green forest, and drawn before it: up on the map she
        // hid the forest's music notes, and beside it the phone's frame cut her off.
        {
          animal: 'bori',
          x: 592,
          y: 412,
          // Her size on every other page (at 0.7 she was a kitten far off on the floor).
          pose: 'sniff',
          facing: 'left',
          expression: 'thinking',
        },
        // Bigger than a phone's frame holds whole (its right edge runs off there), so the neighbours' things on it read.
        { prop: 'map-flat', variant: 'collage-more', x: 514, y: 494, size: 210, part: 'neighbourhood-map' },
        { prop: 'crayon-box', variant: 'open-green-stub', x: 606, y: 470, size: 34, part: 'crayons' },
        {
          person: 'seojun',
          socks: 'striped',
          // Kneeling off the map's near left corner, leaning in over it (nearer, his knees, then his foot, were on the map).
          x: 374,
          y: 490,
          pose: 'draw',
          // The crayon hand at the peaks, the other flat on the map's near edge holding it still (by the crayon hand, the
          // two read as one crayon in two stacked fists).
          reachTo: { near: { x: 488, y: 440 }, far: { x: 436, y: 482 } },
          facing: 'side-right',
          // His crayon on the peaks and his eyes up from it to Bori across the map as he talks to her, "Bori, I'll draw
          // you..." (his eyes down on the crayon, the critic read no one spoken to; looking out at us, he posed beside
          // the drawing).
          turnsTo: 'bori',
          expression: 'happy',
          // A crayon's length, finger-long in his fist (at 46 it ran the length of his forearm; at 28, on a phone, it was
          // as big as his fist).
          holding: { prop: 'crayon-down', size: 20, part: 'pink-crayon' },
        },
      ],
    },
    alt: {
      ko: '서준이가 방바닥에 앉아 지도 위로 몸을 숙이고 분홍 크레파스로 떡집 뒤 새벽 봉우리를 칠하면서, 고개를 들어 보리에게 말을 걸어요. 돌담 너머로 손 흔드는 옆집 할머니와 숲 위의 음표, 돌담길 끝의 서준이와 주황 고양이도 그렸어요. 지도 모서리에 열린 크레파스 상자에는 손톱만큼 닳은 초록 크레파스가 꽂혀 있고, 보리는 지도 너머 방바닥에서 초록 숲 가장자리에 코를 대고 킁킁 냄새를 맡아요.',
      en: "Sitting on the floor and leaning over his map, Seojun colors pink peaks at dawn behind the tteok shop with a pink crayon, looking up at Bori as he talks to her. He has drawn Grandma Next Door waving over the wall, music notes above the forest, and a boy and an orange cat at the end of the stone-wall lane. The crayon box lies open at the map's corner, the green crayon back in it worn down to a tiny stub, and Bori, on the floor behind the map, sniffs the edge of its green forest.",
    },
  },
  'c7-p4': {
    // The signing, the map the right way up for the reader (drawings upright, turned round for the signers it read as
    // upside down under an upright heading): its names strip along the near edge, the auntie and Grandpa sitting at its
    // near corners, each fist and pen on the names row below the heading, on their own name (the auntie's red,
    // Grandpa's blue; with the fists on the heading's row, pens and knuckles hid its letters), Grandma's green name
    // written, she kneeling at the left edge, and the boy asleep under a blanket along the far edge, his face right by
    // the red leaf on the far right corner, clear of every head.
    // A step closer and lower than the whole room (at zoom 1 its top half was a dark empty room over small figures),
    // looking down on the floor, so the boy asleep past the map's far edge lies on the floor (at eye height the floor
    // ended at the wall behind the map, and he and his blanket hung on the wall, a slab with a head and no body). The
    // wall's calendar left off: the squeezed wall has no room for it beside the chest.
    scene: {
      background: 'hanok-room',
      time: 'lamp',
      angle: 'high',
      camera: { x: 470, y: 330, zoom: 1.25 },
      tallCamera: { x: 448, y: 300, zoom: 1.2 },
      items: [
        // Grandpa's room furnished as on c7-p1 (bare, it was a big empty floor and wall), clear of the people and the map.
        { prop: 'folding-screen', x: 250, y: 352, size: 120 },
        { prop: 'pot-plant', x: 150, y: 384, size: 64 },
        // The lamp on the desk a step right of the sleeping boy, behind Grandpa (at 620 it stood at Seojun's ear: blind
        // critic r27).
        { prop: 'floor-lamp', x: 680, y: 400, size: 80, lit: true, part: 'floor-lamp', tall: { x: 318, y: 380 } },
        // The lamp's warm pool over the three grown-ups and the map they sign (the lamp alone lit the wall behind them,
        // and the group sat dark in the blue room).
        { light: 'warm', x: 400, y: 420, radius: 280 },
        // The map on the floor the right way up for the reader, its names strip along the near edge, the red leaf on its
        // far right corner; the names drawn again, alone, at the same place, so the shot list can count them.
        { prop: 'map-flat', variant: 'helped', x: 442, y: 400, size: 236, part: 'neighbourhood-map', tall: { x: 446, y: 376, size: 190 } },
        { prop: 'map-flat', variant: 'signatures', x: 442, y: 400, size: 236, part: 'signatures', tall: { x: 446, y: 376, size: 190 } },
        // Seojun asleep on the floor a step past the map's far edge, his head right by the leaf's corner, the blanket over his
        // legs only, so his head, shoulder and arm read and the quilt stays off the map (up against the map, he was a head
        // poking out of a quilt that lay across the forest). Grandpa sits a little lower at the near right corner, so his
        // head is clear of the leaf (at the map's right edge it hid it).
        // A floor cushion under his cheek (on the bare floor, a critic saw "no pillow or shadow, hovering": r88, p23).
        { prop: 'floor-cushion', x: 598, y: 284, size: 64, tall: { x: 566, y: 282, size: 54 } },
        {
          person: 'seojun',
          socks: 'striped',
          x: 520,
          y: 282,
          pose: 'sleep',
          facing: 'side-right',
          expression: 'asleep',
          // His far arm tucked under his cheek, the near one loose on the floor before him (left to the pose, the far arm
          // stood up in the air over his head: "a standing pose turned on its side", blind critic r87, p23).
          reachTo: { far: { x: 574, y: 290 } },
          tall: { x: 500, y: 280, floorY: 280, scale: 0.8, facing: 'side-right', reachTo: { far: { x: 544, y: 288 } } },
        },
        { prop: 'sleep-blanket', x: 476, y: 286, size: 112, flip: true, part: 'blanket', tall: { x: 468, y: 284, size: 92 } },
        // Grandma Next Door kneeling up off the map's left edge, her green name already written, both hands flat on the
        // map's edge holding it as she watches the auntie write. Sitting with her head down, her legs lay on the map and her
        // face hid (blind critic r50); bent down to the names strip from there, she sprawled across the map's drawings and
        // her hand covered its heading (r83); her pen in one hand there, a critic saw her sign on the forest at the map's
        // top (r84). A step up the map's edge behind the auntie, her head above and past the auntie's: a pair in depth
        // (side by side, the critic saw one knot of two). Her palms pressed down on the sheet inside its edge (open hands
        // at its corner stood in the air over it: "her hands are clasped above the map", blind critics r89, r90).
        {
          person: 'neighbour-grandma',
          socks: true,
          x: 300,
          y: 384,
          pose: 'kneel',
          arms: 'palm-on',
          otherArm: 'palm-on',
          reachTo: { near: { x: 382, y: 330 }, far: { x: 370, y: 342 } },
          facing: 'side-right',
          turnsTo: 'signatures',
          gaze: 'down-right',
          expression: 'happy',
          // On a phone a step further up the floor behind the auntie, so her body rises clear above the auntie's head (a
          // step lower, it rose straight out of it: blind critic r96, p23).
          tall: { x: 322, y: 362, floorY: 362, scale: 0.76, reachTo: { near: { x: 392, y: 334 }, far: { x: 383, y: 344 } } },
        },
        // Grandpa sitting at the map's right edge, signing his name at the strip's right end: near enough to it to sign
        // sitting up (at x 676 the reach folded him down over his knees, and the critic read him lying prone), and a step
        // nearer us, so his head stays clear of the leaf.
        {
          person: 'seojun-grandpa',
          socks: true,
          x: 646,
          y: 516,
          pose: 'sit-floor',
          arms: 'draw',
          // The other hand flat on the sheet by the pen, holding it still as he writes (left to the pose, a fist hung
          // under the sheet's edge: blind critic r99).
          otherArm: 'palm-on',
          reachTo: { near: { x: 515, y: 435 }, far: { x: 540, y: 442 } },
          facing: 'three-quarter-left',
          turnsTo: 'signatures',
          head: 'down',
          expression: 'happy',
          holding: { prop: 'felt-tip-pens', variant: 'writing-left', size: 38 },
          tall: { x: 578, y: 482, floorY: 482, scale: 0.8, reachTo: { near: { x: 501, y: 406 }, far: { x: 522, y: 410 } } },
        },
        // The auntie sitting at the map's near left corner, in front of Grandma, writing her red name at the strip's left end.
        {
          person: 'baker',
          socks: true,
          x: 256,
          y: 498,
          scale: 0.92,
          pose: 'sit-floor',
          arms: 'draw',
          // Her other hand flat on the sheet under her pen, holding it still (a fist hung under its edge: r99).
          otherArm: 'palm-on',
          reachTo: { near: { x: 385, y: 440 }, far: { x: 358, y: 436 } },
          facing: 'three-quarter-right',
          turnsTo: 'signatures',
          head: 'down',
          expression: 'happy',
          holding: { prop: 'felt-tip-pens', variant: 'writing-right', size: 34 },
          tall: { x: 330, y: 492, floorY: 492, scale: 0.74, reachTo: { near: { x: 390, y: 407 }, far: { x: 382, y: 416 } } },
        },
        { prop: 'felt-tip-pens', variant: 'spread', x: 200, y: 496, size: 30, tall: { x: 272 } },
      ],
    },
    alt: {
      ko: '창밖이 어둑해지고 등불이 따뜻하게 켜졌어요. 방바닥에 펼친 지도를 둘러앉아, 지도 맨 아래 ‘도와준 사람들’ 칸에 떡집 아주머니와 할아버지가 사인펜으로 이름을 쓰세요. 옆집 할머니는 초록색으로 이름을 먼저 쓰고, 지도 가장자리를 손으로 눌러 주고 계세요. 지도 건너편 귀퉁이에는 빨간 단풍잎이 붙어 있고, 그 바로 옆에서 서준이가 방석에 뺨을 대고 담요를 덮은 채 스르르 잠들었어요.',
      en: 'It is dark outside the window and the lamp glows warm. The grown-ups sit around the map on the floor. The tteok shop auntie and Grandpa write their names with felt-tip pens in the People Who Helped box at the bottom of the map. Grandma Next Door has already written hers in green and holds the edge of the map flat. The red maple leaf is glued in the far corner, and right beside it Seojun has fallen asleep under a blanket, his cheek on a floor cushion.',
    },
  },
  'c8-p1': {
    // Medium, on Seojun holding up his map, his classmates crowding in round it; the teacher is out of the frame.
    scene: {
      background: 'classroom',
      time: 'day',
      items: [
        // Her jaw dropped, her hands clapped to her cheeks (her hands over her mouth hid the gasp); two steps back, so
        // her shoes stay behind the map and Seojun (nearer, one showed by Harin's chin as a blob).
        { person: 'kid-b', x: 446, y: 416, pose: 'stand', arms: 'hands-to-face', facing: 'three-quarter-right', expression: 'surprised' },
        // Crowding in, gasping, his mouth a round O (open wide in a shout, he cheered where the words have everyone gasp:
        // blind critic r54; an open smile did not read as a gasp), one fist punched up beside his head
        // ("Whoa!"), its forearm clear of his hair, so the two behind do not gasp alike (both with hands at their mouths,
        // they read as clones; both arms flung up, his far hand stood up behind his head as a mitten with no forearm).
        // The other arm hangs behind the map.
        {
          person: 'kid-a',
          x: 548,
          y: 436,
          pose: 'stand',
          reachTo: { near: { x: 590, y: 240 } },
          facing: 'three-quarter-left',
          turnsTo: 'neighbourhood-map',
          expression: 'surprised',
        },
        {
          person: 'seojun',
          x: 490,
          y: 490,
          pose: 'hold-sides',
          // Held up at his chest in both hands, a fist at each of its top corners, his face whole above it (held low at his
          // waist by its side edges, the critic saw it hang from one hand, not held up: blind critic r60, p24; held up
          // under his chin, it hid him to the neck, a box with a head on it); his head turned down to Harin as he answers.
          // The near hand beside the real maple leaf at the sheet's corner, not on it (on it, his fist covered the leaf).
          // Held out to his right, past Harin's crouched head, so the map's face is clear of her (centred on him, her
          // head covered its left side; stepping him and the kids right, the phone squeezed them into each other).
          // Below his shoulders, so his far arm bends down and out to the sheet's edge (at shoulder height, that hand by his
          // chest folded the arm up behind his shoulder, a blue paddle: blind critic r62, p24).
          reachTo: { near: { x: 580, y: 352 }, far: { x: 466, y: 352 } },
          facing: 'front',
          headFacing: 'three-quarter-left',
          gaze: 'down-left',
          expression: 'proud',
          holding: { prop: 'neighbourhood-map', variant: 'helped', size: 84, part: 'neighbourhood-map' },
        },
        {
          person: 'harin',
          x: 398,
          y: 488,
          // Crouched close at the sheet's left edge, her finger on the row of names in the box at its foot ("who are
          // these people?"): standing, her arm stopped at the drawings; leaning in, her head came over the boy behind
          // her; on the right, over the maple leaf. Smiling as she asks (thinking, her lowered brows read stern). A step
          // back beside him, so the medium shot's foot keeps her shoes whole (a step nearer, a sliver of shoe stood at
          // its edge: blind critic r54).
          pose: 'crouch',
          // A size down: crouched nearest us, her head came as big as her body (blind critic r62, p24).
          scale: 0.9,
          arms: 'point',
          // On the names, below the box's heading, which stays clear to read (the sheet held higher, her finger follows the
          // names up); her other hand on her knee (hanging to the
          // floor, once her feet came into the frame, it stuck out under her shoe).
          // With the sheet held lower, her finger on the signatures row (at the row above, it covered PEOPLE).
          reachTo: { near: { x: 514, y: 455 }, far: { x: 420, y: 458 } },
          facing: 'three-quarter-right',
          turnsTo: 'neighbourhood-map',
          expression: 'happy',
        },
      ],
    },
    alt: {
      ko: '월요일 아침, 서준이가 교실 앞에서 지도를 두 손으로 활짝 펼쳐 들고 보여 줘요. 울퉁불퉁 덧붙인 초록 숲 아래 돌담길과 국화, 떡집, 파란 표지판이 있고, 귀퉁이에는 진짜 빨간 단풍잎이 붙어 있어요. 지도 맨 아래 ‘도와준 사람들’ 칸에는 이름 세 개가 적혀 있어요. 하린이가 지도 옆에 쪼그려 앉아 그 이름들을 손가락으로 가리키고, 뒤에서 모여든 친구들은 입을 떡 벌려요.',
      en: 'On Monday morning, Seojun holds up his map at his chest, a hand at each top corner, in front of the class: the bumpy glued-on forest, the lane, the mums, the tteok shop and the blue sign, with a real red maple leaf in one corner. At the bottom, three names fill the People Who Helped box. Harin crouches beside the map and points at the names, and the two kids crowding in behind them gasp.',
    },
  },
  'c8-p2': {
    scene: {
      background: 'hanok-village',
      time: 'day',
      // On a desk, in on the five at the wall from the auntie's door to the real mums.
      camera: { x: 450, y: 290, zoom: 1.25 },
      items: [
        // The tteok shop behind the baker, her own shop: its door as tall as she is, the rest off the left edge.
        { prop: 'songpyeon-shop-front', x: 14, y: 412, size: 410 },
        // Her 떡집 sign over the shop's front, so the phone's picture has her shop up there, not an empty sky.
        { prop: 'shop-sign', x: 198, y: 172, size: 112 },
        {
          // Come out of her doorway along the wall to the map, leaning in over it beside Grandma Next Door, smiling at the
          // paw print, her bag in her hand (standing in her door, the critic saw her apart from the crowd): behind the
          // wall, so on a phone the map in front of her is not under her bag. The bag held up at her chest (held out at
          // her side, on a phone it went behind Grandma Next Door). A step left of Seojun's raised fist (at 296 on a desk
          // his fist came up under her bag, as if pushing it). Her head down to the print (level, she looked past the map).
          person: 'baker',
          x: 270,
          y: 436,
          pose: 'lean-in',
          arms: 'hold-chest',
          facing: 'three-quarter-right',
          turnsTo: stripPawPrint,
          bendsTo: 'neighbourhood-map',
          head: 'down',
          expression: 'happy',
          holding: { prop: 'songpyeon-paper-bag', size: 64, part: 'songpyeon-bag' },
        },
        {
          // Over her own wall, behind the map, clapping in delight at the paw print ("Oh my!"), leaning far in over the cap
          // to it, her hands just over Bori: the neighbours gather round the map on the wall, not in a row to us (at
          // Grandpa's shoulder, on a phone they were drawn one over the other's face; pointing, her finger came over her
          // own face; standing up straight behind the wall to clap, the critic saw the neighbours behind it, not crowding
          // round: blind critic r60, p25). Turned to Bori on the map's fold, the print under her paws: turned to the map's
          // middle, leaning in took her head past it, looking away from it. Her eyes on Bori's print on the names strip below
          // the cap (turned to Bori, her face came level with Grandpa's and she clapped at him: blind critic r62, p25).
          person: 'neighbour-grandma',
          x: 440,
          y: 424,
          pose: 'lean-in',
          arms: 'clap',
          facing: 'three-quarter-left',
          turnsTo: stripPawPrint,
          bendsTo: 'bori',
          expression: 'amazed',
        },
        {
          // Behind the wall beside Grandma Next Door, laughing, leaning on his stick and bending in over the map and the
          // cat on it ("...and one cat!"): in front of the wall, on a phone his stick came down over the signatures. A step
          // right and back from her, so on a phone his cheek stays off her bun (at 600, 428 the two heads met there; a step
          // nearer, the phone's staging pushed the auntie's shop sign out of its frame). His free hand on the cap's far edge
          // by Bori's tail (laid on the wall at his own chest, far from the map, the critic saw the neighbours behind the
          // wall, not crowding round: blind critic r60, p25; further in on the broad cap, the cap drawn over him hid it).
          // Looking down at the paw print on the names strip (turned to the map's middle, he looked at Grandma Next Door's
          // face: blind critic r62, p25).
          person: 'seojun-grandpa',
          x: 622,
          y: 416,
          pose: 'lean-in',
          facing: 'three-quarter-left',
          turnsTo: stripPawPrint,
          bendsTo: 'neighbourhood-map',
          expression: 'laughing',
          holding: stickLow,
          reachTo: { far: { x: 566, y: 302 } },
        },
        // The lane's stone wall, its cap at Seojun's chest, the neighbours leaning over it: he has laid the map on the cap's
        // broad top to show it, and a cat walking the cap steps onto it. Hung face-on down the stones with only a thin fold
        // on a shallow cap, the map read as a poster on the wall's face and Bori stood on the bare cap above it, the
        // print just there (blind critic r61, p25, the worst page); laid flat on a short block's top, the map was an
        // edge-on sliver on what read as a table, so the wall runs the whole lane and the sheet lies a little less
        // foreshortened, its names strip hanging down over the cap's front edge (map-flat.ts 'on-wall'). Centred under
        // the map, so a phone draws the two together.
        { prop: 'stone-wall', variant: 'long-deck', x: 456, y: 450, size: 230 },
        // The map on the cap, its front edge on the cap's front edge, its drawings, the star and Bori's fresh print lying
        // on the top, the names hanging face-on down the stones.
        { prop: 'map-flat', variant: 'on-wall', x: 456, y: 347, size: 106, part: 'neighbourhood-map' },
        {
          // Run up the lane to the map, just arrived, laughing, his palm pressed flat on the map over its drawings,
          // seen from its back like a hand print, the fingers spread up the sheet (standing straight, his fists at its corner
          // hovered by the edge and the critic saw him still, not running; a fist just under the star held it up like a
          // wand: blind critic r54; in a straight-armed lunge with both fists on it, he shoved it like a crate into the
          // wall: blind critic r58; an edge-on palm at its left edge, the other fist up in a cheer, his fingertips only
          // brushed it and the map read as a poster on the wall: blind critic r60, p25; the far arm's cheer went up behind
          // his head). Far enough back that his head leaves the star clear (further in, it comes over it; at 378 the star stood at
          // his open mouth and a critic saw him bite it: blind critic r63, p25); the palm over
          // the drawings, not the 'People Who Helped' heading, and in from the edge as far as his arm reaches. With the map
          // lying on the cap, his palm lies on its near corner by the lane drawings, its back to us, fingers spread away
          // over the sheet, clear of Bori's paws (`palm-on`'s edge-on hand stood up off the sheet like a high five).
          // Just arrived, standing at the wall square to the map: mid-stride, his legs read as walking on to the left, away
          // from the map his body turned back to (blind critic r62, p25).
          person: 'seojun',
          x: 356,
          y: 478,
          pose: 'stand',
          arms: 'palm-on-wall',
          facing: 'three-quarter-right',
          turnsTo: 'neighbourhood-map',
          expression: 'laughing',
          // His palm on the drawings by the star, his arm over the cap above the names strip (at the strip's top edge,
          // his wrist hid the heading's first letter).
          reachTo: { near: { x: 414, y: 333, on: 'neighbourhood-map' } },
        },
        {
          // Standing on the map where it lies on the cap, all four paws on the drawings, the fresh print just behind her
          // front paw (pointing, her paw was up in the air and the print a hand's width below her; her hind feet past the
          // sheet's end, a critic saw her beside the map: blind critic r60, p25; on the bare cap over a map hung down the
          // wall, the critic saw her on the wall, not on the map: blind critic r61, p25).
          animal: 'bori',
          x: 474,
          y: 330,
          // A size up, so her face still reads on a phone.
          scale: 1.2,
          // Mid-step along the fold, one paw up: she has just stepped onto the map (standing square, the critic saw her
          // on the wall, not on the map).
          pose: 'walk',
          facing: 'left',
          expression: 'proud',
        },
        // The pots by Grandma Next Door's gate, standing on the wall's cap near its end, so the phone's frame need not step
        // out for them (further right, the group came small under a band of roofs and sky; on the lane at the wall's
        // foot, the phone's frame stepped down and out to a band of sky; standing at mid-wall they floated on the stones).
        { prop: 'mum-pots', count: 3, x: 664, y: 326, size: 70, part: 'mums' },
      ],
    },
    alt: {
      ko: '방과 후, 서준이가 돌담길을 달려와 돌담의 널찍한 윗면에 지도를 펼쳐 놓았어요. ‘도와준 사람들’ 띠는 담 앞쪽으로 늘어져 길에서 보여요. 서준이는 담 앞에 서서 손바닥을 쫙 펴서 지도 그림 위를 꾹 눌러 펴며 웃어요. 지도 귀퉁이에는 선생님이 붙여 주신 금빛 별 스티커가 반짝이고, 담 앞으로 늘어진 ‘도와준 사람들’ 칸에는 이름 세 개가 빨강, 초록, 파랑으로 적혀 있어요. 보리는 담 위에 펼친 지도 한가운데를 밟고 서서 뽐내고, 앞발 바로 뒤에 흙 묻은 발도장이 찍혔고, 하얀 ‘도와준 사람들’ 띠의 이름 세 개 옆에도 커다란 발도장이 꾹 찍혔어요. 옆집 할머니는 담 너머에서 지도 쪽으로 몸을 쑥 내밀고 발도장을 내려다보며 보리 바로 위에서 손뼉을 치시고, 할아버지도 그 옆 담 너머에서 지팡이를 짚고 보리 옆 담에 손을 얹은 채 몸을 숙여 발도장을 내려다보며 웃으세요. 떡집 아주머니도 가게에서 나와 송편 봉투를 든 채 옆집 할머니 곁에서 몸을 숙여 지도를 들여다보세요.',
      en: "After school, Seojun has run up the lane and laid his map on the broad top of the stone wall, its People Who Helped strip hanging down the stones toward the lane; standing at the wall, he laughs as he presses it flat with his open palm spread over the drawings. The teacher's gold star sticker shines in one corner, and three names in red, green and blue fill the People Who Helped box. Bori stands right on the map on top of the wall, all four paws on the drawings, very pleased with herself, a muddy paw print just behind her front paw and a big one stamped on the white People Who Helped strip beside the three names. Grandma Next Door leans far over the wall from the other side, clapping just above Bori and looking down at the print, and beside her Grandpa leans on his stick and bends in to look down at it, laughing, his hand on the wall beside the cat. The tteok shop auntie has come out of her shop with her bag of songpyeon and leans in beside Grandma Next Door to look.",
    },
  },
  'c8-p3': {
    scene: {
      background: 'bukhansan',
      time: 'night',
      // On a phone the frame is set whole, the stars and the named rows of lit windows brought into it, and the two and
      // the map stand at their own places: drawn together by the
      // staging, the map on the planks lay over Grandpa's knees (moved further off on the desk, the staging drew it back
      // in; listed before the two, his knees buried it and Bori).
      tallCamera: { x: 290, y: 250, zoom: 1.05 },
      // On a desk, in on the two and the hillside under the peaks (the whole night, sky to foot, drew their faces at
      // 20-odd pixels); the stars come down beside the peaks, where the frame holds them.
      camera: { x: 396, y: 264, zoom: 1.15 },
      items: [
        { icon: 'star', x: 482, y: 84, size: 20, part: 'stars', tall: { x: 286, y: 44 } },
        { icon: 'glowing-star', x: 640, y: 86, size: 24, part: 'stars', tall: { x: 352, y: 28 } },
        { icon: 'star', x: 690, y: 134, size: 18, part: 'stars', tall: { x: 420, y: 40 } },
        // The village lies far off down the hill, beyond the yard's low stone wall, at the mountain's foot: small, its
        // rows of lit windows over the wall and the dark pine tops of the slope falling away below it (packed under the
        // maru down to the picture's foot, the roofs lay under their slippers: "giants over a toy town").
        {
          prop: 'village-lights',
          x: 600,
          y: 340,
          size: 250,
          lit: true,
          part: 'village-windows',
          // On the phone above Seojun's pointing hand, at the mountain's foot, whole in the frame (level with it, his hand
          // covered half the houses at the frame's edge: blind critic r55), and a third of the frame wide, the frame a step
          // right to hold it (at 136, the windows he counts were a sliver at the edge: blind critic r73, p26).
          tall: { x: 390, y: 278, size: 168 },
        },
        // The dark tops of the pines on the slope between the yard's wall and the village: the hill falling away.
        { prop: 'pine-band', x: 600, y: 352, size: 330, tall: { x: 408, y: 312, size: 160 } },
        // The yard's low stone wall, its far edge, right of the maru.
        { prop: 'stone-wall', variant: 'long', x: 592, y: 398, size: 130, tall: { x: 452, size: 80 } },
        // The 댓돌 on the yard's ground in front of the maru, under their dangling feet.
        { prop: 'stepping-stone', x: 268, y: 440, size: 150 },
        // A narrower maru to the left, so on a phone too Bukhansan's peaks and the stars stand beside its doors,
        // over the two of them (wider, its lit doors filled the tall frame and cut the mountain out).
        { prop: 'hanok-maru', variant: 'short-eave', part: 'porch', x: 170, y: 410, size: 340, lit: true },
        {
          // Listed before Grandpa, so his hair does not come over Grandpa's chin where the hug leans their heads together.
          // Both sit well in on the maru's edge, clear of its end (a step right, Seojun sat half off it, on nothing), their
          // seats on its front edge, the thighs on the boards and the shins hanging down its face (at y 384 they sat above
          // the edge, back on the boards, with their legs through the front of the maru).
          person: 'seojun',
          // The two a size up, so their faces and the hug, not the rows of houses, carry the last page.
          scale: 1.3,
          // A step right of Grandpa along the edge, so his shins hang clear of the boy's hips (a step nearer, they crossed
          // in front of them and the two bodies merged: blind critic r53).
          // A step in from the porch's end, Grandpa with him, so he sits on its boards (at 322 half of him sat past its end
          // on air: blind critic r80, p26).
          x: 298,
          // His feet a step above Grandpa's, so a child's shorter shins dangle and his seat comes up onto the maru's edge
          // (at Grandpa's 416 his seat hung below the boards, in front of the maru's face, on nothing).
          y: 394,
          floorY: 410,
          tall: { x: 300 },
          pose: 'sit-chair',
          seat: 'none',
          arms: 'point',
          // The other hand resting on his far thigh, behind his body as he points (hanging, it dangled under his thigh: r57;
          // sent to the boards below his seat, it hung there under the maru's edge with no arm: blind critic r61).
          otherArm: 'palm-on',
          reachTo: { far: { x: 314, y: 340 } },
          // Three-quarters to the hill, his face to us beside Grandpa's laugh, his eyes down the hill on the lit windows
          // he points along as he counts (from behind, no face showed; facing us, his eyes were on the reader).
          facing: 'three-quarter-right',
          // His face in profile along his pointing arm, on the windows (turned three-quarters with his body, his eyes came
          // out to the left, away from them: blind critic r85, p26).
          headFacing: 'side-right',
          head: 'down',
          gaze: 'right',
          expression: 'happy',
          // Still in his blue top, shoes off on the maru: the kit's pajamas read as a new striped top and jeans.
          socks: true,
        },
        {
          person: 'seojun-grandpa',
          socks: true,
          scale: 1.3,
          x: 206,
          tall: { x: 212 },
          // Sat on the maru's edge close beside Seojun, his feet hanging below it (at y 486, facing us, he sat on the
          // ground behind the maru and read as standing there). One arm round Seojun, its hand on his far shoulder.
          y: 416,
          floorY: 410,
          pose: 'sit-chair',
          seat: 'none',
          // His far hand on Seojun's back by his shoulder: the arm solved round him as a hug put the hand on the boy's
          // chin (blind critic r57). His near hand on his own knee (left to the pose, it hung in the air by Seojun's elbow:
          // blind critic r103).
          otherArm: 'palm-on',
          reachTo: { near: { x: 240, y: 352 }, far: { x: 274, y: 292, on: 'seojun' } },
          facing: 'three-quarter-right',
          // His eyes open and down the hill on the lit windows with Seojun's, smiling (laughing, eyes shut and his face up
          // to us, he did not look at the village with him).
          head: 'down',
          gaze: 'down-right',
          expression: 'happy',
        },
        // Lying flat on the maru's planks beside them, foreshortened as the boards are (up at chest height between them it
        // stood up like a sign; below the maru's edge at their feet, it hung over the village roofs).
        { prop: 'map-flat', variant: 'signed', x: 114, y: 344, size: 110, part: 'neighbourhood-map', tall: { x: 170 } },
        {
          animal: 'bori',
          x: 120,
          tall: { x: 170 },
          y: 336,
          floorY: 410,
          // Big enough to read as Bori asleep on a phone (smaller, she was a small orange smudge on the map).
          pose: 'curl',
          facing: 'left',
          expression: 'asleep',
        },
      ],
    },
    alt: {
      ko: '밤, 북한산 봉우리 위로 별이 하나둘 떴어요. 서준이와 할아버지가 한옥 마루 끝에 앉아 동네를 내려다봐요. 머리 위로 처마가 휘어 올라가고, 뒤로 창호지 문에 불빛이 비쳐요. 발밑 마당에는 넓적한 댓돌이 놓였고, 낮은 돌담 너머 저 아래 멀리 동네가 펼쳐져 있어요. 집집마다 창문에 노란 불이 켜졌고, 서준이가 손가락으로 창문을 세어요. 할아버지도 서준이 등에 손을 얹고 빙그레 웃으며 함께 동네를 내려다보시고, 두 사람 옆 마루에 펼쳐 놓은 지도 위에서는 보리가 동그랗게 잠들었어요.',
      en: 'At night, stars come out over the peaks of Bukhansan. Seojun and Grandpa sit on the edge of the wooden maru of the hanok above the neighborhood, its curved eaves overhead and lamplight glowing through the paper doors behind them. A flat stepping stone sits in the yard below their feet, and past the low stone wall of the yard, the neighborhood lies far down the hill. Window after window glows yellow, and Seojun points, counting them. Grandpa smiles with a hand on his back, looking down at the lights with him, and Bori sleeps curled on the map, spread out on the maru beside them.',
    },
  },
} satisfies BookPictures;
