import type { QuizScoreRecord } from '../quiz-score';
import { factOf, type Fact } from '../times-tables/fact';
import { factLevels, LEVEL_URGENCY, standingOf, type FactLevel, type FactStandingNow } from '../times-tables/fact-levels';
import { attemptsOf, REPORTED_FACTS } from '../times-tables/fact-history';
import { PRACTICE_FACT_LIMIT } from '../times-tables/practice-focus';
import { SLOW_ANSWER_SECONDS } from '../times-tables/spaced-review';

/**
 * Tables across the heat map and multipliers down it: the 36 facts of tables 2–9 the report counts. No quiz asks
 * ×1 (it teaches nothing), so a ×1 row would stay grey for ever.
 */
export const HEAT_MAP_TABLES = [2, 3, 4, 5, 6, 7, 8, 9] as const;
export const HEAT_MAP_MULTIPLIERS = [2, 3, 4, 5, 6, 7, 8, 9] as const;

export { RECENT_ANSWERS } from '../times-tables/fact-levels';
export { SLOW_ANSWER_SECONDS, type FactLevel };

export interface HeatCell extends FactStandingNow {
  table: number;
  multiplier: number;
}

type Input = Pick<QuizScoreRecord, 'completedAt' | 'questions'>;

/**
 * One child's heat map: a row per multiplier 2–9, a cell per table 2–9, each coloured by the fact's level
 * (fact-levels.ts, the rule the counts use too). A fact fills both of its cells (3 × 7 and 7 × 3 show the
 * same), since it is one fact however it was asked. Pass one child's records.
 */
export function factHeatMap(records: readonly Input[]): HeatCell[][] {
  const levels = factLevels(attemptsOf(records));
  return HEAT_MAP_MULTIPLIERS.map((multiplier) => HEAT_MAP_TABLES.map((table) => ({ table, multiplier, ...standingOf(levels, factOf(table, multiplier)) })));
}

/**
 * The facts a child should practise: every fact the heat map shows missed, sometimes missed or slow, the least
 * sure first, at most PRACTICE_FACT_LIMIT of them. Pass one child's records: practice is never pooled across children.
 */
export function factsToPractise(records: readonly Input[]): Fact[] {
  const levels = factLevels(attemptsOf(records));
  return REPORTED_FACTS.map((fact) => ({ fact, ...standingOf(levels, fact) }))
    .filter((s) => s.level === 'missed' || s.level === 'shaky' || s.level === 'slow')
    .sort(
      (a, b) =>
        LEVEL_URGENCY[a.level] - LEVEL_URGENCY[b.level] ||
        b.misses - a.misses ||
        b.averageSeconds - a.averageSeconds ||
        a.fact.small - b.fact.small ||
        a.fact.large - b.fact.large,
    )
    .slice(0, PRACTICE_FACT_LIMIT)
    .map((s) => s.fact);
}
