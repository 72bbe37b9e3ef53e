import {
  QUIZ_MULTIPLIERS,
  QUIZ_QUESTION_COUNT,
  QUIZ_TABLES,
  TIMER_DANGER_SECONDS,
  TIMER_WARNING_SECONDS,
} from '@/shared/multiplication';

export interface QuizQuestion {
  table: number;
  multiplier: number;
}

/** A source of numbers in [0, 1), like Math.random; tests pass their own. */
export type Random = () => number;

function span({ min, max }: { min: number; max: number }): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

const everyQuestion: readonly QuizQuestion[] = span(QUIZ_TABLES).flatMap((table) => span(QUIZ_MULTIPLIERS).map((multiplier) => ({ table, multiplier })));

/**
 * Ten questions, each a random table 2–7 times a random multiplier 2–7 (SPEC §4), never the same
 * one twice in a quiz: drawn from the 36 pairs without putting them back (a fresh set only after all 36).
 */
export function generateQuestions(random: Random, count = QUIZ_QUESTION_COUNT): QuizQuestion[] {
  const questions: QuizQuestion[] = [];
  while (questions.length < count) {
    const pool = [...everyQuestion];
    while (pool.length > 0 && questions.length < count) {
      // Guard against a random() that returns exactly 1.
      const i = Math.min(pool.length - 1, Math.floor(random() * pool.length));
      questions.push(pool.splice(i, 1)[0]!);
    }
  }
  return questions;
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
