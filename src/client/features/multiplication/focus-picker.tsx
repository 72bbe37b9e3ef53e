import { QUIZ_QUESTION_COUNT } from '@/shared/multiplication';
import type { QuizMode } from '@/shared/quiz-score';
import { CHOOSABLE_TABLES, type PracticeFocus } from '@/shared/times-tables/practice-focus';
import type { QuizEvent } from './quiz-machine';

function chipClass(active: boolean): string {
  const base = 'min-h-12 min-w-12 rounded-full px-3 text-lg font-bold transition-colors';
  return active ? `${base} bg-indigo-600 text-white shadow-md` : `${base} bg-white text-slate-800 ring-2 ring-slate-200 hover:bg-indigo-50`;
}

/** One line on what the quiz will ask, under its title. */
export function focusSummary(focus: PracticeFocus, mode: QuizMode): string {
  switch (focus.kind) {
    case 'standard':
      return '2단부터 7단까지 10문제가 나와요.';
    case 'tables':
      return `${focus.tables.map((t) => `${t}단`).join(', ')}에서 10문제가 나와요.`;
    case 'facts': {
      const n = focus.facts.length;
      if (mode === 'timed') return `아래 ${n}문제에서 10문제가 나와요.`;
      return n >= QUIZ_QUESTION_COUNT
        ? `아래 ${n}문제를 한 번씩 모두 풀어요.`
        : `아래 ${n}문제를 한 번씩 모두 풀고, 남은 ${QUIZ_QUESTION_COUNT - n}문제는 그중 어려운 문제가 다시 나와요.`;
    }
  }
}

/** Choose the tables to practise (none chosen: the standard quiz), or see the missed facts the report sent. */
export function FocusPicker({ focus, dispatch }: { focus: PracticeFocus; dispatch: (event: QuizEvent) => void }) {
  const choose = (next: PracticeFocus) => dispatch({ type: 'focusChanged', focus: next });

  if (focus.kind === 'facts') {
    return (
      <div className="mt-6 rounded-2xl bg-amber-50 p-4 text-left ring-1 ring-amber-200">
        <p className="font-bold text-slate-900">틀리거나 느렸던 문제 다시 풀기</p>
        <ul aria-label="다시 풀 문제" className="mt-2 flex flex-wrap gap-2">
          {focus.facts.map(({ small, large }) => (
            <li key={`${small}x${large}`} className="rounded-full bg-white px-3 py-1 font-bold text-slate-800 ring-1 ring-amber-200">
              {small} × {large}
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => choose({ kind: 'standard' })} className="mt-3 min-h-11 font-semibold text-indigo-700 underline underline-offset-4">
          보통 퀴즈로 바꾸기
        </button>
      </div>
    );
  }

  const chosen = focus.kind === 'tables' ? focus.tables : [];
  const toggle = (table: number) => {
    const tables = chosen.includes(table) ? chosen.filter((t) => t !== table) : [...chosen, table].sort((a, b) => a - b);
    choose(tables.length === 0 ? { kind: 'standard' } : { kind: 'tables', tables });
  };
  return (
    <fieldset className="mt-6 text-left">
      <legend className="text-lg font-bold text-slate-800">어떤 단을 풀까요?</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={focus.kind === 'standard'}
          onClick={() => choose({ kind: 'standard' })}
          className={chipClass(focus.kind === 'standard')}
        >
          2~7단 골고루
        </button>
        {CHOOSABLE_TABLES.map((table) => (
          <button key={table} type="button" aria-pressed={chosen.includes(table)} onClick={() => toggle(table)} className={chipClass(chosen.includes(table))}>
            {table}단
          </button>
        ))}
      </div>
    </fieldset>
  );
}
