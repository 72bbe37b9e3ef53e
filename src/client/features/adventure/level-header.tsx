import type { Ref } from 'react';
import type { Character, GameItem, GameLevel, World } from '@/shared/adventure';
import { Icon } from './icons/icon';
import { treasureLabel, treasureLabelKo } from './messages';

/** Level name and goal, the hero, the score, the star's block count, which treasures are still to find, and the way to the map. */
export function LevelHeader({
  world,
  isFirstWorld,
  level,
  levelCount,
  items,
  score,
  character,
  starBlocks,
  hasStar,
  headingRef,
  onOpenMap,
}: {
  world: World;
  isFirstWorld: boolean;
  level: GameLevel;
  levelCount: number;
  items: readonly GameItem[];
  score: number;
  character: Character;
  starBlocks: number;
  hasStar: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onOpenMap: () => void;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-start justify-between gap-3 rounded-3xl bg-white p-4 shadow-md sm:p-5">
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold break-keep text-indigo-700">
          {isFirstWorld ? '' : `${world.titleKo} · `}
          {level.id}단계 / 전체 {levelCount}단계 · {level.titleKo}
        </p>
        <h2 ref={headingRef} tabIndex={-1} lang="en" className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
          {level.title}
        </h2>
        <p className="mt-1 text-lg break-keep text-slate-700">{level.descriptionKo}</p>
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
      <p className="flex w-full min-w-0 items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 font-semibold break-keep text-amber-950" data-testid="star-goal">
        <Icon name="star" className={`size-7 shrink-0 ${hasStar ? '' : 'opacity-40 grayscale'}`} />
        <span>
          {hasStar ? '별을 받았어요! ' : ''}블록 {starBlocks}개 이하로 풀면 별을 받아요.
          <span lang="en" className="block text-sm font-medium text-amber-900/80">
            {hasStar ? 'Star earned! ' : ''}Solve it with {starBlocks} blocks or fewer for a star.
          </span>
        </span>
      </p>
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
        {level.goal && (
          <li className="flex min-h-11 items-center gap-2 rounded-full bg-sky-50 py-1 pr-4 pl-2 font-semibold text-slate-800 ring-2 ring-sky-200">
            <Icon name="chequered-flag" className="size-7" />
            <span>
              깃발에 닿기{' '}
              <span lang="en" className="text-sm font-medium text-slate-500">
                Reach the flag
              </span>
            </span>
          </li>
        )}
      </ul>
      <button
        type="button"
        onClick={onOpenMap}
        className="flex min-h-11 items-center gap-2 rounded-full bg-indigo-50 px-4 font-bold text-indigo-900 ring-2 ring-indigo-200 hover:bg-indigo-100"
      >
        <Icon name="world-map" className="size-6" />
        모험 지도 <span lang="en">· Adventure map</span>
      </button>
    </div>
  );
}
