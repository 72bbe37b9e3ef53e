import type { BookWords } from '../with-pictures';
import { reader } from './reader';
import { charlotteChristmasStory } from './story';
import { chaptersOneToThree } from './chapters-1-3';
import { chaptersFourToSix } from './chapters-4-6';
import { chaptersSevenToNine } from './chapters-7-9';
import { characters } from './characters';

/** The book's words in both languages, without its pictures: what the server reads aloud and checks a child's reading against. */
export const charlotteChristmasWords = {
  format: 'side-bubbles',
  story: charlotteChristmasStory,
  characters,
  chapters: [...chaptersOneToThree, ...chaptersFourToSix, ...chaptersSevenToNine],
  talkTogether: reader.talkTogether,
} satisfies BookWords;
