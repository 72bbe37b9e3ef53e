import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const charlotteChristmasEntry = {
  id: 'charlotte-christmas',
  title: "Charlotte's Homemade Christmas",
  description:
    'Charlotte wants to give presents to five people she loves, but her coin jar holds only three dollars. When deep snow keeps Grandma and Grandpa home on Christmas Eve, she finds a way to bring Christmas to them.',
  coverImage: '/illustrations/charlotte-christmas/cover.svg',
  coverScene: {
    background: 'christmas-living-room',
    actors: [
      { icon: 'sparkles', x: 540, y: 300, size: 50 },
      { icon: 'boy-light', x: 320, y: 385, size: 120 },
      { icon: 'girl-light', x: 460, y: 365, size: 160 },
      { icon: 'wrapped-gift', x: 560, y: 430, size: 65 },
      { icon: 'dog', x: 200, y: 430, size: 85, flip: true },
    ],
  },
  coverAlt: 'Charlotte and Leo stand by a glowing Christmas tree with a wrapped present, while Biscuit sits by the fireplace.',
  author: 'Iyagi Story Team',
  readingLevel: 'Level 2',
  levels: { en: 2, ko: 2 },
  route: '/book/charlotte-christmas',
  series: 'Charlotte Adventures',
  themes: ['christmas', 'giving', 'family'],
  language: 'English',
  translation: {
    title: '샬럿이 만든 크리스마스',
    description:
      '샬럿은 사랑하는 가족 다섯 명에게 선물을 주고 싶지만, 동전 유리병에 든 돈은 3달러뿐이에요. 크리스마스이브에 눈이 너무 많이 와서 할머니 할아버지께서 못 오시게 되자, 샬럿은 크리스마스를 직접 가져갈 방법을 찾아내요.',
    coverAlt: '샬럿과 레오가 포장한 선물을 들고 반짝이는 크리스마스트리 옆에 서 있고, 비스킷은 벽난로 옆에 앉아 있어요.',
    themes: ['크리스마스', '나눔', '가족'],
  },
} satisfies Story;
