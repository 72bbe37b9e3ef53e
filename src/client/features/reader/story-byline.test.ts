import { describe, expect, it } from 'vitest';
import { shelfStories } from '@/content/stories/shelf-stories';
import { langOf } from '@/shared/book-words';
import { storyByline } from './story-byline';

describe.each(shelfStories.map((story) => [story.id, story] as const))('%s: the line over its title and its credit', (_, story) => {
  it('are the book’s own in its language, and the level and the team in the other', () => {
    const own = langOf(story.language);
    expect(storyByline(story, own)).toEqual({ series: story.series, level: story.readingLevel, author: story.author });
    const other = storyByline(story, own === 'en' ? 'ko' : 'en');
    expect(other.series).toBe(story.series);
    expect(other).toEqual(
      own === 'en'
        ? { series: story.series, level: `${story.levels.ko}단계`, author: '이야기 창작팀' }
        : { series: story.series, level: `Level ${story.levels.en}`, author: 'Iyagi Story Team' },
    );
  });
});
