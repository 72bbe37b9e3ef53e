import type { QuizScoreRecord } from '../quiz-score';

/** One filter button per distinct name, in Korean dictionary order so the buttons stay put as new records arrive. */
export function distinctPlayers(records: readonly Pick<QuizScoreRecord, 'playerName'>[]): string[] {
  const names = new Set(records.map((r) => r.playerName));
  return [...names].sort((a, b) => a.localeCompare(b, 'ko'));
}
