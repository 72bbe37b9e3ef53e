import { questionText } from '../multiplication';
import type { QuizScoreRecord } from '../quiz-score';
import {
  SHARED_HARD_MIN_CHILDREN,
  SHARED_HARD_PROBLEM_LIMIT,
  PLAYER_MISSED_PROBLEM_LIMIT,
  RECOMMENDED_PROBLEMS_PER_TABLE,
  RECOMMENDED_TABLE_COUNT,
} from './constants';
import { distinctPlayers } from './players';
import { compareByMisses, tallyProblems, type ProblemTally } from './problem-tally';

/** The 1s are not a table to practise: a missed 1 × 8 counts toward the 8s only. */
const MIN_RECOMMENDED_TABLE = 2;

type AnalysisInput = Pick<QuizScoreRecord, 'playerName' | 'questions'>;

/** The problems missed in these records, most missed first (ties: smaller table, then smaller multiplier). */
export function missedProblems(records: readonly AnalysisInput[], limit = PLAYER_MISSED_PROBLEM_LIMIT): ProblemTally[] {
  return tallyProblems(records)
    .filter((t) => t.misses > 0)
    .sort(compareByMisses)
    .slice(0, limit);
}

export type SharedHardProblems =
  | { kind: 'too-few-children'; childCount: number }
  | { kind: 'all-perfect'; childCount: number }
  | { kind: 'ranked'; childCount: number; problems: ProblemTally[] };

/**
 * Problems the family's children find hard together. Ranked by how many different children missed each one, then total misses,
 * then smaller table, then smaller multiplier: a problem that trips up many children matters more to a parent
 * than one child missing the same problem many times.
 */
export function sharedHardProblems(records: readonly AnalysisInput[], limit = SHARED_HARD_PROBLEM_LIMIT): SharedHardProblems {
  const childCount = distinctPlayers(records).length;
  if (childCount < SHARED_HARD_MIN_CHILDREN) return { kind: 'too-few-children', childCount };
  const problems = tallyProblems(records)
    .filter((t) => t.misses > 0)
    .sort((a, b) => b.missedBy.length - a.missedBy.length || compareByMisses(a, b))
    .slice(0, limit);
  return problems.length === 0 ? { kind: 'all-perfect', childCount } : { kind: 'ranked', childCount, problems };
}

export interface TableRecommendation {
  table: number;
  /** Misses in the records on facts of this table (6 × 8 counts for both the 6s and the 8s). */
  misses: number;
  /** The table's most missed facts, written with the table first ('8 × 6'), the first few to practise. */
  problems: ProblemTally[];
}

/**
 * The tables to practise first: the tables with the most misses (ties: smaller table), each with its most missed
 * facts. A missed fact counts toward both its tables, as the heat map colours both of its cells: a child who
 * misses 6 × 8 is practising the 6s and the 8s alike (a square, 7 × 7, counts once). Counts every missed fact,
 * not only the top ten shown.
 */
export function recommendTables(
  records: readonly AnalysisInput[],
  tableCount = RECOMMENDED_TABLE_COUNT,
  problemsPerTable = RECOMMENDED_PROBLEMS_PER_TABLE,
): TableRecommendation[] {
  const byTable = new Map<number, ProblemTally[]>();
  for (const tally of missedProblems(records, Infinity)) {
    const tables = new Set([tally.table, tally.multiplier]);
    for (const table of tables) {
      const other = table === tally.table ? tally.multiplier : tally.table;
      const list = byTable.get(table) ?? [];
      list.push({ ...tally, question: questionText(table, other), table, multiplier: other });
      byTable.set(table, list);
    }
  }
  return [...byTable.entries()]
    .filter(([table]) => table >= MIN_RECOMMENDED_TABLE)
    .map(([table, problems]) => ({
      table,
      misses: problems.reduce((sum, p) => sum + p.misses, 0),
      problems: problems.slice(0, problemsPerTable),
    }))
    .sort((a, b) => b.misses - a.misses || a.table - b.table)
    .slice(0, tableCount);
}
