import { QUIZ_MULTIPLIERS, QUIZ_QUESTION_COUNT, QUIZ_TABLES, TIMER_DANGER_SECONDS, TIMER_WARNING_SECONDS } from '@/shared/multiplication';
import { asksFact, factKey, factOf } from '@/shared/times-tables/fact';
import type { PracticeFocus } from '@/shared/times-tables/practice-focus';
import { nextReviewFact, type FactAttempt } from '@/shared/times-tables/spaced-review';

export interface QuizQuestion {
  table: number;
  multiplier: number;
}

/** A source of numbers in [0, 1), like Math.random; tests pass their own. */
export type Random = () => number;

function span({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

const standardQuestions: readonly QuizQuestion[] = span(QUIZ_TABLES).flatMap((table) => span(QUIZ_MULTIPLIERS).map((multiplier) => ({ table, multiplier })));

/** A chosen table is asked up to ×9, as the practice table shows it; ×1 teaches nothing. */
const CHOSEN_TABLE_MULTIPLIERS = { min: 2, max: 9 } as const;

/**
 * The questions a quiz draws from: the standard 36 (tables 2–7 × 2–7), the chosen tables × 2–9, or the missed
 * facts asked both ways round (a child who missed 3 × 7 should also know 7 × 3).
 */
export function questionPool(focus: PracticeFocus): readonly QuizQuestion[] {
  switch (focus.kind) {
    case 'standard':
      return standardQuestions;
    case 'tables':
      return focus.tables.flatMap((table) => span(CHOSEN_TABLE_MULTIPLIERS).map((multiplier) => ({ table, multiplier })));
    case 'facts':
      return focus.facts.flatMap(({ small, large }) =>
        small === large
          ? [{ table: small, multiplier: large }]
          : [
              { table: small, multiplier: large },
              { table: large, multiplier: small },
            ],
      );
  }
}

const sameFact = (a: QuizQuestion, b: QuizQuestion) => asksFact(a.table, a.multiplier, factOf(b.table, b.multiplier));

/**
 * Ten questions drawn from the pool (by default the standard quiz: a random table 2–7 times a random multiplier
 * 2–7), never the same fact twice until the pool's facts are used up: a drawn question takes its turned-round
 * twin out of the pool too, so one round never asks both 2 × 6 and 6 × 2. A fresh pool only after every fact in
 * it was asked once (a practice list of four facts fills ten questions that way).
 */
export function generateQuestions(random: Random, count = QUIZ_QUESTION_COUNT, from: readonly QuizQuestion[] = standardQuestions): QuizQuestion[] {
  if (from.length === 0) return [];
  const questions: QuizQuestion[] = [];
  while (questions.length < count) {
    let pool = [...from];
    while (pool.length > 0 && questions.length < count) {
      // Guard against a random() that returns exactly 1.
      const drawn = pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
      questions.push(drawn);
      pool = pool.filter((q) => !sameFact(q, drawn));
    }
  }
  return questions;
}

/**
 * A practice quiz's next question: the fact the spaced review picks from the child's history and this quiz's
 * answers, asked one of the ways the pool asks it. `everyFactFirst` (a list of facts the report sent): each
 * listed fact is asked once before any comes back, so the quiz asks every fact it lists. When every fact of the
 * pool is already known, a check-up: any question of the pool not asked yet in this quiz.
 */
export function nextPracticeQuestion(
  pool: readonly QuizQuestion[],
  past: readonly FactAttempt[],
  session: readonly FactAttempt[],
  asked: readonly QuizQuestion[],
  random: Random,
  everyFactFirst = false,
): QuizQuestion {
  const facts = [...new Map(pool.map((q) => factOf(q.table, q.multiplier)).map((f) => [factKey(f), f])).values()];
  const notAsked = facts.filter((f) => !asked.some((q) => asksFact(q.table, q.multiplier, f)));
  const pick = (list: readonly QuizQuestion[]) => list[Math.min(list.length - 1, Math.floor(random() * list.length))]!;
  const first = everyFactFirst && notAsked.length > 0;
  const fact = nextReviewFact(first ? notAsked : facts, past, session, random) ?? (first ? notAsked[0]! : null);
  if (fact) return pick(pool.filter((q) => asksFact(q.table, q.multiplier, fact)));
  const fresh = pool.filter((q) => !asked.some((a) => a.table === q.table && a.multiplier === q.multiplier));
  return pick(fresh.length > 0 ? fresh : pool);
}

const ANSWER_LIMIT = 1_000_000;

/** The typed answer as a whole number, or null when it is not one: that counts as no answer. */
export function parseAnswer(text: string): number | null {
  const trimmed = text.trim();
  if (!/^-?\d{1,7}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= ANSWER_LIMIT ? value : null;
}

export type TimerTone = 'calm' | 'warning' | 'danger';

/** Orange at 3 s or less, red (and pulsing) at 2 s or less. */
export function timerTone(secondsLeft: number): TimerTone {
  if (secondsLeft <= TIMER_DANGER_SECONDS) return 'danger';
  if (secondsLeft <= TIMER_WARNING_SECONDS) return 'warning';
  return 'calm';
}
