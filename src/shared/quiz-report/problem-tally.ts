import { parseQuestionText, questionText } from '../multiplication';
import type { QuizScoreRecord } from '../quiz-score';

/** How one problem ('a × b', with a the table) went across a set of records. */
export interface ProblemTally {
  question: string;
  table: number;
  multiplier: number;
  correctAnswer: number;
  attempts: number;
  misses: number;
  /** Misses with no answer at all (time ran out). */
  timeouts: number;
  /** Names of the players who missed it at least once, in dictionary order. */
  missedBy: string[];
}

type TallyInput = Pick<QuizScoreRecord, 'playerName' | 'questions'>;

/**
 * Tallies every problem in the records. '3 × 4' and '4 × 3' stay separate because the table is the first factor.
 * Question texts that do not parse are skipped: the stored schema is looser than the one that accepts new scores.
 */
export function tallyProblems(records: readonly TallyInput[]): ProblemTally[] {
  const byQuestion = new Map<string, ProblemTally & { missers: Set<string> }>();
  for (const record of records) {
    for (const q of record.questions) {
      const factors = parseQuestionText(q.question);
      if (!factors) continue;
      const key = questionText(factors.table, factors.multiplier);
      let tally = byQuestion.get(key);
      if (!tally) {
        tally = {
          question: key,
          ...factors,
          correctAnswer: factors.table * factors.multiplier,
          attempts: 0,
          misses: 0,
          timeouts: 0,
          missedBy: [],
          missers: new Set(),
        };
        byQuestion.set(key, tally);
      }
      tally.attempts += 1;
      if (q.isCorrect) continue;
      tally.misses += 1;
      if (q.userAnswer === null) tally.timeouts += 1;
      tally.missers.add(record.playerName);
    }
  }
  return [...byQuestion.values()].map(({ missers, ...tally }) => ({
    ...tally,
    missedBy: [...missers].sort((a, b) => a.localeCompare(b, 'ko')),
  }));
}

/** Tie-break for missed problems: more misses first, then the smaller table, then the smaller multiplier. */
export function compareByMisses(a: ProblemTally, b: ProblemTally): number {
  return b.misses - a.misses || a.table - b.table || a.multiplier - b.multiplier;
}
