import type { BookProgress, ChildProgress, FamilyProgress, GameWithProgress } from '@/shared/family-progress';
import { FAMILY_CEILING } from './family-ceiling';

/**
 * A stretch of reading as stored: a kept event (`day` the day it was read), or a child's fold of older ones
 * into a book (`day` the newest day it was read, `order` the newest event's id).
 */
export interface ReadingStretch {
  order: number;
  childName: string;
  bookId: string;
  day: string;
  pageCount: number;
  pagesSeen: number[];
  lastPage: number;
  finished: boolean;
  seconds: number;
  readAloud: boolean;
}

/** The seconds one child read on one day, folded from events past the family's cap. */
export interface DaySeconds {
  childName: string;
  day: string;
  seconds: number;
}

export interface GameBest {
  childName: string;
  game: GameWithProgress;
  bestLevel: number;
  bestScore: number;
}

/**
 * Several stretches of one child and book as one: the newest stretch's last page and day, the pages of all,
 * the seconds added (up to the ceiling), finished or read aloud if any was. Linear in the pages: a family at
 * its ceiling folds a few hundred stretches.
 */
export function foldStretches(stretches: readonly ReadingStretch[]): ReadingStretch {
  const ordered = [...stretches].sort((a, b) => a.order - b.order);
  const newest = ordered.at(-1)!;
  const pages = new Set<number>();
  let pageCount = 0;
  let seconds = 0;
  let finished = false;
  let readAloud = false;
  let day = '';
  for (const s of ordered) {
    for (const page of s.pagesSeen) pages.add(page);
    pageCount = Math.max(pageCount, s.pageCount);
    seconds += s.seconds;
    finished ||= s.finished;
    readAloud ||= s.readAloud;
    if (s.day > day) day = s.day;
  }
  return {
    ...newest,
    day,
    pageCount,
    pagesSeen: [...pages].sort((x, y) => x - y),
    finished,
    seconds: Math.min(seconds, FAMILY_CEILING.secondsInAll),
    readAloud,
  };
}

/** Items by a key, each list in the order given. */
export function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Each day's seconds added, at most a whole day each, newest day first. */
export function secondsPerDay(days: readonly DaySeconds[]): Array<{ day: string; seconds: number }> {
  const seconds = new Map<string, number>();
  for (const d of days) seconds.set(d.day, (seconds.get(d.day) ?? 0) + d.seconds);
  return [...seconds].map(([day, total]) => ({ day, seconds: Math.min(total, FAMILY_CEILING.secondsInADay) })).sort((a, b) => (a.day < b.day ? 1 : -1));
}

export interface StoredReading {
  /** Each child's books as folded so far (`day`: the newest day read). */
  books: readonly ReadingStretch[];
  /** Each child's seconds on the days kept. */
  days: readonly DaySeconds[];
  /** The family's events not folded yet. */
  events: readonly ReadingStretch[];
}

/**
 * A family's progress per child: each book read (newest first), the seconds read on each day from `since`
 * on, and each game's best. `children` are the children to show (the family's reading and games' children,
 * then the quizzes'); children come in the order their names sort, each on its own (never averaged together).
 */
export function familySummary(reading: StoredReading, games: readonly GameBest[], children: readonly string[], since: string): FamilyProgress {
  const listed = new Set(children);
  const shown = <T extends { childName: string }>(items: readonly T[]) => items.filter((item) => listed.has(item.childName));
  const stretchesByChild = groupBy(shown([...reading.books, ...reading.events]), (s) => s.childName);
  const recent = [...shown(reading.days), ...shown(reading.events).filter((e) => e.day >= since)];
  const daysByChild = groupBy(recent, (d) => d.childName);
  const gamesByChild = groupBy(shown(games), (g) => g.childName);
  const everyone = [...listed].sort((a, b) => a.localeCompare(b, 'ko'));
  const progress: ChildProgress[] = everyone.map((name) => {
    const books = [...groupBy(stretchesByChild.get(name) ?? [], (s) => s.bookId).values()]
      .map(foldStretches)
      .sort((a, b) => b.order - a.order)
      .map(({ bookId, pageCount, pagesSeen, lastPage, finished, seconds, readAloud, day }): BookProgress => ({
        bookId,
        pageCount,
        pagesSeen,
        lastPage,
        finished,
        seconds,
        readAloud,
        lastDay: day,
      }));
    return {
      name,
      books,
      days: secondsPerDay(daysByChild.get(name) ?? []),
      games: (gamesByChild.get(name) ?? []).map((g) => ({ game: g.game, level: g.bestLevel, score: g.bestScore })).sort((a, b) => a.game.localeCompare(b.game)),
    };
  });
  return { children: progress };
}
