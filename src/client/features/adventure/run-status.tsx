import type { GameLevel } from '@/shared/adventure';
import { actionLook } from './block-look';
import type { GameState } from './engine/game-reducer';
import { Icon } from './icons/icon';
import { feedbackMessage, feedbackMessageKo } from './messages';

/**
 * The line under the map: which block is running now and which time round, what just happened, the hint once
 * it has earned its place (first, so a child sees it; on a phone it is a button in the Run row instead, hint-sheet.tsx),
 * or else the level's goal. It has a fixed height on a phone and scrolls inside itself, so nothing it says moves
 * the map or widens the page.
 */
export function RunStatus({ level, run, feedback, showHint }: Pick<GameState, 'run' | 'feedback'> & { level: GameLevel; showHint: boolean }) {
  const step = run && run.current >= 0 ? run.steps[run.current] : undefined;
  const look = step && actionLook(step.action);
  const loop = step?.loops[step.loops.length - 1];
  return (
    <div
      data-testid="run-status"
      className="h-16 min-w-0 shrink-0 overflow-x-hidden overflow-y-auto rounded-2xl bg-white px-3 py-1 text-sm font-semibold break-keep text-slate-800 shadow-sm max-md:[@media(min-height:760px)]:h-24 md:h-auto md:min-h-14 md:px-4 md:py-3 md:text-lg"
    >
      {run && (
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span>
            {Math.max(1, run.current + 1)}번째 걸음{run.paused ? ' · 한 칸씩' : ''}
          </span>
          {look && (
            <span className="inline-flex min-w-0 flex-wrap items-center gap-1 rounded-full bg-amber-200 px-2 font-bold text-amber-950 ring-2 ring-amber-400">
              <Icon name={look.icon} className="size-5 shrink-0" />
              <span>{look.label}</span>
              {loop && <span className="text-sm">({loop.times === null ? `${loop.round}번째` : `${loop.round} / ${loop.times}번`})</span>}
            </span>
          )}
        </p>
      )}
      {!run && showHint && (
        <div
          role="note"
          aria-label="힌트 Hint"
          data-testid="hint"
          className="mb-1 flex gap-2 rounded-xl bg-yellow-100 p-2 text-yellow-950 ring-2 ring-yellow-300 max-md:hidden"
        >
          <Icon name="light-bulb" className="size-6 shrink-0" />
          <p>
            <span className="font-extrabold">힌트 </span>
            {level.hintKo}
            <span lang="en" className="block text-sm font-medium md:text-base">
              Hint: {level.hint}
            </span>
          </p>
        </div>
      )}
      {feedback && (
        <p aria-live="polite" className="text-indigo-800">
          {feedbackMessageKo(feedback)}
          <span lang="en" className="block text-sm font-medium text-indigo-700/80 md:text-base">
            {feedbackMessage(feedback)}
          </span>
        </p>
      )}
      {!run && !feedback && !showHint && (
        <p>
          {level.descriptionKo}
          <span lang="en" className="block text-sm font-medium text-slate-500 md:text-base">
            {level.description}
          </span>
        </p>
      )}
    </div>
  );
}
