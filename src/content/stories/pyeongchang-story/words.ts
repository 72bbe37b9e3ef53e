import type { BookWords } from '../with-pictures';
import { reader } from './reader';
import { pyeongchangStoryStory } from './story';
import { chapters1to2 } from './chapters-1-2';
import { chapters3to4 } from './chapters-3-4';
import { chapters5to6 } from './chapters-5-6';
import { chapters7to8 } from './chapters-7-8';
import { characters } from './characters';

/** The book's words in both languages, without its pictures: what the server reads aloud and checks a child's reading against. */
export const pyeongchangStoryWords = {
  format: 'side-bubbles',
  story: pyeongchangStoryStory,
  characters,
  chapters: [...chapters1to2, ...chapters3to4, ...chapters5to6, ...chapters7to8],
  talkTogether: reader.talkTogether,
} satisfies BookWords;
