import type { SideBubbleChapter } from '@/shared/story';
import { cast, names, picture } from './cast';

export const chapters5to6 = [
  {
    id: 5,
    title: '길 이름은 누가 지었을까?',
    panels: [
      {
        id: 'c5-p1',
        text: '숲에서 내려오는 길에 서준이는 도로 표지판 앞에서 걸음을 멈췄어요. 매일 지나다니면서도 한 번도 궁금해한 적 없는 길 이름이었어요. 이 이름은 대체 누가 지었을까요?',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 이 길 이름은 누가 지었어요?', position: 'left' },
          { character: names.grandpa, text: '글쎄다. 그건 옆집 할머니가 잘 아실 거다.', position: 'right' },
        ],
        imageUrl: picture('c5-p1'),
        imageAlt: '길가의 도로 표지판 앞에서 서준이가 궁금한 얼굴로 표지판을 올려다보는 모습',
        scene: {
          background: 'road-sign',
          actors: [
            { icon: cast.grandpa, x: 300, y: 360, size: 155 },
            { icon: cast.bori, x: 400, y: 430, size: 60 },
            { icon: cast.seojun, x: 540, y: 370, size: 140, flip: true },
            { icon: 'red-question-mark', x: 620, y: 280, size: 55 },
          ],
        },
      },
      {
        id: 'c5-p2',
        text: '마침 옆집 할머니가 장바구니를 들고 지나가셨어요. 할머니는 주말마다 마을 해설사로 동네를 안내하시는 분이에요. 할머니가 표지판을 올려다보며 이야기를 들려주셨어요.',
        speechBubbles: [
          { character: names.neighbour, text: '2012년에 주민 1,044명이 이 길의 이름을 새로 짓는 일에 참여했단다.', position: 'right' },
        ],
        imageUrl: picture('c5-p2'),
        imageAlt: '장바구니를 든 옆집 할머니가 도로 표지판을 가리키며 서준이와 할아버지에게 길 이름 이야기를 들려주는 모습',
        scene: {
          background: 'road-sign',
          actors: [
            { icon: cast.grandpa, x: 140, y: 360, size: 150 },
            { icon: cast.seojun, x: 280, y: 372, size: 135 },
            { icon: cast.neighbour, x: 560, y: 360, size: 155, flip: true },
            { icon: 'basket', x: 640, y: 410, size: 60 },
          ],
        },
      },
      {
        id: 'c5-p3',
        text: '서준이는 천 명이 넘는 사람들이 머리를 맞대고 이름을 고르는 모습을 떠올려 보았어요. 우리 반 친구들을 몇십 번이나 모아야 하는 숫자예요. 서준이는 지도에 표지판을 또박또박 그려 넣었어요.',
        speechBubbles: [
          { character: names.seojun, text: '동네 사람들이 다 같이 지은 이름이라서 더 멋져요!', position: 'left' },
          { character: names.neighbour, text: '그럼. 그 이름에는 동네를 아끼는 마음이 담겨 있지.', position: 'right' },
        ],
        imageUrl: picture('c5-p3'),
        imageAlt: '서준이가 많은 이웃이 모여 길 이름을 고르는 모습을 상상하며 지도에 표지판을 그려 넣는 모습',
        scene: {
          background: 'road-sign',
          actors: [
            { icon: 'thought-balloon', x: 560, y: 150, size: 190 },
            { icon: 'busts-in-silhouette', x: 530, y: 140, size: 60 },
            { icon: 'busts-in-silhouette', x: 600, y: 140, size: 60 },
            { icon: cast.seojun, x: 400, y: 370, size: 150 },
            { icon: 'world-map', x: 510, y: 360, size: 80 },
            { icon: 'pencil', x: 470, y: 395, size: 45 },
            { icon: cast.neighbour, x: 660, y: 365, size: 150, flip: true },
          ],
        },
      },
    ],
  },
  {
    id: 6,
    title: '작은 시장 나들이',
    panels: [
      {
        id: 'c6-p1',
        text: '할아버지와 서준이는 옆집 할머니를 따라 동네의 작은 시장에 갔어요. 가게마다 알록달록한 과일과 채소, 말랑말랑한 떡이 가득했어요. 고소한 냄새에 서준이의 배에서 꼬르륵 소리가 났어요.',
        speechBubbles: [
          { character: names.seojun, text: '할머니, 맛있는 냄새가 나요!', position: 'left' },
        ],
        imageUrl: picture('c6-p1'),
        imageAlt: '과일과 채소, 떡이 놓인 작은 시장을 할아버지와 서준이, 옆집 할머니가 구경하는 모습',
        scene: {
          background: 'market',
          actors: [
            { icon: cast.grandpa, x: 100, y: 360, size: 150 },
            { icon: cast.seojun, x: 230, y: 372, size: 135 },
            { icon: cast.neighbour, x: 360, y: 362, size: 150 },
            { icon: 'tangerine', x: 520, y: 390, size: 50 },
            { icon: 'red-apple', x: 580, y: 395, size: 50 },
            { icon: 'carrot', x: 640, y: 392, size: 50 },
            { icon: 'dango', x: 710, y: 390, size: 55 },
          ],
        },
      },
      {
        id: 'c6-p2',
        text: '떡집 아주머니가 서준이에게 따끈한 떡 한 조각을 건네주셨어요. 서준이가 동네 지도 숙제 이야기를 하자 아주머니가 눈을 반짝이셨어요.',
        speechBubbles: [
          { character: names.baker, text: '그럼 지도에 우리 떡집도 꼭 넣어 줄래?', position: 'right' },
          { character: names.seojun, text: '네! 제일 맛있는 가게라고 쓸게요.', position: 'left' },
        ],
        imageUrl: picture('c6-p2'),
        imageAlt: '떡집 아주머니가 웃으며 서준이에게 떡을 건네주는 모습',
        scene: {
          background: 'market',
          actors: [
            { icon: cast.seojun, x: 300, y: 372, size: 140 },
            { icon: 'dango', x: 430, y: 380, size: 55 },
            { icon: cast.baker, x: 560, y: 355, size: 155, flip: true },
            { icon: 'dango', x: 680, y: 400, size: 50 },
            { icon: 'dango', x: 730, y: 405, size: 50 },
          ],
        },
      },
      {
        id: 'c6-p3',
        text: '서준이는 시장 사람들에게 동네에서 무엇을 가장 좋아하는지 물어보았어요. 떡집 아주머니는 아침마다 산을 바라보며 가게 문을 여는 게 좋다고 하셨어요. 옆집 할머니는 골목에서 인사를 나누는 이웃들이 제일 좋다고 하셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '저는 보리랑 걷는 돌담길이 제일 좋아요!', position: 'center' },
        ],
        imageUrl: picture('c6-p3'),
        imageAlt: '시장 한가운데에서 서준이가 수첩을 들고 옆집 할머니와 떡집 아주머니에게 질문하는 모습',
        scene: {
          background: 'market',
          actors: [
            { icon: cast.neighbour, x: 170, y: 362, size: 150 },
            { icon: cast.seojun, x: 400, y: 372, size: 140 },
            { icon: 'memo', x: 480, y: 340, size: 55 },
            { icon: cast.baker, x: 640, y: 358, size: 150, flip: true },
          ],
        },
      },
      {
        id: 'c6-p4',
        text: '장바구니가 묵직해질 무렵 해가 산 너머로 넘어가고 있었어요. 세 사람은 나란히 골목길을 걸어 집으로 돌아왔어요. 보리가 앞장서서 꼬리를 살랑살랑 흔들었어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 지도가 거의 다 찼어요!', position: 'left' },
          { character: names.grandpa, text: '오늘 하루 동네를 아주 꼼꼼히 봤구나.', position: 'right' },
        ],
        imageUrl: picture('c6-p4'),
        imageAlt: '노을 진 기와지붕 골목을 할아버지와 서준이, 장바구니를 든 옆집 할머니가 걸어가고 보리가 앞장선 모습',
        scene: {
          background: 'hanok-village',
          time: 'evening',
          actors: [
            { icon: cast.grandpa, x: 180, y: 360, size: 155 },
            { icon: cast.seojun, x: 320, y: 372, size: 135 },
            { icon: cast.neighbour, x: 470, y: 362, size: 150 },
            { icon: 'basket', x: 540, y: 410, size: 50 },
            { icon: cast.bori, x: 650, y: 430, size: 70 },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
