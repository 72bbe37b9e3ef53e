import type { RatingTone } from '@/shared/quiz-scores/rating';
import { rateScore } from '@/shared/quiz-scores/rating';

const toneClass: Record<RatingTone, string> = {
  perfect: 'bg-emerald-100 text-emerald-900',
  great: 'bg-indigo-100 text-indigo-900',
  good: 'bg-amber-100 text-amber-950',
  effort: 'bg-rose-100 text-rose-900',
};

export function RatingBadge({ score, totalQuestions }: { score: number; totalQuestions: number }) {
  const rating = rateScore(score, totalQuestions);
  return (
    <span data-testid="rating" className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-extrabold ${toneClass[rating.tone]}`}>
      {rating.label}
    </span>
  );
}
