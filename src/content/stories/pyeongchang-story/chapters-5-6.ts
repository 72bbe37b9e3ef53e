import type { SideBubbleChapterWords } from '../with-pictures';
import { names, namesEn } from './cast';

export const chapters5to6 = [
  {
    id: 5,
    title: '길 이름은 누가 지었을까?',
    translation: { title: 'Who Named the Road?' },
    panels: [
      {
        id: 'c5-p1',
        text: '서준이는 젖은 지도를 두 손에 받쳐 들고 터덜터덜 산을 내려왔어요. 큰길 모퉁이의 파란 표지판에 하얀 글씨로 ‘평창문화로’라고 쓰여 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 이 길 이름은 누가 지었어요?', position: 'left' },
          { character: names.grandpa, text: '마침 옆집 할머니가 오시는구나. 여쭤보렴.', position: 'right' },
        ],
        translation: {
          text: 'Seojun trudged down the hill, holding the wet map flat on both hands. At the corner of the big road, a blue sign said “Pyeongchangmunhwa-ro.” That means Pyeongchang Culture Road.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Grandpa, who named this road?' },
            { character: namesEn.grandpa, text: 'Here comes Grandma Next Door. Why not ask her?' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'trudges along carrying the wet map flat on both palms, looking up at the road sign',
              feels: 'downcast but curious',
              wears: 'blue sweatshirt, navy trousers and white sneakers, the cuffs still damp',
            },
            {
              id: 'seojun-grandpa',
              does: 'steps toward Grandma Next Door coming up the sidewalk with a nod, leaning on his walking stick and holding out an open hand toward her',
              feels: 'gentle',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            {
              id: 'neighbour-grandma',
              does: 'walks up the sidewalk toward them carrying a full shopping basket, her free hand raised in greeting',
              feels: 'cheerful',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
            { id: 'bori', does: 'trots along at Grandpa’s feet', feels: 'calm', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'road-sign', state: 'blue road-name sign on a pole, white letters reading 평창문화로 and Pyeongchangmunhwa-ro below' },
            { id: 'neighbourhood-map', state: 'wet and smudged, one corner torn, carried flat on both hands' },
            { id: 'shopping-basket', state: 'full of groceries' },
            { id: 'walking-stick', state: 'in Grandpa’s hand' },
          ],
          place: 'the corner where the lane meets the big road',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c5-p2',
        text: '옆집 할머니가 표지판 아래 작은 돌판을 가리키셨어요. 돌판에는 ‘2012년, 동네 사람 1,044명이 이름을 적어 바꾼 길 이름’이라고 새겨져 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '천 명이 넘게요?', position: 'left' },
          { character: names.neighbour, text: '그럼. 화가랑 작가가 많이 사는 동네라 ‘문화’를 넣자고 했지.', position: 'right' },
        ],
        translation: {
          text: 'Grandma Next Door pointed to a small stone under the sign. It said, “In 2012, 1,044 neighbors signed their names to rename this road.”',
          speechBubbles: [
            { character: namesEn.seojun, text: 'More than a thousand?' },
            { character: namesEn.neighbour, text: 'Yes! Lots of painters and writers live here, so we picked the word culture.' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'neighbour-grandma',
              does: 'bends down and points at the carved stone under the sign, her shopping basket set on the sidewalk',
              feels: 'proud of her neighborhood',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
            {
              id: 'seojun',
              does: 'crouches to read the stone, eyes wide and mouth open, his wet map set down on the sidewalk behind him',
              feels: 'astonished',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'seojun-grandpa',
              does: 'stands behind them with a small, knowing smile',
              feels: 'quietly proud',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
          ],
          objects: [
            { id: 'road-sign', state: 'blue, white letters reading 평창문화로' },
            {
              id: 'stone-plaque',
              state: 'a low, wide rock at the foot of the sign pole, carved with the words ‘2012년, 동네 사람 1,044명이 이름을 적어 바꾼 길 이름’',
            },
            { id: 'shopping-basket', state: 'set down on the sidewalk, full of groceries' },
            { id: 'neighbourhood-map', state: 'wet and smudged, set down dripping on the sidewalk behind Seojun' },
          ],
          place: 'the corner of Pyeongchangmunhwa-ro',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c5-p3',
        text: '서준이는 1,044명이 줄을 서서 이름을 적는 모습을 떠올려 보았어요. 우리 반 같은 반이 마흔 개도 넘게 모여야 하는 숫자였어요.',
        speechBubbles: [
          { character: names.neighbour, text: '거기 너희 할아버지 이름도 있단다.', position: 'right' },
          { character: names.seojun, text: '정말요? 할아버지도요?', position: 'left' },
          { character: names.grandpa, text: '네가 태어나기 전 일이지.', position: 'right' },
        ],
        translation: {
          text: 'Seojun tried to picture 1,044 people in a line, each signing a name. His class had twenty-five children, so that was more than forty classes!',
          speechBubbles: [
            { character: namesEn.neighbour, text: 'Your grandpa’s name is there too.' },
            { character: namesEn.seojun, text: 'Really? You too, Grandpa?' },
            { character: namesEn.grandpa, text: 'Before you were born.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'crouches by the sign with the map held to his chest, picturing the line of neighbors in the thought cloud over his head, his mouth open',
              feels: 'amazed',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'neighbour-grandma',
              does: 'bends down to Seojun from behind, her open hand by his shoulder, telling him Grandpa’s name is on the list too',
              feels: 'fond and amused',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
            {
              id: 'seojun-grandpa',
              does: 'leans in over Seojun’s other side, his walking stick at his side, smiling: it was before Seojun was born',
              feels: 'quietly proud',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
          ],
          objects: [
            {
              id: 'imagined-line',
              state:
                'a thought cloud over Seojun’s shoulder, a trail of small bubbles running down to his head: a long, long line of neighbors, old and young, winding down the road and out of sight to the sign, each waiting to write a name',
            },
            {
              id: 'signature-list',
              state: 'inside the thought cloud, a long paper list on a table, a younger Grandpa with dark hair and clear round glasses signing it',
            },
            { id: 'neighbourhood-map', state: 'wet and smudged, one corner torn, held against Seojun’s chest' },
          ],
          place: 'the corner of Pyeongchangmunhwa-ro, under the sign',
          indoors: false,
          time: 'day',
          weather: 'clear',
        },
      },
    ],
  },
  {
    id: 6,
    title: '김이 모락모락 떡집',
    translation: { title: 'The Steamy Tteok Shop' },
    panels: [
      {
        id: 'c6-p1',
        text: '옆집 할머니를 따라 떡집에 갔어요. 추석을 앞둔 떡집에는 김이 모락모락 피어올랐어요. 아주머니가 갓 뽑은 가래떡을 잘라 주셨어요. 서준이가 젖은 지도를 보여 드리자 아주머니 눈이 휘둥그레졌어요.',
        speechBubbles: [
          { character: names.baker, text: '저런! 설마 우리 떡집도 물에 빠졌니?', position: 'right' },
          { character: names.seojun, text: '아직요. 그리기도 전에 빠졌어요.', position: 'left' },
        ],
        translation: {
          text: 'Grandma Next Door took them to a tteok shop. It was almost Chuseok, Korea’s harvest holiday, and the shop was full of steam. The auntie gave Seojun a warm rice cake. When he showed her the wet map, her eyes went wide.',
          speechBubbles: [
            { character: namesEn.baker, text: 'Oh no! Did my shop fall in the stream too?' },
            { character: namesEn.seojun, text: 'No! I hadn’t drawn it yet.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'holds out the wet map with one hand and a warm stick of garaetteok in the other',
              feels: 'sheepish',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'baker',
              does: 'leans over the counter to peer at the map, still holding her rice-cake scissors',
              feels: 'shocked, then teasing',
              wears: 'white apron over a blue blouse, pink headscarf, sleeves rolled up',
            },
            {
              id: 'neighbour-grandma',
              does: 'stands just behind Seojun, who followed her in, her hands to her cheeks, laughing at the auntie’s fright',
              feels: 'amused',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
          ],
          offstage: [
            { id: 'seojun-grandpa', why: 'out of the frame, by the door with his garaetteok: the picture is close on the auntie’s face over the wet map' },
          ],
          objects: [
            { id: 'steam', state: 'steaming: white clouds rising from the steamer behind the counter, filling the shop' },
            { id: 'garaetteok', state: 'one fresh, soft, warm stick cut off the long roll' },
            { id: 'neighbourhood-map', state: 'wet and smudged, one corner torn, held out over the counter' },
            { id: 'songpyeon', state: 'on trays along the counter' },
          ],
          place: 'inside the little tteok shop, at the counter',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c6-p2',
        text: '서준이는 수첩을 꺼내 동네에서 제일 좋은 게 뭔지 여쭤보았어요.',
        speechBubbles: [
          { character: names.baker, text: '새벽에 산꼭대기가 분홍색으로 물들 때지!', position: 'right' },
          { character: names.neighbour, text: '담 너머로 ‘밥은 먹었니?’ 하는 소리!', position: 'right' },
          { character: names.seojun, text: '저는요, 보리랑 걷는 돌담길이 제일 좋아요!', position: 'left' },
        ],
        translation: {
          text: 'Seojun took out his notebook and asked the grown-ups what they loved best here.',
          speechBubbles: [
            { character: namesEn.baker, text: 'When the peaks turn pink at dawn!' },
            { character: namesEn.neighbour, text: 'Neighbors calling over the wall, ‘Have you eaten yet?’' },
            { character: namesEn.seojun, text: 'And I love walking the stone-wall lane with Bori!' },
          ],
        },
        shot: {
          size: 'wide',
          who: [
            {
              id: 'seojun',
              does: 'writes in a small notebook with a pencil, looking up at the grown-ups',
              feels: 'eager',
              wears: 'blue sweatshirt, navy trousers and white sneakers',
            },
            {
              id: 'baker',
              does: 'points out the window toward the mountain peaks, picturing them pink at dawn',
              feels: 'dreamy',
              wears: 'white apron over a blue blouse, pink headscarf, sleeves rolled up',
            },
            {
              id: 'neighbour-grandma',
              does: 'cups a hand by her mouth as if calling over a wall',
              feels: 'warm and playful',
              wears: 'pink blouse, purple trousers and brown slip-on shoes',
            },
            {
              id: 'seojun-grandpa',
              does: 'bends toward Seojun to listen, leaning on his walking stick, nodding',
              feels: 'content',
              wears: 'olive-green cardigan, gray trousers, glasses and walking shoes',
            },
            { id: 'bori', does: 'sits at Seojun’s feet, looking up at him', feels: 'happy', wears: 'her own orange striped fur, no collar' },
          ],
          objects: [
            { id: 'notebook', state: 'small, open, a few words written in pencil' },
            { id: 'neighbourhood-map', state: 'wet and smudged, one corner torn, lying flat on the counter to dry' },
            { id: 'shop-window', state: 'showing Bukhansan’s pale granite peaks by day' },
            { id: 'dawn-memory', state: 'a thought cloud over the auntie’s head: the same peaks washed pink at sunrise' },
            { id: 'songpyeon', state: 'on trays along the counter' },
          ],
          place: 'inside the little tteok shop',
          indoors: true,
          time: 'day',
          weather: 'clear',
        },
      },
      {
        id: 'c6-p3',
        text: '해 질 무렵, 서준이는 젖은 지도를 밥상 위에 펼쳤어요. 번진 선을 사인펜으로 따라 그리는데, 종이가 찌익 찢어지고 말았어요.',
        speechBubbles: [
          { character: names.seojun, text: '으앙, 더 망가졌어!', position: 'left' },
          { character: names.grandpa, text: '젖은 종이는 기다려 줘야 한단다. 오늘 밤은 말려 두자.', position: 'right' },
        ],
        translation: {
          text: 'At sunset, Seojun spread the wet map on the low table. He tried tracing over the blurry lines with a marker, but rrrip! The paper tore down the middle.',
          speechBubbles: [
            { character: namesEn.seojun, text: 'Waaah! Now it’s even worse!' },
            { character: namesEn.grandpa, text: 'Wet paper needs time. Let’s dry it overnight.' },
          ],
        },
        shot: {
          size: 'medium',
          who: [
            {
              id: 'seojun',
              does: 'kneels at the low table, a marker still in his hand, staring at the rip with his mouth open in a wail',
              feels: 'devastated',
              wears: 'blue sweatshirt and navy trousers, socks (no shoes indoors)',
            },
            {
              id: 'seojun-grandpa',
              does: 'kneels at the table’s side, leans in and reaches out gently toward the two halves of the map lying on it',
              feels: 'calm and kind',
              wears: 'olive-green cardigan, gray trousers and glasses, socks',
            },
          ],
          objects: [
            {
              id: 'neighbourhood-map',
              state:
                'wet, smudged, torn right down the middle into two halves lying on the table; one corner torn before; the green crayon forest still bright',
            },
            { id: 'felt-tip-pens', state: 'one uncapped in Seojun’s hand' },
            { id: 'low-table', state: 'the round low table (bapsang)' },
          ],
          place: 'the living room of the hanok',
          indoors: true,
          time: 'evening',
          weather: 'clear',
        },
      },
    ],
  },
] satisfies SideBubbleChapterWords[];
