import { describe, expect, it } from 'vitest';
import { worlds } from '@/content/adventure/worlds';
import { isLevelOpen, isWorldDone, levelKey, readAdventureProgress, recordLevel, starsIn, type ProgressStore } from './adventure-progress';

function memoryStore(initial: Record<string, string> = {}): ProgressStore & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe('adventure progress on the device', () => {
  it('a new device has only the first level open', () => {
    const progress = readAdventureProgress(memoryStore());
    expect(isLevelOpen(worlds, progress, 0, 0)).toBe(true);
    expect(isLevelOpen(worlds, progress, 0, 1)).toBe(false);
    expect(isLevelOpen(worlds, progress, 1, 0)).toBe(false);
  });

  it('finishing a level opens the next; finishing a world opens the next world', () => {
    const store = memoryStore();
    const [first, second] = worlds;
    recordLevel(store, levelKey(first!, 1), false);
    expect(isLevelOpen(worlds, readAdventureProgress(store), 0, 1)).toBe(true);
    recordLevel(store, levelKey(first!, 2), true);
    expect(isLevelOpen(worlds, readAdventureProgress(store), 1, 0)).toBe(false);
    const progress = recordLevel(store, levelKey(first!, 3), true);
    expect(isWorldDone(first!, progress)).toBe(true);
    expect(isLevelOpen(worlds, progress, 1, 0)).toBe(true);
    expect(isLevelOpen(worlds, progress, 1, 1)).toBe(false);
    expect(starsIn(first!, progress)).toBe(2);
    expect(starsIn(second!, progress)).toBe(0);
  });

  it('a star once earned stays, even after a longer answer', () => {
    const store = memoryStore();
    recordLevel(store, 'first/1', true);
    expect(recordLevel(store, 'first/1', false)).toEqual({ solved: ['first/1'], stars: ['first/1'] });
  });

  it('unreadable or tampered storage reads as nothing done, and bad keys are dropped', () => {
    expect(readAdventureProgress(memoryStore({ 'iyagi.adventure': '{not json' }))).toEqual({ solved: [], stars: [] });
    expect(readAdventureProgress(memoryStore({ 'iyagi.adventure': '"text"' }))).toEqual({ solved: [], stars: [] });
    const tampered = JSON.stringify({ solved: ['first/1', 42, '<script>', 'first/1'], stars: ['first/1', 'first/2'] });
    expect(readAdventureProgress(memoryStore({ 'iyagi.adventure': tampered }))).toEqual({ solved: ['first/1'], stars: ['first/1'] });
  });

  it('storage that refuses to write loses nothing on screen: the new progress is still returned', () => {
    const refusing: ProgressStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordLevel(refusing, 'first/1', true)).toEqual({ solved: ['first/1'], stars: ['first/1'] });
  });
});
