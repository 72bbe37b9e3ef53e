import { describe, expect, it } from 'vitest';
import { newSessionId, QUADRANT_SESSION_STORAGE_KEY, SessionIdSchema } from '@/shared/quadrant';
import { ensureSessionId } from './session-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the board session id', () => {
  it('a first visit makes a new session id and stores it under the quadrant key', () => {
    const storage = memoryStorage();
    const id = ensureSessionId(storage);
    expect(SessionIdSchema.safeParse(id).success).toBe(true);
    expect(id.startsWith('session-')).toBe(true);
    expect(storage.items.get(QUADRANT_SESSION_STORAGE_KEY)).toBe(id);
  });

  it('a later visit reuses the stored id', () => {
    const stored = newSessionId(1_700_000_000_000, () => 0.123456789);
    const storage = memoryStorage({ [QUADRANT_SESSION_STORAGE_KEY]: stored });
    expect(ensureSessionId(storage, () => 'session-1-never')).toBe(stored);
  });

  it('a malformed stored value is replaced by a new id', () => {
    const storage = memoryStorage({ [QUADRANT_SESSION_STORAGE_KEY]: 'hello' });
    const id = ensureSessionId(storage, () => 'session-1700000000000-abcd');
    expect(id).toBe('session-1700000000000-abcd');
    expect(storage.items.get(QUADRANT_SESSION_STORAGE_KEY)).toBe(id);
  });

  it('storage that throws still gives an id for this visit', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(ensureSessionId(blocked, () => 'session-1700000000000-abcd')).toBe('session-1700000000000-abcd');
    expect(ensureSessionId(null, () => 'session-1700000000000-efgh')).toBe('session-1700000000000-efgh');
  });
});
