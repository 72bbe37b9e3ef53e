import type { World } from '@/shared/adventure';
import { safeStorage } from '../../lib/stored';

/**
 * Which levels this device has finished and which earned a star, kept in localStorage only (a child's
 * progress never leaves the device). Levels are named "<world id>/<level id>", so adding a world keeps
 * the old records.
 */
export interface AdventureProgress {
  solved: string[];
  stars: string[];
}

export type ProgressStore = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'iyagi.adventure';
const LEVEL_KEY = /^[a-z0-9-]+\/\d{1,3}$/;

export const noProgress: AdventureProgress = { solved: [], stars: [] };

export const levelKey = (world: Pick<World, 'id'>, levelId: number) => `${world.id}/${levelId}`;

const keys = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter((k): k is string => typeof k === 'string' && LEVEL_KEY.test(k)))].slice(0, 500) : [];

/** What this device has done; anything missing or unreadable counts as nothing yet. */
export function readAdventureProgress(store: ProgressStore): AdventureProgress {
  try {
    const raw: unknown = JSON.parse(store.getItem(KEY) ?? '{}');
    if (typeof raw !== 'object' || raw === null) return noProgress;
    const { solved, stars } = raw as Record<string, unknown>;
    const solvedKeys = keys(solved);
    return { solved: solvedKeys, stars: keys(stars).filter((k) => solvedKeys.includes(k)) };
  } catch {
    return noProgress;
  }
}

/** After a level is finished; a star once earned stays. Returns what is now kept. */
export function recordLevel(store: ProgressStore, key: string, star: boolean): AdventureProgress {
  const before = readAdventureProgress(store);
  const progress = {
    solved: before.solved.includes(key) ? before.solved : [...before.solved, key],
    stars: star && !before.stars.includes(key) ? [...before.stars, key] : before.stars,
  };
  try {
    store.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Blocked or full storage: the progress lasts this visit only.
  }
  return progress;
}

export function isWorldDone(world: World, progress: AdventureProgress): boolean {
  return world.levels.every((level) => progress.solved.includes(levelKey(world, level.id)));
}

/** The first level is always open; each next level opens when the one before it is done, and a world's first when the world before is done. */
export function isLevelOpen(worlds: readonly World[], progress: AdventureProgress, worldIndex: number, levelIndex: number): boolean {
  const world = worlds[worldIndex];
  if (!world?.levels[levelIndex]) return false;
  if (levelIndex > 0) return progress.solved.includes(levelKey(world, world.levels[levelIndex - 1]!.id));
  if (worldIndex === 0) return true;
  return isWorldDone(worlds[worldIndex - 1]!, progress);
}

export function starsIn(world: World, progress: AdventureProgress): number {
  return world.levels.filter((level) => progress.stars.includes(levelKey(world, level.id))).length;
}

/** The browser's localStorage through the guarded wrapper: prerendering and blocked storage read as nothing kept. */
export const browserAdventureStore: ProgressStore = safeStorage;
