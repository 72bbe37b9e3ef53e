import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const koreanCharlotteBirthdayStory = {
  id: 'korean-charlotte-birthday',
  title: '샬럿의 아홉 번째 생일',
  description:
    '아홉 살 생일날, 샬럿은 단짝 미나와 공원으로 소풍을 가기로 했어요. 그런데 돗자리를 펴자마자 비가 쏟아지기 시작해요. 샬럿의 생일 소풍은 어떻게 될까요?',
  coverImage: '/illustrations/korean-charlotte-birthday/cover.svg',
  coverAlt: '샬럿이 색종이 왕관을 쓰고 거실 돗자리 위에서 두 팔을 번쩍 들고 웃어요. 앞에는 초 아홉 개가 켜진 케이크가 있고, 레오와 비스킷이 함께 있어요.',
  author: '이야기 창작팀',
  readingLevel: '2단계',
  levels: { en: 3, ko: 2 },
  route: '/book/korean-charlotte-birthday',
  series: '샬럿 이야기',
  themes: ['생일', '가족', '우정'],
  language: 'Korean',
  translation: {
    title: "Charlotte's Ninth Birthday",
    description:
      'On her ninth birthday, Charlotte is going on a picnic in the park with her best friend Mina. But the moment they spread out the picnic mat, rain starts to pour. What will happen to the birthday picnic?',
    coverAlt:
      'Wearing a paper crown, Charlotte throws up her arms and laughs on a picnic mat in the living room. A cake with nine lit candles sits in front of her, with Leo and Biscuit beside her.',
    themes: ['birthday', 'family', 'friendship'],
  },
} satisfies Story;
