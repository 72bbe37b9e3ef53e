import type { BookWords } from './with-pictures';
import { charlotteBirthdayWords } from './charlotte-birthday/words';
import { charlotteChristmasWords } from './charlotte-christmas/words';
import { forestAdventureWords } from './forest-adventure/words';
import { koreanCharlotteBirthdayWords } from './korean-charlotte-birthday/words';
import { pyeongchangStoryWords } from './pyeongchang-story/words';

/**
 * Every book's words without its pictures, in library order: what the server reads aloud and checks a
 * reading event against. It never imports a picture, so the compiled server bundles none (a build check
 * holds this); `content.test.ts` holds this list to the shelf's.
 */
export const shelfWords: readonly BookWords[] = [
  charlotteBirthdayWords,
  charlotteChristmasWords,
  forestAdventureWords,
  koreanCharlotteBirthdayWords,
  pyeongchangStoryWords,
];

export function bookWords(id: string): BookWords | undefined {
  return shelfWords.find((book) => book.story.id === id);
}
