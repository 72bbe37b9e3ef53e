import type { Story } from '@/shared/story';
import { cover } from './cover';

/** The library entry: all the home and library pages need, without the chapters. */
export const koreanCharlotteBirthdayEntry = {
  id: 'korean-charlotte-birthday',
  title: '샬럿의 아홉 번째 생일',
  description:
    '아홉 살 생일날, 샬럿은 단짝 미나와 공원으로 소풍을 가기로 했어요. 그런데 돗자리를 펴자마자 비가 쏟아지기 시작해요. 샬럿의 생일 소풍은 어떻게 될까요?',
  coverImage: '/illustrations/korean-charlotte-birthday/cover.svg',
  coverScene: cover.scene,
  coverAlt: cover.alt.ko,
  author: '이야기 창작팀',
  readingLevel: '3단계',
  levels: { en: 3, ko: 3 },
  route: '/book/korean-charlotte-birthday',
  series: '샬럿 이야기',
  themes: ['생일', '가족', '우정'],
  language: 'Korean',
  translation: {
    title: "Charlotte's Ninth Birthday",
    description:
      'On her ninth birthday, Charlotte is going on a picnic in the park with her best friend Mina. But the moment they spread out the picnic mat, rain starts to pour. What will happen to the birthday picnic?',
    coverAlt: cover.alt.en,
    themes: ['birthday', 'family', 'friendship'],
  },
} satisfies Story;
