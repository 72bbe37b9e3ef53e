import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const pyeongchangStoryStory = {
  id: 'pyeongchang-story',
  title: '서준이의 평창동 지도',
  description:
    '북한산 아래 평창동에 사는 서준이는 동네 지도 숙제가 걱정이에요. 우리 동네에는 그릴 게 하나도 없는 것 같거든요. 할아버지와 골목을 걸으며 애써 그린 지도가 그만 계곡물에 빠지고 마는데…',
  coverImage: '/illustrations/pyeongchang-story/cover.svg',
  coverAlt: '기와지붕 한옥 골목에서 서준이가 직접 그린 동네 지도를 들어 보여요. 옆에서 할아버지가 웃으시고, 고양이 보리가 앉아 있어요.',
  author: '이야기 창작팀',
  readingLevel: '2단계',
  levels: { en: 3, ko: 2 },
  route: '/book/pyeongchang-story',
  series: '우리 동네 문화 이야기',
  themes: ['동네', '자연', '이웃', '가족'],
  language: 'Korean',
  translation: {
    title: "Seojun's Map of Pyeongchang-dong",
    description:
      "Seojun lives in Pyeongchang-dong, a hilly neighborhood in Seoul at the foot of Bukhansan Mountain. His homework is to draw a map of it, but he's sure there is nothing to draw. Then he walks it with Grandpa, and his map ends up in a stream…",
    coverAlt: 'In a lane of tiled-roof houses Seojun holds up the neighborhood map he drew. Grandpa laughs beside him, and Bori the cat sits at his feet.',
    themes: ['Neighborhood', 'Nature', 'Neighbors', 'Family'],
  },
} satisfies Story;
