import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batcher', () => {
  it('hands calls made together to one batch and gives each caller its own result', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => (batches.push(items), items.map((n) => n * 10)), { maxBatch: 10, maxInFlight: 1 });
    expect(await Promise.all([1, 2, 3].map((n) => batcher.add(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('keeps at most maxInFlight batches going, each at most maxBatch long; calls made meanwhile wait for the next', async () => {
    const batches: number[][] = [];
    const release: Array<() => void> = [];
    const batcher = createBatcher(
      (items: number[]) => {
        batches.push(items);
        return new Promise<number[]>((resolve) => release.push(() => resolve(items)));
      },
      { maxBatch: 2, maxInFlight: 2 },
    );
    const results = [1, 2, 3, 4, 5, 6].map((n) => batcher.add(n));
    await turn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    release.shift()!();
    await turn();
    await turn();
    expect(batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    while (release.length) release.shift()!();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('fails every call of a failed batch, and goes on with the next', async () => {
    let fail = true;
    const batcher = createBatcher(
      async (items: string[]) => {
        if (fail) throw new Error('database is down');
        return items;
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([batcher.add('a'), batcher.add('b')]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await batcher.add('c')).toBe('c');
  });
});
