import type { SideBubbleChapter } from '@/shared/story';
import { cast, names, picture } from './cast';

export const chapters3to4 = [
  {
    id: 3,
    title: '산이 안아 주는 동네',
    panels: [
      {
        id: 'c3-p1',
        text: '골목을 벗어나 언덕에 오르자 커다란 산이 눈앞에 나타났어요. 뾰족한 봉우리가 하늘에 닿을 듯 높이 솟아 있었어요. 할아버지는 저 산이 북한산이라고 알려 주셨어요.',
        speechBubbles: [
          { character: names.seojun, text: '우와, 산이 우리 동네를 꼭 안아 주는 것 같아요!', position: 'left' },
        ],
        imageUrl: picture('c3-p1'),
        imageAlt: '언덕 위에서 서준이와 할아버지, 보리가 높이 솟은 북한산 바위 봉우리를 올려다보는 모습',
        scene: {
          background: 'mountains',
          actors: [
            { icon: cast.seojun, x: 250, y: 385, size: 130 },
            { icon: cast.grandpa, x: 380, y: 375, size: 150 },
            { icon: cast.bori, x: 480, y: 432, size: 60 },
            { icon: 'bird', x: 600, y: 150, size: 50, flip: true },
          ],
        },
      },
      {
        id: 'c3-p2',
        text: '할아버지가 산 아래 푸른 숲을 손으로 가리키셨어요. 동네를 열 칸으로 나누면 여섯 칸 반이 숲인 셈이래요. 집과 길을 다 합친 것보다 숲이 더 넓은 거예요.',
        speechBubbles: [
          { character: names.grandpa, text: '평창동은 동네 면적의 65%가 숲이란다.', position: 'right' },
          { character: names.seojun, text: '65%면 절반보다 훨씬 많잖아요!', position: 'left' },
        ],
        imageUrl: picture('c3-p2'),
        imageAlt: '산 아래 푸른 나무들 앞에서 할아버지가 숲 이야기를 들려주고, 서준이가 눈을 동그랗게 뜨는 모습',
        scene: {
          background: 'mountains',
          actors: [
            { icon: 'evergreen-tree', x: 90, y: 330, size: 130 },
            { icon: 'deciduous-tree', x: 180, y: 345, size: 110 },
            { icon: cast.seojun, x: 320, y: 380, size: 160 },
            { icon: cast.grandpa, x: 520, y: 370, size: 170, flip: true },
            { icon: 'evergreen-tree', x: 700, y: 330, size: 140 },
          ],
        },
      },
      {
        id: 'c3-p3',
        text: '서준이는 지도 위쪽에 커다란 산을 그리고 초록색으로 숲을 칠했어요. 어느새 지도의 절반 넘게 초록색이 되었어요. 초록 크레파스가 금세 짧아졌어요.',
        speechBubbles: [
          { character: names.seojun, text: '우리 동네는 초록 동네예요!', position: 'center' },
        ],
        imageUrl: picture('c3-p3'),
        imageAlt: '숲길 입구에 앉은 서준이가 초록 크레파스로 지도에 숲을 칠하고, 할아버지와 보리가 곁에 있는 모습',
        scene: {
          background: 'forest-path',
          actors: [
            { icon: cast.grandpa, x: 170, y: 360, size: 150 },
            { icon: cast.bori, x: 280, y: 430, size: 65 },
            { icon: cast.seojun, x: 420, y: 370, size: 150 },
            { icon: 'world-map', x: 550, y: 350, size: 100 },
            { icon: 'crayon', x: 510, y: 395, size: 50 },
          ],
        },
      },
    ],
  },
  {
    id: 4,
    title: '숲길의 작은 친구들',
    panels: [
      {
        id: 'c4-p1',
        text: '할아버지와 서준이는 산 아래 숲길로 들어섰어요. 나뭇잎 사이로 햇살이 반짝반짝 쏟아졌어요. 어디선가 새들이 노래하는 소리가 들렸어요.',
        speechBubbles: [
          { character: names.seojun, text: '쉿, 새소리 들려요?', position: 'left' },
          { character: names.grandpa, text: '숲이 우리한테 인사하나 보다.', position: 'right' },
        ],
        imageUrl: picture('c4-p1'),
        imageAlt: '햇살이 비치는 숲길을 할아버지와 서준이, 보리가 걷고, 나뭇가지 위로 새들이 날아다니는 모습',
        scene: {
          background: 'forest-path',
          actors: [
            { icon: cast.grandpa, x: 260, y: 360, size: 160 },
            { icon: cast.seojun, x: 420, y: 370, size: 140 },
            { icon: cast.bori, x: 530, y: 430, size: 65 },
            { icon: 'bird', x: 620, y: 140, size: 50 },
            { icon: 'bird', x: 700, y: 190, size: 42, flip: true },
          ],
        },
      },
      {
        id: 'c4-p2',
        text: '바위 위에서 다람쥐 한 마리가 작은 열매를 오물오물 먹고 있었어요. 보리가 살금살금 다가가자 다람쥐가 깜짝 놀라 귀를 쫑긋 세웠어요. 서준이는 얼른 보리를 안아 올렸어요.',
        speechBubbles: [
          { character: names.seojun, text: '보리야, 숲은 다람쥐네 집이야. 놀라게 하면 안 돼.', position: 'left' },
        ],
        imageUrl: picture('c4-p2'),
        imageAlt: '숲속 바위 위의 다람쥐를 보리가 바라보고, 서준이가 보리를 말리려고 다가가는 모습',
        scene: {
          background: 'forest',
          actors: [
            { icon: cast.seojun, x: 290, y: 370, size: 140 },
            { icon: cast.bori, x: 420, y: 425, size: 75, flip: true },
            { icon: 'rock', x: 570, y: 420, size: 110 },
            { icon: 'chipmunk', x: 570, y: 350, size: 75 },
          ],
        },
      },
      {
        id: 'c4-p3',
        text: '숲길 옆 풀숲에 누군가 버린 음료수 컵이 떨어져 있었어요. 할아버지는 말없이 허리를 굽혀 컵을 주우셨어요. 서준이도 주변을 살피며 떨어진 쓰레기를 찾아 주웠어요.',
        speechBubbles: [
          { character: names.grandpa, text: '숲은 우리 모두의 마당이니까 함께 아껴야지.', position: 'right' },
          { character: names.seojun, text: '저도 찾았어요! 하나, 둘!', position: 'left' },
        ],
        imageUrl: picture('c4-p3'),
        imageAlt: '숲길에서 할아버지와 서준이가 풀숲에 버려진 쓰레기를 줍는 모습',
        scene: {
          background: 'forest-path',
          actors: [
            { icon: cast.seojun, x: 230, y: 370, size: 140 },
            { icon: 'cup-with-straw', x: 320, y: 430, size: 45 },
            { icon: cast.grandpa, x: 520, y: 360, size: 160, flip: true },
            { icon: 'cup-with-straw', x: 430, y: 440, size: 45 },
            { icon: cast.bori, x: 680, y: 430, size: 65, flip: true },
          ],
        },
      },
      {
        id: 'c4-p4',
        text: '숲길 끝에는 맑은 계곡물이 졸졸 흐르고 있었어요. 서준이는 주운 쓰레기를 봉지에 담고 차가운 물에 손을 씻었어요. 할아버지와 나란히 바위에 앉아 잠시 쉬었어요.',
        speechBubbles: [
          { character: names.seojun, text: '물이 얼음처럼 차가워요!', position: 'left' },
          { character: names.grandpa, text: '이 맑은 물도 숲이 지켜 주는 거란다.', position: 'right' },
        ],
        imageUrl: picture('c4-p4'),
        imageAlt: '맑은 계곡물 옆 바위에 할아버지와 서준이가 앉아 쉬고, 물속에 작은 물고기가 헤엄치는 모습',
        scene: {
          background: 'river',
          actors: [
            { icon: cast.grandpa, x: 170, y: 405, size: 150 },
            { icon: cast.seojun, x: 320, y: 410, size: 140 },
            { icon: cast.bori, x: 430, y: 448, size: 60 },
            { icon: 'fish', x: 560, y: 355, size: 45 },
            { icon: 'fish', x: 660, y: 340, size: 38, flip: true },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
