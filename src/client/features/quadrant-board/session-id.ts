import { isSessionId, newSessionId, QUADRANT_SESSION_STORAGE_KEY } from '@/shared/quadrant';

type IdStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The board's session id: the stored one when it is well formed, otherwise a new one that is stored for
 * every later visit (the career planner reads the same key). Private modes that refuse storage still get
 * an id for this visit.
 */
export function ensureSessionId(storage: IdStorage | null, make: () => string = newSessionId): string {
  try {
    const stored = storage?.getItem(QUADRANT_SESSION_STORAGE_KEY);
    if (isSessionId(stored)) return stored;
  } catch {
    // Storage can throw when blocked; a fresh id below still lets the child use the board.
  }
  const id = make();
  try {
    storage?.setItem(QUADRANT_SESSION_STORAGE_KEY, id);
  } catch {
    // Same as above: the board works for this visit without being remembered.
  }
  return id;
}
