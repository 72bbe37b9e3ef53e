import type { BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';

export interface StoryGroup {
  series: Story['series'];
  stories: Story[];
}

/** Stories grouped by series, groups in the order their first book appears on the shelf. */
export function groupBySeries(stories: readonly Story[]): StoryGroup[] {
  const groups = new Map<Story['series'], Story[]>();
  for (const story of stories) {
    const group = groups.get(story.series);
    if (group) group.push(story);
    else groups.set(story.series, [story]);
  }
  return [...groups].map(([series, list]) => ({ series, stories: list }));
}

/** '1 story', '3 stories'. */
export function storyCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'story' : 'stories'}`;
}

export interface SeriesHeading {
  title: string;
  blurb: string;
  emoji: string;
  lang: BookLang;
}

/** The English Charlotte series gets an English heading; the Korean series read as Korean shelves. */
export function seriesHeading(series: Story['series']): SeriesHeading {
  if (series === 'Charlotte Adventures') {
    return {
      title: 'Charlotte Adventures Series',
      blurb: 'Picture books in English about Charlotte and her friends.',
      emoji: '🌟',
      lang: 'en',
    };
  }
  return { title: `${series} 시리즈`, blurb: '한국어로 읽는 그림책이에요.', emoji: '📚', lang: 'ko' };
}
