import { describe, expect, it } from 'vitest';
import type { ChildProgress } from '@/shared/family-progress';
import { readingWeeks, twoWeeks } from './reading-weeks';

const book = (bookId: string, finished: boolean, readAloud: boolean) => ({
  bookId,
  pageCount: 10,
  pagesSeen: [],
  lastPage: 0,
  finished,
  seconds: 60,
  readAloud,
  lastDay: '2026-11-20',
});

describe('a child’s two weeks of reading', () => {
  it('runs Monday to Sunday, last week then this week', () => {
    // Wednesday 25 November 2026.
    const days = twoWeeks(new Date(2026, 10, 25));
    expect(days[0]).toBe('2026-11-16');
    expect(days[7]).toBe('2026-11-23');
    expect(days[13]).toBe('2026-11-29');
    // A Sunday belongs to the week that began the Monday before.
    expect(twoWeeks(new Date(2026, 10, 29))[7]).toBe('2026-11-23');
  });

  it('adds each week’s minutes, marks the days read and the days to come, and lists books finished and read aloud', () => {
    const child: ChildProgress = {
      name: '지우',
      books: [book('a', true, false), book('b', false, true), book('c', true, true)],
      days: [
        { day: '2026-11-25', seconds: 300 },
        { day: '2026-11-23', seconds: 150 },
        { day: '2026-11-20', seconds: 600 },
        { day: '2026-11-02', seconds: 6000 },
      ],
      games: [],
    };
    const weeks = readingWeeks(child, new Date(2026, 10, 25, 18));
    expect([weeks.minutesThisWeek, weeks.minutesLastWeek]).toEqual([8, 10]);
    expect(weeks.days.filter((d) => d.read).map((d) => d.day)).toEqual(['2026-11-20', '2026-11-23', '2026-11-25']);
    expect(weeks.days.filter((d) => d.future).map((d) => d.day)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(weeks.finished).toEqual(['a', 'c']);
    expect(weeks.readAloud).toEqual(['b', 'c']);
  });

  it('lists the books in progress, the one read last first, at the page the child stopped on', () => {
    const child: ChildProgress = {
      name: '지우',
      books: [{ ...book('d', false, false), lastPage: 4 }, book('a', true, false), { ...book('e', false, false), lastPage: 10 }, book('b', false, true)],
      days: [],
      games: [],
    };
    // 'e' stopped on its end page without being marked finished: nothing left to read there.
    expect(readingWeeks(child, new Date(2026, 10, 25)).reading).toEqual([
      { bookId: 'd', page: 5, pageCount: 10 },
      { bookId: 'b', page: 1, pageCount: 10 },
    ]);
  });
});
