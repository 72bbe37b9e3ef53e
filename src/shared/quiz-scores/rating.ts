export type RatingTone = 'perfect' | 'great' | 'good' | 'effort';

export interface Rating {
  tone: RatingTone;
  label: string;
}

/** Checked in order: the first threshold the score ratio reaches wins (docs/product.md §2, §9). */
const RATING_THRESHOLDS: ReadonlyArray<{ min: number } & Rating> = [
  { min: 0.9, tone: 'perfect', label: '완벽!' },
  { min: 0.8, tone: 'great', label: '우수!' },
  { min: 0.7, tone: 'good', label: '좋음!' },
];

const EFFORT: Rating = { tone: 'effort', label: '노력!' };

/** The rating a record earns from its score over its question count. */
export function rateScore(score: number, totalQuestions: number): Rating {
  if (totalQuestions <= 0) return EFFORT;
  const ratio = score / totalQuestions;
  const reached = RATING_THRESHOLDS.find((t) => ratio >= t.min);
  return reached ? { tone: reached.tone, label: reached.label } : EFFORT;
}
