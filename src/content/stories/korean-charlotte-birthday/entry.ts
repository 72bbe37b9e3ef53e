import type { Story } from '@/shared/story';
import { biscuit, charlotte, leo, prop } from './cast';

/** The library entry: all the home and library pages need, without the chapters. */
export const koreanCharlotteBirthdayEntry = {
  id: 'korean-charlotte-birthday',
  title: '샬럿의 아홉 번째 생일',
  description:
    '아홉 살이 된 샬럿의 생일날, 갑자기 비가 내려 소풍을 못 가게 되었어요. 가족과 단짝 친구가 함께 만든 특별한 하루를 만나 보세요.',
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
  coverAlt: '풍선으로 꾸민 방에서 종이 왕관을 쓴 샬럿이 생일 케이크 뒤에 서 있고, 레오와 강아지 비스킷이 함께 있어요.',
  author: '이야기 창작팀',
  readingLevel: '초등 3학년',
  route: '/book/korean-charlotte-birthday',
  series: '샬럿 이야기',
  themes: ['생일', '가족', '우정'],
  language: 'Korean',
} satisfies Story;
