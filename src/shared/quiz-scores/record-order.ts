import type { QuizScoreRecord } from '../quiz-score';

type Dated = Pick<QuizScoreRecord, 'completedAt'>;

/**
 * Newest first, by completion time. Ids are random, so they cannot break a tie: records completed at the same
 * moment keep the order the server listed them in (newest first; only it knows which was stored last), as the
 * sort is stable.
 */
export function newestFirst<T extends Dated>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => Date.parse(b.completedAt) - Date.parse(a.completedAt));
}

/** Oldest first: `newestFirst` turned round, so records of the same moment are oldest first too. */
export function oldestFirst<T extends Dated>(records: readonly T[]): T[] {
  return newestFirst(records).reverse();
}
