import type { SideBubbleChapter } from '@/shared/story';
import { cast, names, picture } from './cast';

export const chapters7to8 = [
  {
    id: 7,
    title: '네 계절이 사는 동네',
    panels: [
      {
        id: 'c7-p1',
        text: '그날 밤, 서준이는 지도 가장자리에 네 칸을 그렸어요. 계절마다 달라지는 동네 모습도 담고 싶었거든요. 첫 칸에는 꽃잎이 흩날리는 골목을 할아버지와 함께 걷던 봄날을 그렸어요.',
        speechBubbles: [
          { character: names.seojun, text: '봄에는 골목마다 꽃비가 내렸지.', position: 'left' },
        ],
        imageUrl: picture('c7-p1'),
        imageAlt: '서준이가 떠올린 봄날, 꽃잎이 흩날리는 기와지붕 골목을 할아버지와 함께 걷는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: 'cherry-blossom', x: 120, y: 110, size: 55 },
            { icon: 'cherry-blossom', x: 260, y: 70, size: 40 },
            { icon: 'cherry-blossom', x: 420, y: 140, size: 45 },
            { icon: 'cherry-blossom', x: 580, y: 90, size: 50 },
            { icon: 'cherry-blossom', x: 720, y: 160, size: 45 },
            { icon: cast.seojun, x: 330, y: 372, size: 140 },
            { icon: cast.grandpa, x: 480, y: 360, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c7-p2',
        text: '두 번째 칸은 여름이에요. 매미가 맴맴 우는 날, 서준이는 계곡물에 발을 담그고 첨벙첨벙 놀았어요. 숲 그늘 아래는 한여름에도 시원했어요.',
        speechBubbles: [
          { character: names.seojun, text: '여름 숲은 우리 동네 선풍기예요!', position: 'left' },
        ],
        imageUrl: picture('c7-p2'),
        imageAlt: '서준이가 떠올린 여름날, 뜨거운 해 아래 숲 그늘 계곡에서 물놀이하는 모습',
        scene: {
          background: 'river',
          actors: [
            { icon: 'evergreen-tree', x: 90, y: 240, size: 110 },
            { icon: cast.seojun, x: 400, y: 335, size: 145 },
            { icon: 'sweat-droplets', x: 490, y: 350, size: 50 },
            { icon: cast.bori, x: 600, y: 425, size: 65, flip: true },
          ],
        },
      },
      {
        id: 'c7-p3',
        text: '세 번째 칸에는 가을 산을 그렸어요. 산이 빨갛고 노랗게 물들면 동네 전체가 알록달록해져요. 서준이는 바스락거리는 단풍잎을 주워 할아버지께 보여 드렸던 날을 떠올렸어요.',
        speechBubbles: [
          { character: names.grandpa, text: '이 단풍잎은 서준이 손바닥만 하구나.', position: 'right' },
        ],
        imageUrl: picture('c7-p3'),
        imageAlt: '서준이가 떠올린 가을날, 단풍잎이 흩날리는 산 아래에서 할아버지께 단풍잎을 보여 드리는 모습',
        scene: {
          background: 'mountains',
          actors: [
            { icon: 'maple-leaf', x: 150, y: 150, size: 50 },
            { icon: 'fallen-leaf', x: 600, y: 120, size: 50 },
            { icon: 'maple-leaf', x: 730, y: 260, size: 45 },
            { icon: 'fallen-leaf', x: 120, y: 440, size: 45 },
            { icon: cast.seojun, x: 340, y: 375, size: 140 },
            { icon: 'maple-leaf', x: 420, y: 330, size: 45 },
            { icon: cast.grandpa, x: 530, y: 362, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c7-p4',
        text: '마지막 칸은 하얀 겨울이에요. 눈이 소복이 쌓인 날, 옆집 할머니와 함께 커다란 눈사람을 만들었지요. 네 칸을 다 채운 서준이는 스르르 잠이 들었어요.',
        speechBubbles: [
          { character: names.neighbour, text: '서준이 눈사람이 동네에서 제일 멋지구나!', position: 'right' },
        ],
        imageUrl: picture('c7-p4'),
        imageAlt: '서준이가 떠올린 겨울날, 눈 내리는 길에서 옆집 할머니와 함께 눈사람을 만든 모습',
        scene: {
          background: 'snowy-street',
          actors: [
            { icon: 'snowflake', x: 110, y: 100, size: 40 },
            { icon: 'snowflake', x: 360, y: 70, size: 35 },
            { icon: 'snowflake', x: 660, y: 120, size: 40 },
            { icon: cast.seojun, x: 260, y: 372, size: 140 },
            { icon: 'snowman', x: 410, y: 380, size: 120 },
            { icon: cast.neighbour, x: 570, y: 362, size: 150, flip: true },
          ],
        },
      },
    ],
  },
  {
    id: 8,
    title: '내가 아끼는 우리 동네',
    panels: [
      {
        id: 'c8-p1',
        text: '월요일, 서준이는 친구들 앞에서 지도를 펼쳐 보였어요. 숲이 많은 동네, 주민들이 함께 이름을 지은 길, 정다운 시장과 이웃들이 모두 담긴 지도였어요. 친구들이 손뼉을 치며 감탄했어요.',
        speechBubbles: [
          { character: names.seojun, text: '우리 동네는 반이 넘게 숲이라서 초록색이 제일 많아요.', position: 'left' },
          { character: names.teacher, text: '서준이가 동네를 정말 꼼꼼히 살펴보았구나!', position: 'right' },
        ],
        imageUrl: picture('c8-p1'),
        imageAlt: '교실 앞에서 서준이가 동네 지도를 펼쳐 발표하고, 선생님과 친구가 손뼉을 치는 모습',
        scene: {
          background: 'classroom',
          actors: [
            { icon: 'girl-light', x: 110, y: 395, size: 110 },
            { icon: 'clapping-hands-light', x: 180, y: 410, size: 45 },
            { icon: cast.seojun, x: 340, y: 370, size: 145 },
            { icon: 'world-map', x: 460, y: 340, size: 110 },
            { icon: cast.teacher, x: 640, y: 355, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c8-p2',
        text: '학교에서 돌아온 서준이는 할아버지, 옆집 할머니와 함께 골목을 깨끗이 쓸었어요. 돌담 옆 화분에는 물을 듬뿍 주었어요. 보리는 옆에서 야옹야옹 응원했어요.',
        speechBubbles: [
          { character: names.seojun, text: '동네를 아끼는 건 작은 일부터 하는 거죠?', position: 'left' },
          { character: names.grandpa, text: '그렇지. 우리 서준이가 다 컸구나.', position: 'right' },
        ],
        imageUrl: picture('c8-p2'),
        imageAlt: '기와지붕 골목에서 서준이가 빗자루로 길을 쓸고, 옆집 할머니와 할아버지가 함께 돕는 모습',
        scene: {
          background: 'hanok-village',
          actors: [
            { icon: cast.seojun, x: 230, y: 370, size: 140 },
            { icon: 'broom', x: 310, y: 400, size: 80 },
            { icon: cast.bori, x: 390, y: 430, size: 65 },
            { icon: cast.neighbour, x: 490, y: 362, size: 150 },
            { icon: 'potted-plant', x: 570, y: 405, size: 60 },
            { icon: cast.grandpa, x: 670, y: 360, size: 155, flip: true },
          ],
        },
      },
      {
        id: 'c8-p3',
        text: '밤이 되자 산 위로 별이 하나둘 떠올랐어요. 서준이는 할아버지와 나란히 마당에 앉아 동네를 바라보았어요. 숲도, 돌담도, 길도, 이웃도 모두 서준이가 아끼는 우리 동네예요.',
        speechBubbles: [
          { character: names.seojun, text: '할아버지, 제가 우리 동네를 오래오래 아껴 줄게요.', position: 'left' },
          { character: names.grandpa, text: '그래. 동네도 서준이를 따뜻하게 품어 줄 거다.', position: 'right' },
        ],
        imageUrl: picture('c8-p3'),
        imageAlt: '별이 뜬 밤하늘 아래 서준이와 할아버지, 보리가 나란히 앉아 동네를 바라보는 모습',
        scene: {
          background: 'night-sky',
          time: 'night',
          actors: [
            { icon: 'glowing-star', x: 220, y: 80, size: 35 },
            { icon: 'evergreen-tree', x: 100, y: 330, size: 110 },
            { icon: 'houses', x: 590, y: 335, size: 80 },
            { icon: 'house-with-garden', x: 700, y: 330, size: 90 },
            { icon: 'star', x: 430, y: 60, size: 30 },
            { icon: cast.seojun, x: 330, y: 380, size: 140 },
            { icon: cast.bori, x: 420, y: 432, size: 60 },
            { icon: cast.grandpa, x: 500, y: 370, size: 155, flip: true },
          ],
        },
      },
    ],
  },
] satisfies SideBubbleChapter[];
