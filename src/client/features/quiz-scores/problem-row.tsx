import type { ReactNode } from 'react';
import type { ProblemTally } from '@/shared/quiz-scores/problem-tally';

/** One problem with its answer on the left and why it is listed on the right. */
export function ProblemRow({ rank, problem, children }: { rank: number; problem: ProblemTally; children: ReactNode }) {
  return (
    <li data-testid="problem-row" className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl bg-slate-50 px-4 py-3">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-extrabold text-white">
        {rank}
      </span>
      <span className="text-lg font-extrabold text-slate-900">
        {problem.question} = {problem.correctAnswer}
      </span>
      <span className="ml-auto text-slate-700">{children}</span>
    </li>
  );
}

export function timeoutNote(problem: ProblemTally): string {
  return problem.timeouts > 0 ? ` (시간 초과 ${problem.timeouts}번)` : '';
}
