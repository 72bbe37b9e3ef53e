import { expect, test } from 'vitest';
import { shelfStories } from '@/content/stories/shelf-stories';
import type { Story } from '@/shared/story';
import { groupBySeries, seriesHeading, storyCountLabel } from './story-groups';

const story = (id: string, series: Story['series']): Story => ({ ...shelfStories[0]!, id, series });

test('series come in the order their first book stands on the shelf, each with its books in shelf order', () => {
  const groups = groupBySeries([
    story('a1', '샬럿 이야기'),
    story('b1', 'Charlotte Adventures'),
    story('a2', '샬럿 이야기'),
    story('c1', '우리 동네 문화 이야기'),
  ]);
  expect(groups.map((g) => [g.series, g.stories.map((s) => s.id)])).toEqual([
    ['샬럿 이야기', ['a1', 'a2']],
    ['Charlotte Adventures', ['b1']],
    ['우리 동네 문화 이야기', ['c1']],
  ]);
});

test('the library shelves the five books in three series, Charlotte Adventures first', () => {
  const five = ['charlotte-birthday', 'charlotte-christmas', 'forest-adventure', 'korean-charlotte-birthday', 'pyeongchang-story'];
  // Books added after these five may join any series; these stay where the spec puts them.
  const groups = groupBySeries(shelfStories).map((g) => [g.series, g.stories.map((s) => s.id).filter((id) => five.includes(id))]);
  expect(groups).toEqual([
    ['Charlotte Adventures', ['charlotte-birthday', 'charlotte-christmas', 'forest-adventure']],
    ['샬럿 이야기', ['korean-charlotte-birthday']],
    ['우리 동네 문화 이야기', ['pyeongchang-story']],
  ]);
});

test('an empty shelfStories has no groups', () => {
  expect(groupBySeries([])).toEqual([]);
});

test('the count says story for one book and stories for any other number', () => {
  expect(storyCountLabel(1)).toBe('1 story');
  expect(storyCountLabel(3)).toBe('3 stories');
  expect(storyCountLabel(0)).toBe('0 stories');
});

test('the Charlotte series heading differs from the other series headings', () => {
  const charlotte = seriesHeading('Charlotte Adventures');
  expect(charlotte).toMatchObject({ title: 'Charlotte Adventures Series', lang: 'en' });
  expect(seriesHeading('샬럿 이야기')).toMatchObject({ title: '샬럿 이야기 시리즈', lang: 'ko' });
  expect(seriesHeading('우리 동네 문화 이야기').emoji).not.toBe(charlotte.emoji);
});
