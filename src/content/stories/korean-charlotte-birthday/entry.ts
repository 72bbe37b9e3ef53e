import type { Story } from '@/shared/story';
import { biscuit, charlotte, leo, prop } from './cast';

/** The library entry: all the home and library pages need, without the chapters. */
export const koreanCharlotteBirthdayEntry = {
  id: 'korean-charlotte-birthday',
  title: '샬럿의 아홉 번째 생일',
  description:
    '아홉 살 생일날, 샬럿은 단짝 미나와 공원으로 소풍을 가기로 했어요. 그런데 돗자리를 펴자마자 비가 쏟아지기 시작해요. 샬럿의 생일 소풍은 어떻게 될까요?',
  coverImage: '/illustrations/korean-charlotte-birthday/cover.svg',
  coverScene: {
    background: 'party-room',
    actors: [
      prop('balloon')(180, 130, 90),
      prop('balloon')(630, 120, 90),
      charlotte(400, 320, 170),
      prop('crown')(400, 215, 70),
      prop('birthday-cake')(400, 445, 100),
      leo(230, 390),
      biscuit(590, 410),
      prop('wrapped-gift')(700, 440, 70),
    ],
  },
  coverAlt:
    '창밖에 비가 내리는 거실, 바닥에 편 돗자리 위에 색종이 왕관을 쓴 샬럿이 앉아 있어요. 앞에는 촛불 아홉 개가 켜진 딸기 케이크가 있고, 단짝 미나와 남동생 레오, 강아지 비스킷이 함께 웃고 있어요.',
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
    coverAlt:
      'Rain falls outside the window of a cozy living room. Charlotte sits on a picnic mat on the floor, wearing a paper crown, behind a strawberry cake with nine lit candles. Her best friend Mina, her little brother Leo and Biscuit the puppy smile beside her.',
    themes: ['birthday', 'family', 'friendship'],
  },
} satisfies Story;
