import type { ProblemTally } from '@/shared/quiz-scores/problem-tally';
import { PLAYER_MISSED_PROBLEM_LIMIT } from '@/shared/quiz-scores/constants';
import { Celebration } from './empty-state';
import { ProblemRow, timeoutNote } from './problem-row';

/** The problems the chosen child (or everyone, with 'all') missed most. */
export function MissedProblemsSection({ who, problems }: { who: string | null; problems: readonly ProblemTally[] }) {
  return (
    <section aria-labelledby="missed-title" className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-6">
      <h2 id="missed-title" className="text-xl font-extrabold text-slate-900">
        <span aria-hidden="true">🔍 </span>
        {who === null ? '자주 틀린 문제' : `${who}의 자주 틀린 문제`}
      </h2>
      <p className="mt-1 mb-4 text-slate-600">
        {who === null ? '모든 아이의 기록에서' : `${who}의 기록에서`} 많이 틀린 순서로 {PLAYER_MISSED_PROBLEM_LIMIT}개까지 보여 드려요.
      </p>
      {problems.length === 0 ? (
        <Celebration>틀린 문제가 하나도 없어요! 칭찬을 듬뿍 해 주세요.</Celebration>
      ) : (
        <ol aria-labelledby="missed-title" className="space-y-2">
          {problems.map((p, i) => (
            <ProblemRow key={p.question} rank={i + 1} problem={p}>
              <strong>{p.misses}번</strong> 틀렸어요{timeoutNote(p)}
            </ProblemRow>
          ))}
        </ol>
      )}
    </section>
  );
}
