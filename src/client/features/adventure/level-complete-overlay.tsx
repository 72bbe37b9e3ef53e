import { createPortal } from 'react-dom';
import type { GameLevel } from '@/shared/adventure';
import { Icon } from './icons/icon';

/**
 * Shown for two seconds when every treasure of a level is found; it goes away on its own.
 * Portalled to <body>: the page's entrance animation would otherwise trap `fixed` inside the column.
 */
export function LevelCompleteOverlay({ level, score, isLast }: { level: GameLevel; score: number; isLast: boolean }) {
  return createPortal(
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-indigo-950/60 p-4">
      <div role="status" className="w-[min(92vw,30rem)] animate-enter rounded-3xl bg-white p-8 text-center shadow-2xl">
        <Icon name="sparkles" className="mx-auto size-20" />
        <p className="mt-2 text-4xl font-extrabold text-indigo-700">Level Complete!</p>
        <p className="mt-3 text-xl text-slate-800">{level.completionMessage}</p>
        <p className="mt-3 text-lg font-bold text-slate-700">Score: {score}</p>
        <p className="mt-1 text-slate-600">{isLast ? 'Get ready for your prize…' : 'Next level coming…'}</p>
      </div>
    </div>,
    document.body,
  );
}
