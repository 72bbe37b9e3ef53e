import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, safeStorage, writeStored } from './stored';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}
const refusing = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('stored values', () => {
  it('reads back what it wrote', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    expect(readStored('iyagi:test')).toBeNull();
    expect(writeStored('iyagi:test', '{"a":1}')).toBe(true);
    expect(readStored('iyagi:test')).toBe('{"a":1}');
    safeStorage.setItem('other', 'x');
    expect(safeStorage.getItem('other')).toBe('x');
  });

  it('reads nothing and keeps nothing when storage refuses, without throwing', () => {
    vi.stubGlobal('window', { localStorage: refusing });
    expect(readStored('iyagi:test')).toBeNull();
    expect(writeStored('iyagi:test', 'x')).toBe(false);
    expect(() => safeStorage.setItem('iyagi:test', 'x')).not.toThrow();
  });

  it('reads nothing where there is no window at all (the prerender)', () => {
    expect(readStored('iyagi:test')).toBeNull();
    expect(writeStored('iyagi:test', 'x')).toBe(false);
  });

  it('reads nothing when the storage object itself is blocked', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(readStored('iyagi:test')).toBeNull();
    expect(writeStored('iyagi:test', 'x')).toBe(false);
  });
});
