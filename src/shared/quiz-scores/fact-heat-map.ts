import type { QuizScoreRecord } from '../quiz-score';
import { factKey, factOf, type Fact } from '../times-tables/fact';
import { PRACTICE_FACT_LIMIT } from '../times-tables/practice-focus';
import { SLOW_ANSWER_SECONDS } from '../times-tables/spaced-review';
import { tallyProblems, type ProblemTally } from './problem-tally';

/** Tables across the heat map and multipliers down it. */
export const HEAT_MAP_TABLES = [2, 3, 4, 5, 6, 7, 8, 9] as const;
export const HEAT_MAP_MULTIPLIERS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

export { SLOW_ANSWER_SECONDS };

/**
 * How well a child knows a fact: 'known' (always right and quick), 'slow' (always right, slowly), 'shaky'
 * (missed sometimes), 'missed' (missed at least half the time), or 'unasked'.
 */
export type FactLevel = 'known' | 'slow' | 'shaky' | 'missed' | 'unasked';

export interface HeatCell {
  table: number;
  multiplier: number;
  level: FactLevel;
  attempts: number;
  misses: number;
  /** Seconds per answer, to one decimal; 0 when unasked. */
  averageSeconds: number;
}

type Input = Pick<QuizScoreRecord, 'playerName' | 'questions'>;

const averageSeconds = (t: ProblemTally) => Math.round((t.totalSeconds / t.attempts) * 10) / 10;

function levelOf(t: ProblemTally | undefined): FactLevel {
  if (!t || t.attempts === 0) return 'unasked';
  if (t.misses * 2 >= t.attempts) return 'missed';
  if (t.misses > 0) return 'shaky';
  return averageSeconds(t) >= SLOW_ANSWER_SECONDS ? 'slow' : 'known';
}

/**
 * One child's heat map: a row per multiplier 1–9, a cell per table 2–9. A fact fills both of its cells
 * (3 × 7 and 7 × 3 show the same), since it is one fact however it was asked.
 */
export function factHeatMap(records: readonly Input[]): HeatCell[][] {
  const byFact = new Map(tallyProblems(records).map((t) => [factKey(factOf(t.table, t.multiplier)), t]));
  return HEAT_MAP_MULTIPLIERS.map((multiplier) =>
    HEAT_MAP_TABLES.map((table) => {
      const tally = byFact.get(factKey(factOf(table, multiplier)));
      return {
        table,
        multiplier,
        level: levelOf(tally),
        attempts: tally?.attempts ?? 0,
        misses: tally?.misses ?? 0,
        averageSeconds: tally ? averageSeconds(tally) : 0,
      };
    }),
  );
}

/**
 * The facts a child should practise: every fact missed or answered slowly, most missed first, then the slowest,
 * at most PRACTICE_FACT_LIMIT of them. Pass one child's records: practice is never pooled across children.
 */
export function factsToPractise(records: readonly Input[]): Fact[] {
  return tallyProblems(records)
    .filter((t) => t.misses > 0 || averageSeconds(t) >= SLOW_ANSWER_SECONDS)
    .sort((a, b) => b.misses - a.misses || averageSeconds(b) - averageSeconds(a) || a.table - b.table || a.multiplier - b.multiplier)
    .slice(0, PRACTICE_FACT_LIMIT)
    .map((t) => factOf(t.table, t.multiplier));
}
