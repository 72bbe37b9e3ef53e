import { expect, test } from 'vitest';
import { turnScreen } from './page-screens';

// Six pages in two chapters of three, each chapter ending with an activity (after pages 2 and 5); 6 is The End.
const activityAfter = (page: number) => page === 2 || page === 5;
const next = (page: number, activity = false) => turnScreen({ page, activity }, 'next', 6, activityAfter);
const previous = (page: number, activity = false) => turnScreen({ page, activity }, 'previous', 6, activityAfter);

test('turning on, a chapter’s activity follows its last page, then the next chapter begins', () => {
  expect(next(1)).toEqual({ page: 2, activity: false });
  expect(next(2)).toEqual({ page: 2, activity: true });
  expect(next(2, true)).toEqual({ page: 3, activity: false });
});

test('the last chapter’s activity comes before The End, and The End turns no further', () => {
  expect(next(5)).toEqual({ page: 5, activity: true });
  expect(next(5, true)).toEqual({ page: 6, activity: false });
  expect(next(6)).toEqual({ page: 6, activity: false });
});

test('turning back passes the activities the other way, and the first page turns no further back', () => {
  expect(previous(6)).toEqual({ page: 5, activity: true });
  expect(previous(5, true)).toEqual({ page: 5, activity: false });
  expect(previous(3)).toEqual({ page: 2, activity: true });
  expect(previous(2)).toEqual({ page: 1, activity: false });
  expect(previous(0)).toEqual({ page: 0, activity: false });
});

test('a book without activities turns page by page', () => {
  const none = () => false;
  expect(turnScreen({ page: 2, activity: false }, 'next', 6, none)).toEqual({ page: 3, activity: false });
  expect(turnScreen({ page: 3, activity: false }, 'previous', 6, none)).toEqual({ page: 2, activity: false });
});
