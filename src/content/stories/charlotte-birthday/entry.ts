import type { Story } from '@/shared/story';

/** The library entry: all the home and library pages need, without the chapters. */
export const charlotteBirthdayEntry = {
  id: 'charlotte-birthday',
  title: "Charlotte's Birthday Surprise",
  description:
    'Charlotte turns eight, but it seems that everyone has forgotten. When her puppy spoils the big surprise, she finds a way to make the day sweet again.',
  coverImage: '/illustrations/charlotte-birthday/cover.svg',
  coverScene: {
    background: 'party-room',
    actors: [
      { icon: 'party-popper', x: 290, y: 210, size: 70 },
      { icon: 'dog', x: 230, y: 425, size: 95, flip: true },
      { icon: 'girl-light', x: 410, y: 355, size: 170 },
      { icon: 'birthday-cake', x: 600, y: 272, size: 105 },
    ],
  },
  coverAlt: 'Charlotte smiles next to her birthday cake in a room full of balloons, with her puppy Biscuit beside her.',
  author: 'Iyagi Story Team',
  readingLevel: 'Grade 3',
  route: '/book/charlotte-birthday',
  series: 'Charlotte Adventures',
  themes: ['birthday', 'family', 'friendship'],
  language: 'English',
} satisfies Story;
