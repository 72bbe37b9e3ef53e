import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher';

/** A handler that holds each batch until released, and says when it has been given so many batches. */
function heldHandler() {
  const batches: number[][] = [];
  const release: Array<() => void> = [];
  const waiters: Array<{ count: number; resolve(): void }> = [];
  const handle = (items: number[]) => {
    batches.push(items);
    for (const waiter of waiters.filter(({ count }) => batches.length >= count)) waiter.resolve();
    return new Promise<number[]>((resolve) => release.push(() => resolve(items)));
  };
  /** Resolves once `count` batches have been handed over; those handed over in the same go are in by then. */
  const started = (count: number) => new Promise<void>((resolve) => (batches.length >= count ? resolve() : waiters.push({ count, resolve })));
  return { batches, release, handle, started };
}

describe('batcher', () => {
  it('hands calls made together to one batch and gives each caller its own result', async () => {
    const batches: number[][] = [];
    const batcher = createBatcher(async (items: number[]) => (batches.push(items), items.map((n) => n * 10)), { maxBatch: 10, maxInFlight: 1 });
    expect(await Promise.all([1, 2, 3].map((n) => batcher.add(n)))).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('keeps at most maxInFlight batches going, each at most maxBatch long; calls made meanwhile wait for the next', async () => {
    const held = heldHandler();
    const batcher = createBatcher(held.handle, { maxBatch: 2, maxInFlight: 2 });
    const results = [1, 2, 3, 4, 5, 6].map((n) => batcher.add(n));
    await held.started(2);
    // Batches start together in one go, so a third would be here already.
    expect(held.batches).toEqual([
      [1, 2],
      [3, 4],
    ]);
    held.release.shift()!();
    await held.started(3);
    expect(held.batches).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
    ]);
    while (held.release.length) held.release.shift()!();
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
