import { useEffect, useRef } from 'react';
import type { World } from '@/shared/adventure';
import { isLevelOpen, isWorldDone, levelKey, starsIn, type AdventureProgress } from './adventure-progress';
import { Icon } from './icons/icon';
import { withObjectParticle } from './messages';

/**
 * The map of adventures: each world with its idea and its levels, open ones as buttons, locked ones greyed
 * with a lock, and the stars earned. A world opens when the one before it is finished.
 */
export function WorldMap({
  worlds,
  progress,
  finishedWorld,
  onChoose,
}: {
  worlds: readonly World[];
  progress: AdventureProgress;
  finishedWorld: number | null;
  onChoose: (worldIndex: number, levelIndex: number) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const finished = finishedWorld === null ? null : worlds[finishedWorld];

  return (
    <section aria-labelledby="map-heading" className="min-w-0">
      <h2 id="map-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
        모험 지도{' '}
        <span lang="en" className="block text-lg font-semibold text-slate-500">
          Adventure map
        </span>
      </h2>
      {finished && (
        <p role="status" className="mt-3 flex items-center gap-3 rounded-3xl bg-emerald-100 p-4 text-lg font-bold break-keep text-emerald-950">
          <Icon name="trophy" className="size-10 shrink-0" />
          <span>
            {withObjectParticle(finished.titleKo)} 모두 끝냈어요!
            <span lang="en" className="block text-base font-semibold">
              You finished {finished.title}!
            </span>
          </span>
        </p>
      )}
      <ol className="mt-4 grid min-w-0 gap-4 lg:grid-cols-2">
        {worlds.map((world, worldIndex) => {
          const open = isLevelOpen(worlds, progress, worldIndex, 0);
          return (
            <li key={world.id} className={`min-w-0 rounded-3xl p-4 shadow-md ${open ? 'bg-white' : 'bg-slate-100'}`} data-testid={`world-${world.id}`}>
              <h3 className="flex items-center gap-3 text-xl font-extrabold break-keep text-slate-900">
                <Icon name={open ? world.icon : 'locked'} className="size-10 shrink-0" />
                <span className="min-w-0">
                  {worldIndex + 1}. {world.titleKo}{' '}
                  <span lang="en" className="block text-base font-semibold text-slate-500">
                    {world.title}
                  </span>
                </span>
                <span className="ml-auto flex shrink-0 items-center gap-1 text-base font-bold text-amber-800">
                  <Icon name="star" className="size-6" />
                  {starsIn(world, progress)}/{world.levels.length}
                  <span className="sr-only"> stars</span>
                </span>
              </h3>
              <p className="mt-1 break-keep text-slate-700">
                {world.ideaKo}{' '}
                <span lang="en" className="text-slate-500">
                  {world.idea}
                </span>
              </p>
              {!open && (
                <p className="mt-1 text-sm font-semibold break-keep text-slate-600">
                  앞의 모험을 끝내면 열려요. · <span lang="en">Finish the adventure before this one to open it.</span>
                </p>
              )}
              <ul className="mt-3 flex flex-wrap gap-2">
                {world.levels.map((level, levelIndex) => {
                  const key = levelKey(world, level.id);
                  const levelOpen = isLevelOpen(worlds, progress, worldIndex, levelIndex);
                  const solved = progress.solved.includes(key);
                  const star = progress.stars.includes(key);
                  return (
                    <li key={level.id}>
                      <button
                        type="button"
                        disabled={!levelOpen}
                        onClick={() => onChoose(worldIndex, levelIndex)}
                        aria-label={`${world.titleKo} ${level.id}단계 ${level.titleKo}, ${world.title} level ${level.id}${solved ? ', solved' : ''}${star ? ', star' : ''}${levelOpen ? '' : ', locked'}`}
                        className={`flex min-h-14 min-w-14 flex-col items-center justify-center rounded-2xl px-2 font-extrabold ring-2 transition active:scale-95 disabled:cursor-not-allowed ${solved ? 'bg-emerald-100 text-emerald-950 ring-emerald-400' : levelOpen ? 'bg-indigo-50 text-indigo-950 ring-indigo-300' : 'bg-slate-200 text-slate-500 ring-slate-300'}`}
                      >
                        <span className="text-lg">{levelOpen ? level.id : <Icon name="locked" className="size-5" />}</span>
                        {star ? <Icon name="star" className="size-5" /> : solved ? <span aria-hidden="true">✓</span> : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
              {isWorldDone(world, progress) && <p className="mt-2 text-sm font-bold text-emerald-800">다 끝냈어요! · All done!</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
