import { describe, expect, it } from 'vitest';
import { readProgress, recordAdventure, recordQuiz } from './device-progress';

/** A stand-in for the browser's localStorage: a plain map. */
function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('what this device has reached', () => {
  it('keeps the best adventure level and score, and whether the adventure was finished', () => {
    const store = memoryStore();
    expect(readProgress(store)).toEqual({});
    recordAdventure(store, 2, 250, false);
    recordAdventure(store, 1, 100, false);
    expect(readProgress(store).adventure).toEqual({ bestLevel: 2, bestScore: 250, finished: false });
    recordAdventure(store, 3, 400, true);
    expect(readProgress(store).adventure).toEqual({ bestLevel: 3, bestScore: 400, finished: true });
  });

  it('keeps the best quiz score and counts the quizzes, beside the adventure', () => {
    const store = memoryStore();
    recordAdventure(store, 1, 100, false);
    recordQuiz(store, 7);
    recordQuiz(store, 5);
    expect(readProgress(store)).toEqual({ adventure: { bestLevel: 1, bestScore: 100, finished: false }, multiplication: { bestScore: 7, quizzes: 2 } });
  });

  it('treats tampered or unreadable data as not played, and survives storage that throws', () => {
    const store = memoryStore();
    store.items.set('iyagi.progress', '{"multiplication":{"bestScore":99,"quizzes":-1}}');
    expect(readProgress(store).multiplication).toEqual({ bestScore: 0, quizzes: 0 });
    store.items.set('iyagi.progress', 'not json');
    expect(readProgress(store)).toEqual({});
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readProgress(blocked)).toEqual({});
    expect(() => recordQuiz(blocked, 3)).not.toThrow();
  });
});
