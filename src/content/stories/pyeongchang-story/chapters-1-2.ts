import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn } from './cast';

export const chapters1to2 = [
  {
    id: 1,
    title: '그릴 게 없는 동네',
    translation: { title: 'Nothing to Draw' },
    panels: [
      {
        id: 'c1-p1',
        text: '금요일 오후, 선생님이 숙제를 내 주셨어요. 월요일까지 우리 동네 지도를 그려 오기! 친구들은 너도나도 동네 자랑을 했어요.',
        speechBubbles: [
          { character: names.classmate, text: '우리 동네에는 커다란 수영장이 있어!', position: 'right' },
          { character: names.seojun, text: '우리 동네는 산이랑 오르막길뿐인데…', position: 'left' },
        ],
        translation: {
          text: 'On Friday afternoon, Seojun’s teacher gave the class homework: draw a map of your neighborhood by Monday! Everyone began to show off.',
          speechBubbles: [
            { character: namesEn.classmate, text: 'My neighborhood has a giant swimming pool!' },
            { character: namesEn.seojun, text: 'Mine just has a mountain and steep hills…' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'slumps at his desk, arms down, his head turned away from the bragging, looking down',
              feels: 'worried and left out',
              wears: 'blue sweatshirt and navy trousers',
            },
            {
              id: 'teacher',
              does: 'writes “우리 동네 지도 — 월요일까지” on the board and points at it',
              feels: 'cheerful',
              wears: 'white blouse, teal skirt and teal cardigan',
            },
            {
              id: 'harin',
              does: 'throws both arms up wide to show how giant her swimming pool is',
              feels: 'proud and excited',
              wears: 'purple T-shirt, white trousers and a teal hair bow',
            },
            {
              id: 'kid-a',
              does: 'stands by his desk, clapping and bragging back to Harin with a grin',
              feels: 'excited',
              wears: 'yellow T-shirt and blue jeans',
            },
            { id: 'kid-b', does: 'raises her hand high to tell about her own neighborhood', feels: 'eager', wears: 'green dress' },
          ],
          objects: [{ id: 'blackboard', state: 'homework written on it: 우리 동네 지도 — 월요일까지' }, { id: 'school-desks' }],
          place: "Seojun's third-grade classroom",
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c1-p2',
        text: '집에 가는 언덕길은 오늘따라 더 가팔랐어요. 서준이는 돌멩이를 툭툭 차며 올라갔어요. 기와지붕 대문 앞에서 할아버지가 고양이 보리를 안고 기다리고 계셨어요.',
        speechBubbles: [{ character: names.seojun, text: '할아버지, 우리 동네에는 그릴 게 하나도 없어요.', position: 'left' }],
        translation: {
          text: 'The hill home felt extra steep today. Seojun kicked a pebble all the way up. Grandpa was waiting at the tile-roofed gate, holding Bori the cat.',
          speechBubbles: [{ character: namesEn.seojun, text: 'Grandpa, there’s nothing to draw in our neighborhood.' }],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'trudges up the steep lane with his school backpack, kicking a pebble ahead of him',
              feels: 'glum',
              wears: 'blue sweatshirt, navy trousers and white sneakers, school backpack',
            },
            {
              id: 'seojun-grandpa',
              does: 'stands at the gate holding Bori in his arms, smiling down the hill at Seojun',
              feels: 'warm and glad to see him',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            { id: 'bori', does: "sits in Grandpa's arms, looking at Seojun", feels: 'content', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'pebble', state: 'small, skittering up the lane' },
            { id: 'hanok-gate', state: 'wooden gate under a curved tile roof' },
            { id: 'steep-lane', state: 'steep and uphill' },
          ],
          place: 'the steep lane up to the tile-roofed gate of Seojun and Grandpa’s hanok',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c1-p3',
        text: '저녁을 먹고 할아버지가 커다란 도화지와 크레파스, 사인펜을 꺼내 주셨어요. 서준이는 한가운데에 우리 집을 조그맣게 그렸어요. 나머지는 텅 비었어요.',
        speechBubbles: [
          { character: names.seojun, text: '봐요, 우리 집 말고는 그릴 게 없잖아요.', position: 'left' },
          { character: names.grandpa, text: '그럼 내일 동네를 걸으며 그릴 걸 세어 보자꾸나.', position: 'right' },
        ],
        translation: {
          text: 'After dinner, Grandpa set out a big sheet of paper, crayons and markers. Seojun drew their house, tiny, in the middle. The rest stayed white.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'See? Nothing to draw but our house.' },
            { character: namesEn.grandpa, text: 'Tomorrow let’s take a walk and count things to draw.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'sits on the floor at the low table and points at the almost empty paper, a marker lying beside it',
              feels: 'discouraged',
              wears: 'blue sweatshirt and navy trousers, socks (no shoes indoors)',
            },
            {
              id: 'seojun-grandpa',
              does: 'sits across the low table and holds up one finger as if counting',
              feels: 'gently hopeful',
              wears: 'olive-green cardigan, gray trousers and glasses, socks',
            },
          ],
          objects: [
            { id: 'neighbourhood-map', state: 'a big sheet of paper, blank except one tiny house drawn in pen in the middle' },
            { id: 'crayons', state: 'a box of crayons, unopened and new' },
            { id: 'felt-tip-pens', state: 'a pack of markers, one capped marker lying by the paper' },
            { id: 'low-table', state: 'a round low table (bapsang) cleared after dinner' },
          ],
          place: 'the wooden-floored living room of the hanok, by lamplight',
          indoors: true,
          time: 'evening',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 2,
    title: '따뜻한 돌담길',
    translation: { title: 'The Warm Stone Wall' },
    panels: [
      {
        id: 'c2-p1',
        text: '토요일 아침, 서준이는 화판에 도화지를 끼우고 할아버지를 따라나섰어요. 보리도 꼬리를 세우고 따라왔어요. 할아버지가 지팡이로 기와지붕을 가리키셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '저건 그냥 오래된 지붕이잖아요.', position: 'left' },
          { character: names.grandpa, text: '잘 봐라. 처마 끝이 새 날개처럼 들려 있지?', position: 'right' },
        ],
        translation: {
          text: 'On Saturday morning, Seojun clipped his paper to a drawing board and set off with Grandpa. Bori followed, tail high. Grandpa pointed his walking stick at a tiled roof.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'That’s just an old roof.' },
            { character: namesEn.grandpa, text: 'Look closer. The edges curl up like a bird’s wings.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun-grandpa',
              does: 'raises his walking stick, gripped near its crook, and points its tip up at the curled edge of a tiled roof',
              feels: 'delighted',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            {
              id: 'seojun',
              does: 'walks after Grandpa with his drawing board hanging from one hand and squints up at the roof',
              feels: 'unimpressed',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            { id: 'bori', does: 'trots along between them with her tail straight up', feels: 'curious', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'walking-stick', state: 'wooden, gripped near its crook and raised, its tip pointing at the roof' },
            { id: 'drawing-board', state: 'with the paper clipped on' },
            { id: 'neighbourhood-map', state: 'blank except the tiny house, clipped to the drawing board' },
            { id: 'tiled-roof', state: 'dark gray tiles, the eaves curling up at the ends like wings' },
          ],
          place: 'a narrow hanok lane in Pyeongchang-dong',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        id: 'c2-p2',
        text: '서준이가 오래된 골목 돌담에 손바닥을 대 보았어요. 크고 작은 돌들이 퍼즐처럼 꼭 맞게 쌓여 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '어, 돌이 따끈따끈해요! 햇볕을 먹었나 봐요.', position: 'left' },
          { character: names.grandpa, text: '할아버지가 너만 할 때 아버지를 도와 쌓은 담이란다.', position: 'right' },
        ],
        translation: {
          text: 'Seojun pressed his palm against the old stone wall along the lane. Big and small stones fit together like a puzzle.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Whoa, the stones are warm! They ate up the sunshine!' },
            { character: namesEn.grandpa, text: 'When I was your age, I helped my father build this wall.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'stands at the end of the sunny stone wall, turned to it, his palm pressed flat on its stones, looking at his hand',
              feels: 'surprised',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'seojun-grandpa',
              does: 'stands just behind Seojun past the end of the wall, turned to it, looking down proudly at the stones he laid',
              feels: 'proud and remembering',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            { id: 'bori', does: 'lies stretched out on top of the wall in the sun', feels: 'sleepy and warm', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'stone-wall', state: 'old, big and small stones fitted together like a puzzle, warm in the sun' },
            { id: 'drawing-board', state: 'leaned against the foot of the wall' },
            { id: 'neighbourhood-map', state: 'blank except the tiny house, clipped to the drawing board' },
          ],
          place: 'the old stone-wall lane',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        id: 'c2-p3',
        text: '돌담 모퉁이에서 옆집 할머니가 노란 국화에 물을 주고 계셨어요. “우리 국화도 그려 주렴!” 서준이는 돌담에 화판을 대고, 사인펜으로 할머니 댁과 국화, 구불구불한 돌담길을 그렸어요.',
        speechBubbles: [
          { character: names.seojun, text: '하나, 둘, 셋! 벌써 세 개나 그렸어요.', position: 'left' },
          { character: names.grandpa, text: '아직 우리 골목인데 말이다.', position: 'right' },
        ],
        translation: {
          text: 'At the corner, Grandma Next Door was watering her yellow mums. “Draw my flowers too, please!” she called. So Seojun leaned his board on the wall and drew with markers: her house, her mums and a wiggly lane of little round stones.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'One, two, three! Three things already!' },
            { character: namesEn.grandpa, text: 'And we’re still in our own lane.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'crouches at his drawing board, leaned against the foot of the stone wall, holding its edge with one hand and drawing with a marker in the other hand',
              feels: 'pleased and surprised',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'neighbour-grandma',
              does: 'stands in her yard behind the stone wall, turned to Seojun, tipping a watering can by its handle over the mums on its top, asking him to draw them',
              feels: 'cheerful',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
            {
              id: 'seojun-grandpa',
              does: 'stands right behind Seojun, leaning on his walking stick, bending over his shoulder to watch him draw',
              feels: 'amused',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state: 'drawn in marker: the tiny house, Grandma Next Door’s house, yellow mums and a wiggly lane of little round stones',
            },
            { id: 'new-drawings', count: 3, state: 'three new things on the map: her house, her mums, the stone-wall lane' },
            { id: 'felt-tip-pens', state: 'uncapped, a black marker in Seojun’s hand' },
            { id: 'drawing-board', state: 'leaned upright against the foot of the wall, his fist on its edge' },
            { id: 'mums', state: 'yellow, in pots on top of the wall, wet' },
            { id: 'watering-can', state: 'green, tipped over the mums, water falling from its spout' },
            { id: 'walking-stick', state: 'wooden, leaned on' },
          ],
          place: 'the stone-wall lane by Grandma Next Door’s gate',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
