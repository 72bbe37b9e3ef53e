import type { BookWords } from '../with-pictures';
import { reader } from './reader';
import { koreanCharlotteBirthdayStory } from './story';
import { chapters1to3 } from './chapters-1-3';
import { chapters4to6 } from './chapters-4-6';
import { chapters7to9 } from './chapters-7-9';
import { characters } from './characters';

/** The book's words in both languages, without its pictures: what the server reads aloud and checks a child's reading against. */
export const koreanCharlotteBirthdayWords = {
  format: 'point-bubbles',
  story: koreanCharlotteBirthdayStory,
  characters,
  chapters: [...chapters1to3, ...chapters4to6, ...chapters7to9],
  talkTogether: reader.talkTogether,
} satisfies BookWords;
