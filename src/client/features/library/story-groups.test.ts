import { expect, test } from 'vitest';
import { shelfStories } from '@/content/stories/shelf-stories';
import { groupBySeries, seriesHeading, storyCountLabel } from './story-groups';

test('the library groups its five books into three series, Charlotte Adventures first', () => {
  const groups = groupBySeries(shelfStories);
  expect(groups.map((g) => [g.series, g.stories.map((s) => s.id)])).toEqual([
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
