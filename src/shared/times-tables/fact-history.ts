import { parseQuestionText } from '../multiplication';
import type { QuestionResult, QuizScoreRecord } from '../quiz-score';
import { oldestFirst } from '../quiz-scores/record-order';
import { factOf, type Fact } from './fact';
import { factLevels, standingOf } from './fact-levels';
import type { FactAttempt } from './spaced-review';

type HistoryInput = Pick<QuizScoreRecord, 'completedAt' | 'questions'>;

/** A quiz's answers as attempts at facts, in the order asked (a question that does not parse is skipped). */
export function attemptsOfResults(questions: readonly Pick<QuestionResult, 'question' | 'isCorrect' | 'timeSpent'>[]): FactAttempt[] {
  return questions.flatMap((q) => {
    const asked = parseQuestionText(q.question);
    return asked ? [{ fact: factOf(asked.table, asked.multiplier), correct: q.isCorrect, seconds: q.timeSpent }] : [];
  });
}

/** Every answer in the records (as the server listed them), oldest first: records by time, answers in the order asked. */
export function attemptsOf(records: readonly HistoryInput[]): FactAttempt[] {
  return oldestFirst(records).flatMap((record) => attemptsOfResults(record.questions));
}

/** The 36 facts of tables 2–9 (2 × 2 to 9 × 9, each once): what the report counts a child's progress over. */
export const REPORTED_FACTS: readonly Fact[] = [2, 3, 4, 5, 6, 7, 8, 9].flatMap((small) =>
  Array.from({ length: 10 - small }, (_, i) => ({ small, large: small + i })),
);

/**
 * How many of the facts stand at each level now, by the report's one rule (fact-levels.ts): known (quick and
 * right), slow (right, slowly), not yet (missed once or more of late) and never asked. The heat map colours the
 * same facts by the same rule, so its cells and these counts always agree.
 */
export interface FactProgress {
  known: number;
  slow: number;
  notYet: number;
  unasked: number;
}

export function factProgress(history: readonly FactAttempt[], facts: readonly Fact[] = REPORTED_FACTS): FactProgress {
  const levels = factLevels(history);
  const progress: FactProgress = { known: 0, slow: 0, notYet: 0, unasked: 0 };
  for (const fact of facts) {
    const { level } = standingOf(levels, fact);
    if (level === 'known') progress.known += 1;
    else if (level === 'slow') progress.slow += 1;
    else if (level === 'unasked') progress.unasked += 1;
    else progress.notYet += 1;
  }
  return progress;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Where the child stood at the end of a week: `weeksAgo` 0 is now. */
export interface WeekProgress extends FactProgress {
  weeksAgo: number;
}

/**
 * One child's progress at the end of each of the last `weeks` weeks, oldest first, ending now: each week counts
 * the answers given up to its end. A week that ended before the child's first quiz is left out: the child had
 * not started, so nothing was "not known" yet. Pass one child's records.
 */
export function weeklyFactProgress(records: readonly HistoryInput[], now: number, weeks = 4): WeekProgress[] {
  const first = Math.min(...records.map((r) => Date.parse(r.completedAt)));
  return Array.from({ length: weeks }, (_, i) => weeks - 1 - i)
    .filter((weeksAgo) => now - weeksAgo * WEEK_MS >= first)
    .map((weeksAgo) => {
      const end = now - weeksAgo * WEEK_MS;
      const upTo = records.filter((r) => Date.parse(r.completedAt) <= end);
      return { weeksAgo, ...factProgress(attemptsOf(upTo)) };
    });
}
