/** Business constants of the multiplication quiz and practice table (docs/product.md §9). */
export const QUIZ_QUESTION_COUNT = 10;
export const QUIZ_SECONDS_PER_QUESTION = 10;
export const QUIZ_TABLES = { min: 2, max: 7 } as const;
export const QUIZ_MULTIPLIERS = { min: 2, max: 7 } as const;
export const PRACTICE_MULTIPLIERS = { min: 1, max: 9 } as const;
/** The practice table shows the spec's 2–7 first, then the 8s and 9s the quiz, the heat map and the report's practice links use too. */
export const PRACTICE_TABLES = { min: 2, max: 9 } as const;
/** Factors a spoken question may have: a fact sent from the report to practise may be any of 1–9 × 1–9. */
export const SPOKEN_QUESTION_FACTORS = { min: 1, max: 9 } as const;
export const CORRECT_NEXT_DELAY_MS = 1500;
export const WRONG_NEXT_DELAY_MS = 4000;
export const QUESTION_SPEAK_DELAY_MS = 500;
export const ANSWER_REPEAT_COUNT = 2;
export const ANSWER_REPEAT_GAP_MS = 2000;
export const TIMER_WARNING_SECONDS = 3;
export const TIMER_DANGER_SECONDS = 2;

/** The question text stored with every result, e.g. '3 × 4'. */
export function questionText(table: number, multiplier: number): string {
  return `${table} × ${multiplier}`;
}

/** Reads 'a × b' back into its factors; null when the text is not of that shape. */
export function parseQuestionText(text: string): { table: number; multiplier: number } | null {
  const match = /^(\d{1,2}) × (\d{1,2})$/.exec(text);
  if (!match) return null;
  return { table: Number(match[1]), multiplier: Number(match[2]) };
}
