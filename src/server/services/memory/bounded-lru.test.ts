import { describe, expect, it } from 'vitest';
import { createBoundedLru, ENTRY_OVERHEAD_BYTES, stringBytes } from './bounded-lru';

const textLru = (maxEntries: number, maxBytes: number, removed: string[] = []) =>
  createBoundedLru<string>({ maxEntries, maxBytes, bytesOf: (key, value) => stringBytes(key) + stringBytes(value), onRemove: (key) => void removed.push(key) });

describe('bounded LRU', () => {
  it('keeps at most maxEntries, however small each one is, dropping the least recently used first', () => {
    const removed: string[] = [];
    const lru = textLru(3, 1_000_000, removed);
    for (const key of ['a', 'b', 'c']) lru.set(key, '');
    lru.get('a');
    lru.set('d', '');
    expect(lru.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => lru.get(key) !== undefined)).toEqual([true, false, true, true]);
    expect(removed).toEqual(['b']);
  });

  it('counts every entry at its overhead plus its strings, and stays within maxBytes', () => {
    const oneCost = ENTRY_OVERHEAD_BYTES + stringBytes('k1') + stringBytes('x'.repeat(100));
    const lru = textLru(1000, oneCost * 2);
    lru.set('k1', 'x'.repeat(100));
    expect(lru.calculatedSize).toBe(oneCost);
    lru.set('k2', 'x'.repeat(100));
    lru.set('k3', 'x'.repeat(100));
    expect(lru.size).toBe(2);
    expect(lru.calculatedSize).toBe(oneCost * 2);
    expect(lru.get('k1')).toBeUndefined();
  });

  it('bounds a stream of empty values by their overhead: 100,000 keys never hold more than the bound', () => {
    const lru = textLru(1_000_000, 1_000_000);
    for (let i = 0; i < 100_000; i++) lru.set(`family-${i}`, '[]');
    expect(lru.calculatedSize).toBeLessThanOrEqual(1_000_000);
    expect(lru.size).toBeLessThan(1_000_000 / ENTRY_OVERHEAD_BYTES);
    expect(lru.get('family-99999')).toBe('[]');
  });

  it('keeps no value that alone is over the bound, and a replaced or deleted entry gives its bytes back', () => {
    const removed: string[] = [];
    const lru = textLru(10, 1000, removed);
    lru.set('big', 'x'.repeat(1000));
    expect(lru.size).toBe(0);
    lru.set('a', 'one');
    lru.set('a', 'two');
    expect(lru.calculatedSize).toBe(ENTRY_OVERHEAD_BYTES + stringBytes('a') + stringBytes('two'));
    lru.delete('a');
    expect(lru.calculatedSize).toBe(0);
    lru.set('b', '');
    lru.clear();
    expect([lru.size, lru.calculatedSize]).toEqual([0, 0]);
    expect(removed).toEqual(['a', 'a', 'b']);
  });
});
