import { describe, expect, it } from 'vitest';
import { createScoreListCache, listPageOf } from './score-list-cache';

const page = (text: string) => listPageOf([text]);

function hearingCache(bounds = { maxEntries: 10_000, maxBytes: 1_000_000 }) {
  const cache = createScoreListCache(bounds);
  cache.setHearing(true);
  return cache;
}

describe('score list cache', () => {
  it('keeps a page and serves it until the family changes', () => {
    const cache = hearingCache();
    cache.keep('A', 'list 100', page('a'), cache.startRead());
    cache.keep('B', 'list 100', page('b'), cache.startRead());
    expect(cache.get('A', 'list 100')).toEqual(page('a'));

    cache.changed('A');
    expect(cache.get('A', 'list 100')).toBeUndefined();
    expect(cache.get('B', 'list 100')).toEqual(page('b'));
  });

  it('does not keep a read that started before a change to its family', () => {
    const cache = hearingCache();
    const startedA = cache.startRead();
    const startedB = cache.startRead();
    cache.changed('A');
    cache.keep('A', 'list 100', page('stale'), startedA);
    cache.keep('B', 'list 100', page('b'), startedB);
    expect(cache.get('A', 'list 100')).toBeUndefined();
    expect(cache.get('B', 'list 100')).toEqual(page('b'));

    const after = cache.startRead();
    cache.keep('A', 'list 100', page('fresh'), after);
    expect(cache.get('A', 'list 100')).toEqual(page('fresh'));
  });

  it('keeps and serves nothing while changes are not heard, and forgets everything when they are again', () => {
    const cache = createScoreListCache({ maxEntries: 10_000, maxBytes: 1_000_000 });
    cache.keep('A', 'list 100', page('a'), cache.startRead());
    expect(cache.get('A', 'list 100')).toBeUndefined();

    cache.setHearing(true);
    const started = cache.startRead();
    cache.keep('A', 'list 100', page('a'), started);
    expect(cache.size).toBe(1);
    cache.setHearing(false);
    expect(cache.get('A', 'list 100')).toBeUndefined();
    cache.setHearing(true);
    // A read from before the gap may hold what was missed.
    cache.keep('A', 'list 100', page('a'), started);
    expect(cache.size).toBe(0);
  });

  it('forgets every family after a change to all of them', () => {
    const cache = hearingCache();
    const started = cache.startRead();
    cache.keep('A', 'list 5', page('a'), started);
    cache.keep('B', 'list 5', page('b'), started);
    cache.changedAll();
    expect(cache.size).toBe(0);
    cache.keep('C', 'list 5', page('c'), started);
    expect(cache.size).toBe(0);
  });

  it('stays within its count of pages, dropping the least recently used first', () => {
    const one = page('x'.repeat(90));
    const cache = hearingCache({ maxEntries: 3, maxBytes: 1_000_000 });
    for (const family of ['A', 'B', 'C']) cache.keep(family, 'list 1', one, cache.startRead());
    cache.get('A', 'list 1');
    cache.keep('D', 'list 1', one, cache.startRead());
    expect(['A', 'B', 'C', 'D'].map((family) => cache.get(family, 'list 1') !== undefined)).toEqual([true, false, true, true]);
  });

  it("counts an unused code's empty list by its bookkeeping, not its two bytes, and stays within its memory", () => {
    const cache = hearingCache({ maxEntries: 1_000_000, maxBytes: 1_000_000 });
    for (let i = 0; i < 100_000; i++) cache.keep(`${i}`.padStart(64, '0'), 'list 20', listPageOf([]), cache.startRead());
    expect(cache.bytes).toBeLessThanOrEqual(1_000_000);
    // Each costs several hundred bytes with its key, validator and index.
    expect(cache.size).toBeLessThan(2_000);
    expect(cache.get('99999'.padStart(64, '0'), 'list 20')).toEqual(listPageOf([]));
  });

  it("forgets a family's pages when they change even after others of it were evicted", () => {
    const cache = hearingCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.keep('A', 'list 1', page('a1'), cache.startRead());
    cache.keep('A', 'list 2', page('a2'), cache.startRead());
    cache.keep('B', 'list 1', page('b'), cache.startRead());
    cache.changed('A');
    expect([cache.get('A', 'list 2'), cache.get('B', 'list 1')]).toEqual([undefined, page('b')]);
    expect(cache.size).toBe(1);
  });

  it('still refuses reads from before a change when it has stopped remembering each family', () => {
    const cache = hearingCache();
    const started = cache.startRead();
    for (let i = 0; i < 10_001; i++) cache.changed(`family ${i}`);
    cache.keep('family 0', 'list 1', page('stale'), started);
    expect(cache.size).toBe(0);
  });

  it('gives the same list the same validator, and another list another', () => {
    expect(listPageOf([{ id: 1 }]).etag).toBe(listPageOf([{ id: 1 }]).etag);
    expect(listPageOf([{ id: 1 }]).etag).not.toBe(listPageOf([{ id: 2 }]).etag);
    expect(listPageOf([]).etag).toMatch(/^W\/"[\w-]+"$/);
  });
});
