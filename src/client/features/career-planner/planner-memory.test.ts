import { describe, expect, it } from 'vitest';
import { CAREER_PAGE_MAX, type CareerRecommendation } from '@/shared/career';
import { nextPage, storeChoice, storedChoice, storedPage, storePage } from './planner-memory';

/** A stand-in for the browser's sessionStorage: a plain map. */
function memoryStore() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

const career: CareerRecommendation = {
  title: '요리사',
  description: '맛있는 음식을 만들어요.',
  matchScore: 80,
  reasons: ['요리'],
  roadmap: { elementary: ['a'], middle: ['b'], high: ['c'], university: ['d'], career: ['e'] },
};

describe('what the planner remembers for the tab', () => {
  it('keeps the chosen career whole, per board session', () => {
    const store = memoryStore();
    storeChoice(store, 'session-1', career);
    expect(storedChoice(store, 'session-1')).toEqual(career);
    expect(storedChoice(store, 'session-2')).toBeNull();
  });

  it('keeps which set of careers was last shown, 0 by default', () => {
    const store = memoryStore();
    expect(storedPage(store, 'session-1')).toBe(0);
    storePage(store, 'session-1', 2);
    expect(storedPage(store, 'session-1')).toBe(2);
    expect(nextPage(CAREER_PAGE_MAX)).toBe(0);
  });

  it('ignores what it cannot read: tampered values, or storage that throws', () => {
    const store = memoryStore();
    store.items.set('iyagi.planner.page.session-1', '-3');
    store.items.set('iyagi.planner.chosen.session-1', '{"title":');
    expect(storedPage(store, 'session-1')).toBe(0);
    expect(storedChoice(store, 'session-1')).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(storedPage(blocked, 'session-1')).toBe(0);
    expect(() => storeChoice(blocked, 'session-1', career)).not.toThrow();
  });
});
