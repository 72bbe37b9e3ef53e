import { langOf, type BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';

/** The team's name in each language, as the books credit it. */
const TEAM: Readonly<Record<BookLang, string>> = { en: 'Iyagi Story Team', ko: '이야기 창작팀' };

/**
 * The line over a book's title and the credit under it, in `lang`: the book's own words in its language; in the
 * other, the reading level its translation was measured at and the team's name in that language. A series keeps
 * its name, as a series printed on a cover does.
 */
export function storyByline(story: Story, lang: BookLang): { series: string; level: string; author: string } {
  const own = langOf(story.language);
  if (lang === own) return { series: story.series, level: story.readingLevel, author: story.author };
  return {
    series: story.series,
    level: lang === 'en' ? `Level ${story.levels.en}` : `${story.levels.ko}단계`,
    author: story.author === TEAM[own] ? TEAM[lang] : story.author,
  };
}
