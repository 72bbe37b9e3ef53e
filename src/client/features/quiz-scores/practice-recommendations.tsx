import type { TableRecommendation } from '@/shared/quiz-scores/analysis';
import { practiceHref } from '@/shared/times-tables/practice-focus';
import { ButtonLink } from '../../ui/button-link';

/** The tables to practise first, each with the problems to start from. Hidden when nothing was missed. */
/** The button opens the quiz on the recommended tables, for the chosen child when there is one. */
export function PracticeRecommendations({ tables, player }: { tables: readonly TableRecommendation[]; player: string | null }) {
  if (tables.length === 0) return null;
  return (
    <section aria-labelledby="practice-title" className="rounded-3xl bg-amber-50 p-4 shadow-md ring-1 ring-amber-100 sm:p-6">
      <h2 id="practice-title" className="text-xl font-extrabold text-slate-900">
        <span aria-hidden="true">💡 </span>이렇게 연습해 보세요
      </h2>
      <p className="mt-1 mb-4 text-slate-700">가장 많이 틀린 단부터 함께 소리 내어 외워 보면 좋아요.</p>
      <ol aria-labelledby="practice-title" className="grid gap-3 sm:grid-cols-3">
        {tables.map((t) => (
          <li key={t.table} data-testid="practice-table" className="rounded-2xl bg-white p-4 shadow-sm">
            <p className="text-2xl font-extrabold text-indigo-700">{t.table}단</p>
            <p className="text-sm text-slate-600">틀린 횟수 {t.misses}번</p>
            <ul className="mt-2 space-y-1">
              {t.problems.map((p) => (
                <li key={p.question} className="font-bold text-slate-900">
                  {p.question} = {p.correctAnswer}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <ButtonLink to={practiceHref({ kind: 'tables', tables: tables.map((t) => t.table) }, player ?? undefined)} tone="secondary" className="mt-4">
        구구단 연습하러 가기
      </ButtonLink>
    </section>
  );
}
