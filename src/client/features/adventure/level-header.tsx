import type { Ref } from 'react';
import type { Character, GameItem, GameLevel } from '@/shared/adventure';
import { Icon } from './icons/icon';
import { treasureLabel, treasureLabelKo } from './messages';

/** Level name and goal, the hero, the score and which treasures are still to find. */
export function LevelHeader({
  level,
  levelCount,
  items,
  score,
  character,
  headingRef,
}: {
  level: GameLevel;
  levelCount: number;
  items: readonly GameItem[];
  score: number;
  character: Character;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 rounded-3xl bg-white p-4 shadow-md sm:p-5">
      <div className="min-w-0 flex-1 basis-72">
        <p className="font-semibold text-indigo-700">
          {level.id}단계 / 전체 {levelCount}단계 · {level.titleKo}
        </p>
        <h2 ref={headingRef} tabIndex={-1} lang="en" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {level.title}
        </h2>
        <p className="mt-1 text-lg text-slate-700">{level.descriptionKo}</p>
        <p lang="en" className="text-base text-slate-500">
          {level.description}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <Icon name={character.icon} className="size-12" />
        <div>
          <p className="font-bold text-slate-900">{character.name}</p>
          <p className="text-2xl font-extrabold text-indigo-700" data-testid="score" aria-live="polite">
            {score}점{' '}
            <span lang="en" className="text-base font-bold text-slate-500">
              points
            </span>
          </p>
        </div>
      </div>
      <ul aria-label="찾을 보물" className="flex w-full flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item.id}
            className={`flex min-h-11 items-center gap-2 rounded-full py-1 pr-4 pl-2 font-semibold ring-2 ${item.found ? 'bg-emerald-100 text-emerald-950 ring-emerald-400' : 'bg-amber-50 text-slate-800 ring-amber-200'}`}
          >
            <Icon name={item.icon} className="size-7" />
            <span>
              {treasureLabelKo(item)}{' '}
              <span lang="en" className="text-sm font-medium text-slate-500">
                {treasureLabel(item)}
              </span>
              <span className="sr-only">{item.found ? ', 찾았어요' : ', 아직 못 찾았어요'}</span>
            </span>
            {item.found && <span aria-hidden="true">✓</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
