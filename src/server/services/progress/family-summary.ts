import type { BookProgress, ChildProgress, FamilyProgress, GameWithProgress } from '@/shared/family-progress';

/** A stretch of reading as stored: a kept event, or a day's fold of older ones (its `order` the newest event's id). */
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

export interface GameBest {
  childName: string;
  game: GameWithProgress;
  bestLevel: number;
  bestScore: number;
}

/** Pages seen in either list, in order, once each. */
export const unionPages = (a: readonly number[], b: readonly number[]) => [...new Set([...a, ...b])].sort((x, y) => x - y);

/** Several stretches of one child, book and day as one (the last page is the newest stretch's). */
export function foldStretches(stretches: readonly ReadingStretch[]): ReadingStretch {
  const ordered = [...stretches].sort((a, b) => a.order - b.order);
  return ordered.reduce((folded, next) => ({
    ...next,
    pageCount: Math.max(folded.pageCount, next.pageCount),
    pagesSeen: unionPages(folded.pagesSeen, next.pagesSeen),
    finished: folded.finished || next.finished,
    seconds: folded.seconds + next.seconds,
    readAloud: folded.readAloud || next.readAloud,
  }));
}

const groupBy = <T>(items: readonly T[], keyOf: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
};

function bookOf(stretches: readonly ReadingStretch[]): BookProgress & { order: number } {
  const folded = foldStretches(stretches);
  const lastDay = stretches.reduce((latest, s) => (s.day > latest ? s.day : latest), '');
  return {
    bookId: folded.bookId,
    pageCount: folded.pageCount,
    pagesSeen: folded.pagesSeen,
    lastPage: folded.lastPage,
    finished: folded.finished,
    seconds: folded.seconds,
    readAloud: folded.readAloud,
    lastDay,
    order: folded.order,
  };
}

/**
 * A family's progress per child: each book read (newest first), the seconds read on each day, and each
 * game's best. `names` are the children the family's quizzes name, so a child who only took quizzes is
 * listed too; children come in the order their names sort, each on its own (never averaged together).
 */
export function familySummary(stretches: readonly ReadingStretch[], games: readonly GameBest[], names: readonly string[]): FamilyProgress {
  const byChild = groupBy(stretches, (s) => s.childName);
  const gamesByChild = groupBy(games, (g) => g.childName);
  const everyone = [...new Set([...names, ...byChild.keys(), ...gamesByChild.keys()])].sort((a, b) => a.localeCompare(b, 'ko'));
  const children: ChildProgress[] = everyone.map((name) => {
    const own = byChild.get(name) ?? [];
    const books = [...groupBy(own, (s) => s.bookId).values()].map(bookOf).sort((a, b) => b.order - a.order);
    const days = [...groupBy(own, (s) => s.day).entries()]
      .map(([day, list]) => ({ day, seconds: list.reduce((sum, s) => sum + s.seconds, 0) }))
      .sort((a, b) => (a.day < b.day ? 1 : -1));
    return {
      name,
      books: books.map(({ order: _order, ...book }) => book),
      days,
      games: (gamesByChild.get(name) ?? []).map((g) => ({ game: g.game, level: g.bestLevel, score: g.bestScore })).sort((a, b) => a.game.localeCompare(b.game)),
    };
  });
  return { children };
}
