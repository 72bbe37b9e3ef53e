import { safeStorage } from './stored';

/**
 * The best each game reached on this device, so the games page can show it on the game's card. Kept in the
 * browser only (localStorage) and needing no family code; with a code, each child's bests are also kept under
 * it on the server (family-progress/send-best.ts) and the card shows those instead.
 */
export interface DeviceProgress {
  adventure?: { bestLevel: number; bestScore: number; finished: boolean };
  multiplication?: { bestScore: number; quizzes: number };
}

/** The part of the Web Storage API used here; `localStorage` in the page. */
export type ProgressStore = Pick<Storage, 'getItem' | 'setItem'>;

export const DEVICE_PROGRESS_KEY = 'iyagi.progress';
const KEY = DEVICE_PROGRESS_KEY;
const whole = (n: unknown, max: number) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max ? n : 0);

/** What this device has reached; anything missing or unreadable counts as not played yet. */
export function readProgress(store: ProgressStore): DeviceProgress {
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const { adventure, multiplication } = raw as Record<string, Record<string, unknown> | undefined>;
  const progress: DeviceProgress = {};
  if (adventure)
    progress.adventure = { bestLevel: whole(adventure.bestLevel, 99), bestScore: whole(adventure.bestScore, 100_000), finished: adventure.finished === true };
  if (multiplication) progress.multiplication = { bestScore: whole(multiplication.bestScore, 10), quizzes: whole(multiplication.quizzes, 1_000_000) };
  return progress;
}

function write(store: ProgressStore, progress: DeviceProgress): void {
  try {
    store.setItem(KEY, JSON.stringify(progress));
  } catch {
    // Blocked or full storage: the card just shows no record, as on a new device.
  }
}

/** After a level is cleared (level counted from 1), or the whole adventure finished. */
export function recordAdventure(store: ProgressStore, level: number, score: number, finished: boolean): void {
  const progress = readProgress(store);
  const best = progress.adventure ?? { bestLevel: 0, bestScore: 0, finished: false };
  write(store, {
    ...progress,
    adventure: { bestLevel: Math.max(best.bestLevel, level), bestScore: Math.max(best.bestScore, score), finished: best.finished || finished },
  });
}

/** After a quiz is saved (or kept for the network). */
export function recordQuiz(store: ProgressStore, score: number): void {
  const progress = readProgress(store);
  const best = progress.multiplication ?? { bestScore: 0, quizzes: 0 };
  write(store, { ...progress, multiplication: { bestScore: Math.max(best.bestScore, score), quizzes: best.quizzes + 1 } });
}

/** The browser's localStorage, which never throws: prerendering and blocked storage read as nothing stored. */
export const browserProgressStore: ProgressStore = safeStorage;
