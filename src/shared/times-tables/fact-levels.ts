import { factKey, type Fact } from './fact';
import { SLOW_ANSWER_SECONDS, type FactAttempt } from './spaced-review';

/**
 * How many of a fact's latest answers the report looks at. One answer swings with a lucky guess; a whole
 * history never forgets a fact the child has since learned. Three shows where the child stands now.
 */
export const RECENT_ANSWERS = 3;

/**
 * How well a child knows a fact, by its RECENT_ANSWERS latest answers: 'known' (all right, quick on average),
 * 'slow' (all right, SLOW_ANSWER_SECONDS or more on average), 'shaky' (one wrong), 'missed' (at least half
 * wrong), or 'unasked'. The report's heat map, its counts and its practice link all use this one rule.
 */
export type FactLevel = 'known' | 'slow' | 'shaky' | 'missed' | 'unasked';

export interface FactStandingNow {
  level: FactLevel;
  /** The answers the level was read from (at most RECENT_ANSWERS), and how many of them were wrong. */
  answers: number;
  misses: number;
  /** Seconds per answer over those answers, to one decimal; 0 when unasked. */
  averageSeconds: number;
}

const UNASKED: FactStandingNow = { level: 'unasked', answers: 0, misses: 0, averageSeconds: 0 };

/** A fact's level from its own answers, oldest first. */
export function levelOfAnswers(answers: readonly Pick<FactAttempt, 'correct' | 'seconds'>[]): FactStandingNow {
  const recent = answers.slice(-RECENT_ANSWERS);
  if (recent.length === 0) return UNASKED;
  const misses = recent.filter((a) => !a.correct).length;
  const averageSeconds = Math.round((recent.reduce((sum, a) => sum + a.seconds, 0) / recent.length) * 10) / 10;
  const level: FactLevel = misses * 2 >= recent.length ? 'missed' : misses > 0 ? 'shaky' : averageSeconds >= SLOW_ANSWER_SECONDS ? 'slow' : 'known';
  return { level, answers: recent.length, misses, averageSeconds };
}

/** Each asked fact's standing after a history (oldest first), by its key ('3x7'); a fact not in it is unasked. */
export function factLevels(history: readonly FactAttempt[]): Map<string, FactStandingNow> {
  const byFact = new Map<string, FactAttempt[]>();
  for (const attempt of history) {
    const key = factKey(attempt.fact);
    byFact.set(key, [...(byFact.get(key) ?? []), attempt]);
  }
  return new Map([...byFact].map(([key, answers]) => [key, levelOfAnswers(answers)]));
}

export const standingOf = (levels: ReadonlyMap<string, FactStandingNow>, fact: Fact): FactStandingNow => levels.get(factKey(fact)) ?? UNASKED;

/** How sure a child is of a level: the practice link asks the least sure first. */
export const LEVEL_URGENCY: Record<FactLevel, number> = { missed: 0, shaky: 1, slow: 2, unasked: 3, known: 4 };
