import type { ReactNode, Ref } from 'react';
import { Button } from '@/client/ui/button-link';
import type { Speed } from './engine/game-reducer';
import { Icon } from './icons/icon';

const speeds: readonly { speed: Speed; label: string; labelEn: string; icon: string }[] = [
  { speed: 'slow', label: '천천히', labelEn: 'Slow', icon: 'turtle' },
  { speed: 'normal', label: '보통', labelEn: 'Normal', icon: 'person-walking' },
  { speed: 'fast', label: '빠르게', labelEn: 'Fast', icon: 'rabbit-face' },
];

/** Run, Step (one block at a time), the speed, and Clear: one row under the map, every button a finger wide. */
export function RunControls({
  runRef,
  running,
  paused,
  canRun,
  canStep,
  canClear,
  speed,
  onRun,
  onStep,
  onSpeed,
  onClear,
  hint,
}: {
  runRef: Ref<HTMLButtonElement>;
  running: boolean;
  paused: boolean;
  canRun: boolean;
  canStep: boolean;
  canClear: boolean;
  speed: Speed;
  onRun: () => void;
  onStep: () => void;
  onSpeed: (speed: Speed) => void;
  onClear: () => void;
  /** The phone's hint button, once the hint is earned (hint-sheet.tsx). */
  hint?: ReactNode;
}) {
  const current = speeds.find((s) => s.speed === speed) ?? speeds[1]!;
  const nextSpeed = speeds[(speeds.indexOf(current) + 1) % speeds.length]!;
  return (
    <div className="flex min-w-0 shrink-0 items-stretch gap-1.5 md:gap-2">
      {/* aria-disabled rather than disabled: the button keeps focus during the run, so keyboard users are not dropped to the page top. */}
      <Button
        ref={runRef}
        aria-disabled={!canRun}
        className="min-w-0 flex-1 gap-1! px-2! aria-disabled:cursor-not-allowed aria-disabled:opacity-50 md:px-3!"
        onClick={onRun}
      >
        <Icon name="play-button" className="size-6 shrink-0" />
        <span className="whitespace-nowrap">
          {running && !paused ? '실행 중' : '실행'}{' '}
          <span lang="en" className={`sr-only text-sm opacity-80 ${running && !paused ? 'md:not-sr-only' : 'min-[380px]:not-sr-only'}`}>
            {running && !paused ? 'Running…' : 'Run'}
          </span>
        </span>
      </Button>
      <Button
        tone="secondary"
        aria-disabled={!canStep}
        className="shrink-0 gap-1! px-3! aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={onStep}
      >
        <Icon name="next-track-button" className="hidden size-5 shrink-0 min-[380px]:block" />
        <span className="whitespace-nowrap">
          한 칸씩 {/* Beside the map on a tablet the row is narrow: Step's English waits for a desk, so Run keeps its own. */}
          <span lang="en" className="sr-only text-sm opacity-80 lg:not-sr-only">
            Step
          </span>
        </span>
      </Button>
      <button
        type="button"
        onClick={() => onSpeed(nextSpeed.speed)}
        aria-label={`속도 ${current.label}, Speed ${current.labelEn}. 누르면 ${nextSpeed.label}`}
        className="flex min-h-12 w-14 shrink-0 flex-col items-center justify-center rounded-2xl bg-white text-sm font-bold text-slate-800 ring-2 ring-slate-200 md:w-auto md:flex-row md:gap-1 md:px-3 md:text-base"
      >
        <Icon name={current.icon} className="size-6" />
        {current.label}
      </button>
      <button
        type="button"
        onClick={onClear}
        disabled={!canClear}
        aria-label="지우기, Clear"
        className="flex min-h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-white ring-2 ring-slate-200 disabled:opacity-40"
      >
        <Icon name="wastebasket" className="size-6" />
      </button>
      {hint}
    </div>
  );
}
