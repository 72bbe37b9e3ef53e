import type { SharedHardProblems } from '@/shared/quiz-scores/analysis';
import { SHARED_HARD_MIN_CHILDREN } from '@/shared/quiz-scores/constants';
import { Celebration } from './empty-state';
import { ProblemRow } from './problem-row';

/** Problems many children miss, from everyone's records whatever the filter, so a parent can compare. */
export function SharedHardProblemsSection({ result }: { result: SharedHardProblems }) {
  return (
    <section aria-labelledby="shared-hard-title" className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-6">
      <h2 id="shared-hard-title" className="text-xl font-extrabold text-slate-900">
        <span aria-hidden="true">👥 </span>아이들이 함께 어려워한 문제
      </h2>
      <p className="mt-1 mb-4 text-slate-600">모든 아이의 기록에서, 틀린 아이가 많은 문제부터 보여 드려요. 3 × 7과 7 × 3은 한 문제로 셉니다.</p>
      {result.kind === 'too-few-children' && (
        <p className="rounded-2xl bg-slate-50 px-4 py-4 text-slate-700">
          아이 {SHARED_HARD_MIN_CHILDREN}명 이상의 기록이 모이면 함께 어려워한 문제를 보여 드려요.
        </p>
      )}
      {result.kind === 'all-perfect' && <Celebration>모든 아이가 모든 문제를 맞혔어요! 정말 대단해요.</Celebration>}
      {result.kind === 'ranked' && (
        <ol aria-labelledby="shared-hard-title" className="space-y-2">
          {result.problems.map((p, i) => (
            <ProblemRow key={p.question} rank={i + 1} problem={p}>
              {result.childCount}명 중 <strong>{p.missedBy.length}명</strong>이 틀렸어요 · 모두 {p.misses}번
            </ProblemRow>
          ))}
        </ol>
      )}
    </section>
  );
}
