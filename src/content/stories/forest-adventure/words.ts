import type { BookWords } from '../with-pictures';
import { reader } from './reader';
import { forestAdventureStory } from './story';
import { chapters1to2 } from './chapters-1-2';
import { chapters3to4 } from './chapters-3-4';
import { characters } from './characters';

/** The book's words in both languages, without its pictures: what the server reads aloud and checks a child's reading against. */
export const forestAdventureWords = {
  format: 'side-bubbles',
  story: forestAdventureStory,
  characters,
  chapters: [...chapters1to2, ...chapters3to4],
  talkTogether: reader.talkTogether,
} satisfies BookWords;
