import { createPortal } from 'react-dom';
import type { GameLevel } from '@/shared/adventure';
import { Icon } from './icons/icon';

/**
 * Shown for two seconds when every treasure of a level is found; it goes away on its own.
 * Portalled to <body>: the page's entrance animation would otherwise trap `fixed` inside the column.
 */
export function LevelCompleteOverlay({ level, score, star, isLast }: { level: GameLevel; score: number; star: boolean; isLast: boolean }) {
  return createPortal(
    // On a phone the card sits at the bottom, so the finished map stays in sight above it.
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-indigo-950/25 p-3 md:items-center md:bg-indigo-950/60 md:p-4">
      <div role="status" className="w-[min(94vw,30rem)] animate-enter rounded-3xl bg-white p-5 text-center shadow-2xl md:p-8">
        <Icon name="sparkles" className="mx-auto size-12 md:size-20" />
        <p lang="en" className="mt-2 text-3xl font-extrabold text-indigo-700 md:text-4xl">
          Level Complete!
        </p>
        <p className="text-xl font-bold text-indigo-700">단계 성공!</p>
        <p className="mt-3 text-xl text-slate-800">{level.completionMessageKo}</p>
        <p lang="en" className="text-base text-slate-500">
          {level.completionMessage}
        </p>
        {star && (
          <p className="mt-3 flex items-center justify-center gap-2 text-xl font-extrabold text-amber-700" data-testid="star-earned">
            <Icon name="star" className="size-8" />
            별을 받았어요! <span lang="en">· You earned a star!</span>
          </p>
        )}
        <p className="mt-3 text-lg font-bold text-slate-700">점수 {score}점</p>
        <p className="mt-1 text-slate-600">{isLast ? '이제 상을 받을 시간이에요…' : '다음 단계로 가요…'}</p>
      </div>
    </div>,
    document.body,
  );
}
