import { describe, expect, it } from 'vitest';
import { createFamilyWriteQueue, FamilyBusyError } from './family-write-queue';

describe('one writer per family', () => {
  it('writes a family’s saves that arrive together in one batch, one family’s batch at a time, each save with its own outcome', async () => {
    const calls: Array<[string, number[]]> = [];
    let running = 0;
    let mostAtOnce = 0;
    const queue = createFamilyWriteQueue(
      async (family: string, items: number[]) => {
        mostAtOnce = Math.max(mostAtOnce, ++running);
        calls.push([family, items]);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return items.map((n): PromiseSettledResult<number> =>
          n === 13 ? { status: 'rejected', reason: new Error('unlucky') } : { status: 'fulfilled', value: n * 2 },
        );
      },
      { maxBatch: 3, maxWaiting: 100 },
    );
    const a = [1, 2, 13, 4, 5].map((n) => queue.add('a', n).catch((e: Error) => e.message));
    const b = queue.add('b', 7);
    expect(await Promise.all(a)).toEqual([2, 4, 'unlucky', 8, 10]);
    expect(await b).toBe(14);
    expect(calls).toEqual([
      ['a', [1, 2, 13]],
      ['b', [7]],
      ['a', [4, 5]],
    ]);
    // Two families write side by side; one family never does.
    expect(mostAtOnce).toBe(2);
    expect(queue.families).toBe(0);
  });

  it('refuses a save past the family’s waiting room, and fails a whole batch whose write fails', async () => {
    const queue = createFamilyWriteQueue(
      async (_family: string, items: number[]): Promise<Array<PromiseSettledResult<number>>> => {
        if (items.includes(0)) throw new Error('database gone');
        return items.map((n) => ({ status: 'fulfilled', value: n }));
      },
      { maxBatch: 10, maxWaiting: 2 },
    );
    const sent = [1, 2, 3, 4].map((n) => queue.add('a', n).catch((e: Error) => e));
    const outcomes = await Promise.all(sent);
    // Sent in one turn, two wait for the write; the others find the room full.
    expect(outcomes.slice(0, 2)).toEqual([1, 2]);
    expect(outcomes[2]).toBeInstanceOf(FamilyBusyError);
    expect(outcomes[3]).toBeInstanceOf(FamilyBusyError);
    await expect(queue.add('a', 0)).rejects.toThrow('database gone');
  });
});
