import type { GameState } from './engine/game-reducer';
import { actionLook } from './block-look';
import { BlockName } from './block-name';
import { Icon } from './icons/icon';
import { feedbackMessage, feedbackMessageKo } from './messages';

/** The line under the map: which block is running now (so it shows beside the hero), and what just happened. */
export function RunStatus({ run, feedback }: Pick<GameState, 'run' | 'feedback'>) {
  const step = run && run.current >= 0 ? run.steps[run.current] : undefined;
  const look = step && actionLook(step.action);
  return (
    <div className="min-h-14 flex-1 rounded-2xl bg-white px-4 py-3 text-lg font-semibold text-slate-800 shadow-sm">
      {run ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            {Math.max(1, run.current + 1)} / {run.steps.length}번째
          </span>
          {look && (
            <span className="inline-flex items-center gap-2 rounded-full bg-amber-200 px-3 py-1 font-bold text-amber-950 ring-2 ring-amber-400">
              <Icon name={look.icon} className="size-6" />
              <BlockName look={look} />
              {step.inner && (
                <span className="text-sm">
                  ({step.inner.round} / {step.inner.times}번)
                </span>
              )}
            </span>
          )}
        </p>
      ) : (
        <p>
          블록으로 프로그램을 만들고 ‘실행’을 눌러요. 언제나 점선 칸에서 출발해요.
          <span lang="en" className="block text-base font-medium text-slate-500">
            Build your program, then press Run.
          </span>
        </p>
      )}
      <p aria-live="polite" className="text-indigo-800">
        {feedbackMessageKo(feedback)}
        {feedback && (
          <span lang="en" className="block text-base font-medium text-indigo-700/80">
            {feedbackMessage(feedback)}
          </span>
        )}
      </p>
    </div>
  );
}
