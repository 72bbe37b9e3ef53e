import { normalizePlayerName } from '@/shared/player-name';
import { DEVICE_PROGRESS_KEY } from '../device-progress';
import { readingPlaceKey } from '../reading-place';
import { readStored, removeStored, writeStored } from '../stored';

/** Each child's quiz answers kept on this device for the practice quiz (features/multiplication/practice-history.ts). */
export const TIMES_TABLES_HISTORY_KEY = 'iyagi.times-tables.history';
const READING_PLACE_PREFIX = readingPlaceKey('');

function storedKeys(): string[] {
  try {
    return Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? '');
  } catch {
    return [];
  }
}

/**
 * What this device kept of a family's children besides the code's own data, forgotten when their records are
 * deleted (here, or on another device): the named children's quiz answers kept for practice and, when the whole
 * family's records went, the device's game bests and the page each book was left at.
 */
export function forgetDeviceCopies(childNames: readonly string[], wholeFamily: boolean): void {
  try {
    const history: unknown = JSON.parse(readStored(TIMES_TABLES_HISTORY_KEY) ?? '{}');
    if (typeof history === 'object' && history !== null && !Array.isArray(history)) {
      const gone = new Set(childNames.map(normalizePlayerName));
      const kept = Object.fromEntries(Object.entries(history).filter(([name]) => !gone.has(name)));
      writeStored(TIMES_TABLES_HISTORY_KEY, JSON.stringify(kept));
    }
  } catch {
    removeStored(TIMES_TABLES_HISTORY_KEY);
  }
  if (!wholeFamily) return;
  removeStored(DEVICE_PROGRESS_KEY);
  for (const key of storedKeys()) if (key.startsWith(READING_PLACE_PREFIX)) removeStored(key);
}
