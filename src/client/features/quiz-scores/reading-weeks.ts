import type { ChildProgress } from '@/shared/family-progress';

/** YYYY-MM-DD of a local date. */
const dayOf = (at: Date) => `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/** The 14 days of last week and this week (weeks start on Monday, as Korean school weeks do), oldest first. */
export function twoWeeks(today: Date): string[] {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7) - 7);
  return Array.from({ length: 14 }, (_, i) => dayOf(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i)));
}

export interface ReadingWeeks {
  /** Whole minutes read this week and last week (each day's seconds added, then rounded). */
  minutesThisWeek: number;
  minutesLastWeek: number;
  /** Last week's and this week's days, oldest first, each with whether the child read that day. */
  days: Array<{ day: string; read: boolean; future: boolean }>;
  /** The books begun and not finished, the one read last first, with the page the child stopped on (from 1). */
  reading: Array<{ bookId: string; page: number; pageCount: number }>;
  finished: string[];
  readAloud: string[];
}

/** One child's reading over the last two weeks, the books in progress, finished and read aloud; never mixed with another child's. */
export function readingWeeks(child: ChildProgress, today: Date): ReadingWeeks {
  const days = twoWeeks(today);
  const seconds = new Map(child.days.map((d) => [d.day, d.seconds]));
  const sum = (list: string[]) => Math.round(list.reduce((total, day) => total + (seconds.get(day) ?? 0), 0) / 60);
  const todayKey = dayOf(today);
  return {
    minutesLastWeek: sum(days.slice(0, 7)),
    minutesThisWeek: sum(days.slice(7)),
    days: days.map((day) => ({ day, read: (seconds.get(day) ?? 0) > 0, future: day > todayKey })),
    reading: child.books
      .filter((b) => !b.finished && b.lastPage < b.pageCount)
      .map((b) => ({ bookId: b.bookId, page: b.lastPage + 1, pageCount: b.pageCount })),
    finished: child.books.filter((b) => b.finished).map((b) => b.bookId),
    readAloud: child.books.filter((b) => b.readAloud).map((b) => b.bookId),
  };
}
