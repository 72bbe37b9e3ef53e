import type { Story } from '@/shared/story';
import { cover } from './cover';

/** The library entry: all the home and library pages need, without the chapters. */
export const charlotteBirthdayEntry = {
  id: 'charlotte-birthday',
  title: "Charlotte's Birthday Surprise",
  description:
    'Charlotte turns eight, but it seems that everyone has forgotten. When her puppy spoils the big surprise, she finds a way to make the day sweet again.',
  coverImage: '/illustrations/charlotte-birthday/cover.svg',
  coverScene: cover.scene,
  coverAlt: cover.alt.en,
  author: 'Iyagi Story Team',
  readingLevel: 'Grade 3',
  route: '/book/charlotte-birthday',
  series: 'Charlotte Adventures',
  themes: ['birthday', 'family', 'friendship'],
  language: 'English',
} satisfies Story;
