import { parseQuestionText, questionText } from '../multiplication';
import type { QuizScoreRecord } from '../quiz-score';
import { factOf } from '../times-tables/fact';

/**
 * How one fact went across a set of records. A fact is counted once whichever way it was asked: 3 × 7 and
 * 7 × 3 are one fact, named with the smaller factor first ('3 × 7', table 3, multiplier 7).
 */
export interface ProblemTally {
  question: string;
  table: number;
  multiplier: number;
  correctAnswer: number;
  attempts: number;
  misses: number;
  /** Misses with no answer at all (time ran out). */
  timeouts: number;
  /** Seconds spent on every attempt together; divided by attempts, how quickly the child answers it. */
  totalSeconds: number;
  /** Names of the players who missed it at least once, in dictionary order. */
  missedBy: string[];
}

type TallyInput = Pick<QuizScoreRecord, 'playerName' | 'questions'>;

/**
 * Tallies every fact in the records, '3 × 4' and '4 × 3' together. Question texts that do not parse are skipped: the stored schema is looser than the one that accepts new scores.
 */
export function tallyProblems(records: readonly TallyInput[]): ProblemTally[] {
  const byQuestion = new Map<string, ProblemTally & { missers: Set<string> }>();
  for (const record of records) {
    for (const q of record.questions) {
      const asked = parseQuestionText(q.question);
      if (!asked) continue;
      const { small, large } = factOf(asked.table, asked.multiplier);
      const factors = { table: small, multiplier: large };
      const key = questionText(small, large);
      let tally = byQuestion.get(key);
      if (!tally) {
        tally = {
          question: key,
          ...factors,
          correctAnswer: factors.table * factors.multiplier,
          attempts: 0,
          misses: 0,
          timeouts: 0,
          totalSeconds: 0,
          missedBy: [],
          missers: new Set(),
        };
        byQuestion.set(key, tally);
      }
      tally.attempts += 1;
      tally.totalSeconds += q.timeSpent;
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
