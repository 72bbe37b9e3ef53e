import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const charlotteBirthdayStory = {
  id: 'charlotte-birthday',
  title: "Charlotte's Birthday Surprise",
  description:
    'Charlotte turns eight, and it seems that everyone has forgotten. When her puppy spoils the big surprise, she finds a way to make the day sweet again.',
  coverImage: '/illustrations/charlotte-birthday/cover.svg',
  coverAlt:
    'Charlotte laughs and cheers with her arms up beside a small, crooked birthday cake with eight lit candles. Biscuit the puppy sits at her feet and looks up at her.',
  author: 'Iyagi Story Team',
  readingLevel: 'Level 2',
  levels: { en: 2, ko: 2 },
  route: '/book/charlotte-birthday',
  series: 'Charlotte Adventures',
  themes: ['birthday', 'family', 'friendship'],
  language: 'English',
  translation: {
    title: '샬럿의 깜짝 생일',
    description:
      '여덟 살 생일 아침, 샬럿은 가족이 모두 생일을 잊어버린 줄 알았어요. 강아지 때문에 깜짝 파티가 엉망이 되자, 샬럿은 하루를 다시 달콤하게 만들 방법을 찾아요.',
    coverAlt: '샬럿이 초 여덟 개가 환히 켜진 작고 삐뚤어진 생일 케이크 옆에서 두 팔을 번쩍 들고 활짝 웃어요. 강아지 비스킷이 발치에 앉아 샬럿을 올려다봐요.',
    themes: ['생일', '가족', '우정'],
  },
} satisfies Story;
