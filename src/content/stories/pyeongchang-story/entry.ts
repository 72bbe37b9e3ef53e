import type { Story } from '@/shared/story';
import { cast } from './cast';

/** The library entry: all the home and library pages need, without the chapters. */
export const pyeongchangStoryEntry = {
  id: 'pyeongchang-story',
  title: '서준이의 평창동 지도',
  description:
    '북한산 아래 평창동에 사는 서준이가 할아버지와 동네 지도를 그리며 숲과 돌담길, 작은 시장, 그리고 길 이름에 담긴 이웃들의 마음을 만나요.',
  coverImage: '/illustrations/pyeongchang-story/cover.svg',
  coverScene: {
    background: 'hanok-village',
    actors: [
      { icon: cast.seojun, x: 320, y: 365, size: 165 },
      { icon: 'world-map', x: 420, y: 300, size: 90 },
      { icon: cast.grandpa, x: 530, y: 355, size: 170, flip: true },
      { icon: cast.bori, x: 200, y: 425, size: 85 },
      { icon: 'evergreen-tree', x: 700, y: 330, size: 130 },
    ],
  },
  coverAlt: '기와지붕 골목에서 서준이가 동네 지도를 들고 할아버지, 고양이 보리와 함께 웃고 있는 모습',
  author: '이야기 창작팀',
  readingLevel: '초등 3학년',
  route: '/book/pyeongchang-story',
  series: '우리 동네 문화 이야기',
  themes: ['동네', '자연', '이웃', '계절'],
  language: 'Korean',
} satisfies Story;
