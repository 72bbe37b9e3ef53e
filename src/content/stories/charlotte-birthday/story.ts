import type { Book } from '@/shared/story';
import { chaptersOneToThree } from './chapters-1-3';
import { chaptersFourToSix } from './chapters-4-6';
import { chaptersSevenToNine } from './chapters-7-9';

/** Charlotte turns eight; a spoiled surprise becomes a cake the whole family bakes together. */
export const charlotteBirthdayBook = {
  format: 'birthday',
  story: {
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
  },
  chapters: [...chaptersOneToThree, ...chaptersFourToSix, ...chaptersSevenToNine],
} satisfies Book;
