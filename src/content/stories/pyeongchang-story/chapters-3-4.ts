import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn } from './cast';

export const chapters3to4 = [
  {
    id: 3,
    title: '열 칸 중 여섯 칸 반',
    translation: { title: 'Six and a Half out of Ten' },
    panels: [
      {
        id: 'c3-p1',
        text: '언덕에 오르자 북한산이 눈앞에 우뚝 나타났어요. 하얀 바위 봉우리 아래로 소나무 숲이 펼쳐져 있었어요. 날마다 창문으로 보던 산인데, 오늘은 처음 보는 산 같았어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 북한산이 원래 이렇게 컸어요?', position: 'left' },
          { character: names.grandpa, text: '허허, 늘 그만했단다.', position: 'right' },
        ],
        translation: {
          text: 'At the top of the hill, Bukhansan Mountain rose up before them: pale rocky peaks over a pine forest. Seojun saw it from his window every day. Today it looked brand new.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Grandpa, was Bukhansan always this big?' },
            { character: namesEn.grandpa, text: 'Heh heh. It’s always been this big.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'stops at the top of the hill with his mouth open, both hands on his cheeks, staring up at the mountain',
              feels: 'amazed',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'seojun-grandpa',
              does: 'stands beside Seojun leaning on his walking stick, chuckling, looking at Seojun rather than the mountain',
              feels: 'amused and fond',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            { id: 'bori', does: 'sits at Seojun’s feet, looking up where he looks', feels: 'curious', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            {
              id: 'bukhansan',
              state: 'huge, towering up ahead of the two on the hilltop, sheer pale granite peaks shining in the sun above a dark green pine forest',
            },
            { id: 'pine-forest', state: 'thick and dark green, spreading below the peaks' },
            { id: 'walking-stick', state: 'wooden, leaned on' },
            { id: 'drawing-board', state: 'set down flat on the grass by Seojun’s feet' },
            { id: 'neighbourhood-map', state: 'marker drawings of the houses, yellow mums and stone-wall lane; clipped to the drawing board' },
          ],
          place: 'the top of the hill above the hanok lanes, facing Bukhansan',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        id: 'c3-p2',
        text: '안내판에 ‘평창동 땅의 65%는 숲’이라고 쓰여 있었어요. 할아버지가 지팡이로 땅바닥에 네모를 그려 열 칸으로 나누셨어요. 그러고는 솔잎으로 여섯 칸 반을 채우셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '집이랑 길은 겨우 세 칸 반이네요!', position: 'left' },
          { character: names.grandpa, text: '우리 동네엔 사람보다 새가 더 많을지도 모르지.', position: 'right' },
        ],
        translation: {
          text: 'A sign said, “65% of Pyeongchang-dong is forest.” Grandpa scratched ten squares in the dirt with his stick. Then he filled six and a half with pine needles.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Houses and roads get just three and a half!' },
            { character: namesEn.grandpa, text: 'More birds than people, maybe!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun-grandpa',
              does: "stands at the far edge of the ten squares he scratched with his stick, six and a half filled with pine needles, bending over them and scratching a line in the dirt with the stick's tip",
              feels: 'pleased to be teaching',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            {
              id: 'seojun',
              does: 'kneels by the diagram and points at the bare squares, counting them',
              feels: 'surprised',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            { id: 'bori', does: 'sniffs at the pine needles at the edge of the diagram', feels: 'curious', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'forest-sign', state: 'a wooden board on two posts, its Korean words reading ‘평창동 땅의 65%는 숲’ with a small drawing of trees' },
            { id: 'ten-square-diagram', count: 10, state: 'a long box of ten squares scratched in the dirt in one row' },
            { id: 'pine-needle-squares', count: 6, state: 'six squares and one half square filled with green pine needles' },
            { id: 'bare-squares', count: 3, state: 'three squares and one half square left bare dirt: the houses and roads' },
            { id: 'walking-stick', state: 'wooden, its tip dusty from drawing in the dirt' },
            { id: 'drawing-board', state: 'lying on the grass, the map clipped on' },
            { id: 'neighbourhood-map', state: 'marker drawings of the houses, yellow mums and stone-wall lane; not yet colored' },
          ],
          place: 'a dirt clearing on the hilltop under pine trees, with Bukhansan behind',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
      {
        id: 'c3-p3',
        text: '서준이는 지도 위쪽에 북한산을 그리고, 초록 크레파스로 숲을 칠했어요. 칠해도 칠해도 끝이 없었어요. 도화지가 절반 넘게 초록색이 되자, 크레파스는 손톱만큼 짧아졌어요.',
        speechBubbles: [{ character: names.seojun, text: '그릴 게 없는 게 아니었어. 초록색이 모자라!', position: 'center' }],
        translation: {
          text: 'Seojun drew Bukhansan across the top of his map and colored the forest green. He colored and colored. Soon more than half the paper was green, and his crayon was as short as his fingernail.',
          speechBubbles: [{ character: namesEn.seojun, text: 'Nothing to draw? I’m out of green!' }],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'sits on a rock with his drawing board lying on his knees, one hand steadying it, bent over it coloring the forest with a tiny stub of green crayon in the other',
              feels: 'delighted',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'seojun-grandpa',
              does: 'sits on a rock nearby, leaning toward Seojun with his hands folded on his walking stick, smiling at him',
              feels: 'proud',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state: 'Bukhansan drawn across the top, more than half colored green with crayon; the marker houses and stone-wall lane below',
            },
            { id: 'green-crayon', state: 'worn down to a stub as short as a fingernail' },
            { id: 'crayons', state: 'box open on the grass by his rock' },
            { id: 'drawing-board', state: 'lying on Seojun’s knees, facing him, his hand steadying it' },
          ],
          place: 'the hilltop facing Bukhansan',
          indoors: false,
          time: 'morning',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 4,
    title: '계곡에 빠진 지도',
    translation: { title: 'The Map in the Stream' },
    panels: [
      {
        id: 'c4-p1',
        text: '숲길에 들어서자 나뭇잎 사이로 햇살이 쏟아지고, 어디선가 새가 노래했어요. 서준이는 빨갛게 물든 단풍잎 하나를 주워 주머니에 쏙 넣었어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 새소리는 어떻게 그려요?', position: 'left' },
          { character: names.grandpa, text: '음표를 그려 보면 어떠냐?', position: 'right' },
        ],
        translation: {
          text: 'On the forest path, sunlight sparkled through the leaves, and somewhere a bird sang. Seojun picked up a red maple leaf and tucked it into his pocket.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Grandpa, how do I draw a bird’s song?' },
            { character: namesEn.grandpa, text: 'Why not try music notes?' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'tucks a red maple leaf into his trouser pocket while looking up toward the birdsong',
              feels: 'curious',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'seojun-grandpa',
              does: 'walks with his walking stick and hums, drawing a music note in the air with one finger',
              feels: 'playful',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            { id: 'bird-blue', does: 'sings on a branch above the path', feels: 'cheerful', wears: 'its own blue feathers' },
            {
              id: 'bori',
              does: 'pads along the path behind them, ears pricked toward the bird',
              feels: 'alert',
              wears: 'her own orange striped fur, no collar',
            },
          ],
          objects: [
            { id: 'maple-leaf', state: 'one leaf, bright red, going into Seojun’s pocket' },
            { id: 'forest-path', state: 'dappled with sunlight through green and early-red leaves' },
            { id: 'walking-stick', state: 'wooden, in Grandpa’s hand' },
            { id: 'drawing-board', state: 'hanging at Seojun’s side from a strap over his shoulder' },
            { id: 'neighbourhood-map', state: 'more than half colored green, clipped to the drawing board' },
          ],
          place: 'the forest path at the foot of Bukhansan',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c4-p2',
        text: '계곡 옆 바위에서 다람쥐가 도토리를 오물오물 먹고 있었어요. 보리가 엉덩이를 씰룩이며 살금살금 다가갔어요. 서준이는 화판을 납작한 바위에 내려놓고 얼른 보리를 안아 올렸어요.',
        speechBubbles: [{ character: names.seojun, text: '보리야, 안 돼! 다람쥐가 놀라잖아.', position: 'left' }],
        translation: {
          text: 'On a rock by the stream, a chipmunk was nibbling an acorn. Bori crouched low, wiggled, and crept toward it. Seojun set his board on a flat rock and scooped Bori up.',
          speechBubbles: [{ character: namesEn.seojun, text: 'No, Bori! You’ll scare it!' }],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'scoops Bori up in both arms, his drawing board left lying on a flat rock at the water’s edge',
              feels: 'worried for the chipmunk',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'bori',
              does: 'wriggles in Seojun’s arms, eyes fixed on the chipmunk',
              feels: 'eager to pounce',
              wears: 'her own orange striped fur, no collar',
            },
          ],
          offstage: [{ id: 'seojun-grandpa', why: 'out of the frame, coming down the path: the picture is on Seojun scooping up Bori' }],
          objects: [
            { id: 'chipmunk', state: 'striped, sitting up on a big rock, nibbling an acorn in its paws' },
            { id: 'acorn', state: 'held in the chipmunk’s paws' },
            { id: 'drawing-board', state: 'lying on a flat rock right at the edge of the stream, the map clipped on' },
            { id: 'neighbourhood-map', state: 'half colored green, clipped to the board on the flat rock' },
            { id: 'stream', state: 'clear water running over stones' },
          ],
          place: 'the rocky stream (계곡) below Bukhansan',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c4-p3',
        text: '그때 휘익 바람이 불었어요. 화판이 바위에서 스르륵 미끄러지더니, 첨벙! 계곡물에 빠지고 말았어요. 할아버지가 지팡이를 쭉 뻗어 떠내려가는 화판을 겨우 건져 올리셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '안 돼, 내 지도!', position: 'left' },
          { character: names.grandpa, text: '조금만 더… 옳지, 잡았다!', position: 'right' },
        ],
        translation: {
          text: 'Just then, a gust of wind whooshed by. The board slid off the rock. Splash! It fell into the stream. Grandpa stretched out his walking stick and hooked it just in time.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'No! My map!' },
            { character: namesEn.grandpa, text: 'Almost… got it!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun-grandpa',
              does: 'leans out over the water on one foot and hooks the floating board with the curved handle of his walking stick',
              feels: 'determined',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            {
              id: 'seojun',
              does: 'reaches toward the water with both hands, mouth wide open',
              feels: 'scared',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            { id: 'bori', does: 'has leapt to a dry rock, fur puffed up at the splash', feels: 'startled', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'walking-stick', state: 'stretched out full length, its curved handle hooking the board' },
            { id: 'drawing-board', state: 'splashing down into the stream, floating away, hooked by the walking stick' },
            { id: 'neighbourhood-map', state: 'clipped to the board, splashed and getting wet' },
            { id: 'stream', state: 'clear water splashing up around the board' },
            { id: 'wind-swirl', state: 'a gust of wind shown as swirling lines and tumbling leaves' },
          ],
          place: 'the rocky stream below Bukhansan',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c4-p4',
        text: '지도는 흠뻑 젖어 있었어요. 사인펜으로 그린 집과 돌담은 줄줄 번져 버렸어요. 귀퉁이도 찢어졌어요. 서준이 눈에서 눈물이 뚝뚝 떨어졌어요.',
        speechBubbles: [
          { character: names.seojun, text: '다 망가졌어요. 월요일까지 내야 하는데…', position: 'left' },
          { character: names.grandpa, text: '우선 집에 가져가서 잘 말려 보자.', position: 'right' },
        ],
        translation: {
          text: 'The map was soaking wet. The marker lines had run into blurry smudges. One corner was torn. Tears dripped down Seojun’s cheeks.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'It’s ruined. And it’s due on Monday…' },
            { character: namesEn.grandpa, text: 'Let’s take it home and dry it first.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'holds the dripping map in both hands in front of him, tears running down his cheeks',
              feels: 'heartbroken',
              wears: 'blue sweatshirt, navy trousers and white sneakers, the cuffs splashed wet',
            },
            {
              id: 'seojun-grandpa',
              does: 'kneels beside Seojun and puts an arm round his shoulders, his wet walking stick in the other hand',
              feels: 'sorry for him, steady',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes, one trouser leg wet',
            },
            { id: 'bori', does: 'rubs against Seojun’s leg', feels: 'comforting', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'soaking wet and dripping; the marker houses and stone wall smudged into blurry blots; one corner torn; the green crayon forest still showing',
            },
            { id: 'walking-stick', state: 'wet at the tip' },
          ],
          place: 'the rocky bank of the stream',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
