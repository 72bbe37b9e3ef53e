import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const charlotteChristmasStory = {
  id: 'charlotte-christmas',
  title: "Charlotte's Homemade Christmas",
  description:
    'Charlotte wants to give presents to five people she loves, but her coin jar holds only three dollars. When a bad cold keeps Grandma and Grandpa home on Christmas Eve, she finds a way to bring Christmas to them.',
  coverImage: '/illustrations/charlotte-christmas/cover.svg',
  coverAlt:
    'By the glowing Christmas tree and the warm fire, Charlotte and Leo laugh and hold out their presents to each other: Leo’s lumpy paper star with a crooked smile, and Charlotte’s wrapped present. Biscuit sits between them, looking up.',
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
      '샬럿은 사랑하는 가족 다섯 명에게 선물을 주고 싶지만, 유리 저금통에 든 돈은 3달러뿐이에요. 크리스마스이브에 할아버지가 심한 감기에 걸리셔서 두 분이 못 오시게 되자, 샬럿은 크리스마스를 직접 갖다 드릴 방법을 찾아내요.',
    coverAlt:
      '반짝이는 크리스마스트리와 따뜻한 벽난로 옆에서 샬럿과 레오가 깔깔 웃으며 서로에게 선물을 내밀어요. 레오는 삐뚤빼뚤 웃는 얼굴을 그린 종이 별을, 샬럿은 포장한 선물을 들고 있어요. 비스킷은 둘 사이에 앉아 고개를 들고 올려다봐요.',
    themes: ['크리스마스', '나눔', '가족'],
  },
} satisfies Story;
