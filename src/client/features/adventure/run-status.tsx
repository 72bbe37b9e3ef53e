import type { GameState } from './engine/game-reducer';
import { actionLook } from './block-look';
import { Icon } from './icons/icon';
import { feedbackMessage } from './messages';

/** The line under the map: which block is running now (so it shows beside the hero), and what just happened. */
export function RunStatus({ run, feedback }: Pick<GameState, 'run' | 'feedback'>) {
  const step = run && run.current >= 0 ? run.steps[run.current] : undefined;
  const look = step && actionLook(step.action);
  return (
    <div className="mt-3 min-h-14 rounded-2xl bg-white px-4 py-3 text-lg font-semibold text-slate-800 shadow-sm">
      {run ? (
        <p className="flex flex-wrap items-center gap-2">
          <span>
            Step {Math.max(1, run.current + 1)} of {run.steps.length}
          </span>
          {look && (
            <span className="inline-flex items-center gap-2 rounded-full bg-amber-200 px-3 py-1 font-bold text-amber-950 ring-2 ring-amber-400">
              <Icon name={look.icon} className="size-6" />
              {look.label}
              {step.inner && (
                <span className="text-sm">
                  (round {step.inner.round} of {step.inner.times})
                </span>
              )}
            </span>
          )}
        </p>
      ) : (
        <p>Build your program, then press Run. Every run starts from the dashed square.</p>
      )}
      <p aria-live="polite" className="text-indigo-800">
        {feedbackMessage(feedback)}
      </p>
    </div>
  );
}
