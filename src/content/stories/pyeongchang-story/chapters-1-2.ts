import type { SideBubbleChapter } from '@/shared/story';
import { cast, names, picture } from './cast';

export const chapters1to2 = [
  {
    id: 1,
    title: '우리 동네 지도 숙제',
    panels: [
      {
        id: 'c1-p1',
        text: '서준이는 초등학교 3학년이에요. 오늘 선생님이 재미있는 숙제를 내 주셨어요. 다음 주까지 우리 동네 지도를 그려 오는 거예요.',
        speechBubbles: [
          { character: names.teacher, text: '우리 동네에서 소중한 곳을 지도에 담아 보세요.', position: 'right' },
          { character: names.seojun, text: '우리 동네에 뭐가 있더라?', position: 'left' },
        ],
        imageUrl: picture('c1-p1'),
        imageAlt: '교실에서 선생님이 지도를 보여 주며 숙제를 내 주시고, 서준이가 고개를 갸웃거리는 모습',
        scene: {
          background: 'classroom',
          actors: [
            { icon: cast.seojun, x: 240, y: 370, size: 140 },
            { icon: 'red-question-mark', x: 320, y: 285, size: 55 },
            { icon: 'world-map', x: 430, y: 150, size: 110 },
            { icon: cast.teacher, x: 600, y: 355, size: 160, flip: true },
          ],
        },
      },
      {
        id: 'c1-p2',
        text: '집에 가는 길에 서준이는 곰곰이 생각했어요. 매일 다니는 길인데도 막상 그리려니 잘 떠오르지 않았어요. 대문 앞에서는 할아버지와 고양이 보리가 서준이를 기다리고 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 동네 지도를 그려야 하는데 뭘 그려야 할지 모르겠어요.', position: 'left' },
        ],
        imageUrl: picture('c1-p2'),
        imageAlt: '기와지붕 집 대문 앞에서 할아버지와 고양이 보리가 책가방을 멘 서준이를 맞이하는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: cast.seojun, x: 230, y: 365, size: 140 },
            { icon: 'backpack', x: 160, y: 385, size: 60 },
            { icon: cast.grandpa, x: 540, y: 355, size: 160, flip: true },
            { icon: cast.bori, x: 650, y: 420, size: 80, flip: true },
          ],
        },
      },
      {
        id: 'c1-p3',
        text: '할아버지가 빙그레 웃으며 서준이의 머리를 쓰다듬으셨어요. 내일은 토요일이니 함께 동네를 한 바퀴 걸어 보자고 하셨어요. 서준이는 공책과 연필을 미리 챙겨 두었어요.',
        speechBubbles: [
          { character: names.grandpa, text: '직접 걸으면서 보면 그릴 게 많아질 거다.', position: 'right' },
          { character: names.seojun, text: '좋아요! 보리도 같이 가요.', position: 'left' },
        ],
        imageUrl: picture('c1-p3'),
        imageAlt: '저녁 거실에서 할아버지와 서준이가 내일 동네 산책을 약속하고, 보리가 그 사이에 앉아 있는 모습',
        scene: {
          background: 'living-room',
          time: 'evening',
          actors: [
            { icon: cast.seojun, x: 300, y: 370, size: 140 },
            { icon: cast.bori, x: 410, y: 425, size: 70 },
            { icon: cast.grandpa, x: 520, y: 360, size: 160, flip: true },
            { icon: 'notebook', x: 160, y: 430, size: 60 },
            { icon: 'pencil', x: 210, y: 440, size: 45 },
          ],
        },
      },
    ],
  },
  {
    id: 2,
    title: '기와지붕과 돌담길',
    panels: [
      {
        id: 'c2-p1',
        text: '토요일 아침, 서준이는 할아버지와 함께 집을 나섰어요. 보리도 꼬리를 세우고 살금살금 따라왔어요. 골목에는 기와지붕을 얹은 집들이 나란히 서 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '지붕 끝이 하늘로 살짝 올라가 있어요!', position: 'left' },
          { character: names.grandpa, text: '처마라고 한단다. 새가 날개를 편 것 같지?', position: 'right' },
        ],
        imageUrl: picture('c2-p1'),
        imageAlt: '맑은 아침, 기와지붕 집들이 늘어선 골목을 서준이와 할아버지, 보리가 나란히 걸어가는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: 'sun', x: 440, y: 70, size: 70 },
            { icon: cast.bori, x: 140, y: 425, size: 70 },
            { icon: cast.seojun, x: 260, y: 370, size: 140 },
            { icon: cast.grandpa, x: 400, y: 360, size: 160 },
          ],
        },
      },
      {
        id: 'c2-p2',
        text: '골목을 따라 오래된 돌담이 길게 이어져 있었어요. 서준이가 손바닥으로 만져 보니 햇볕을 받은 돌이 따뜻했어요. 크고 작은 돌들이 퍼즐처럼 꼭 맞게 쌓여 있었어요.',
        speechBubbles: [
          { character: names.seojun, text: '돌이 따뜻해요. 꼭 살아 있는 것 같아요.', position: 'left' },
          { character: names.grandpa, text: '누군가 하나하나 정성껏 쌓은 담이란다.', position: 'right' },
        ],
        imageUrl: picture('c2-p2'),
        imageAlt: '크고 작은 돌이 쌓인 돌담에 서준이가 손을 대 보고, 할아버지가 뒤에서 지켜보는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: cast.grandpa, x: 220, y: 360, size: 150 },
            { icon: cast.seojun, x: 520, y: 365, size: 160, flip: true },
            { icon: 'raised-hand-light', x: 630, y: 330, size: 60 },
          ],
        },
      },
      {
        id: 'c2-p3',
        text: '돌담을 따라 걷다 보니 옆집 할머니가 대문 앞에 나와 계셨어요. 할머니는 화분에 물을 주고 계셨어요. 서준이가 꾸벅 인사하자 할머니가 환하게 웃으셨어요.',
        speechBubbles: [
          { character: names.neighbour, text: '서준이 왔구나! 오늘은 어디 가니?', position: 'right' },
          { character: names.seojun, text: '동네 지도를 그리러 탐험 가요!', position: 'left' },
        ],
        imageUrl: picture('c2-p3'),
        imageAlt: '대문 앞 화분 곁에서 옆집 할머니가 웃으며 서준이와 할아버지, 보리를 반기는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: cast.grandpa, x: 150, y: 360, size: 155 },
            { icon: cast.seojun, x: 290, y: 370, size: 140 },
            { icon: cast.bori, x: 390, y: 428, size: 65 },
            { icon: cast.neighbour, x: 570, y: 360, size: 155, flip: true },
            { icon: 'potted-plant', x: 680, y: 400, size: 80 },
            { icon: 'tulip', x: 740, y: 410, size: 55 },
          ],
        },
      },
      {
        id: 'c2-p4',
        text: '서준이는 공책을 펴고 첫 그림을 그렸어요. 우리 집과 옆집 할머니 댁, 그리고 구불구불한 돌담길이에요. 할아버지는 시작이 반이라며 엄지를 척 들어 주셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '우리 집은 여기, 할머니 댁은 바로 옆!', position: 'left' },
        ],
        imageUrl: picture('c2-p4'),
        imageAlt: '골목에서 서준이가 공책에 지도를 그리고, 할아버지가 엄지를 들어 칭찬하는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: cast.bori, x: 170, y: 428, size: 70 },
            { icon: cast.seojun, x: 320, y: 370, size: 145 },
            { icon: 'world-map', x: 430, y: 340, size: 80 },
            { icon: 'pencil', x: 390, y: 380, size: 45 },
            { icon: cast.grandpa, x: 590, y: 355, size: 160, flip: true },
            { icon: 'thumbs-up-light', x: 500, y: 385, size: 55 },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
