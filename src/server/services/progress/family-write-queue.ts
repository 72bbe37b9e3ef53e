/** A family already has this many saves waiting in this process: one more is refused until they are written. */
export class FamilyBusyError extends Error {
  constructor() {
    super('This family code is saving a lot at once. Please try again in a moment.');
  }
}

interface Waiting<T, R> {
  item: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * One writer per family in this process. A family's saves that arrive while one of its writes runs wait
 * here, holding no database connection, and go together in the next write (up to `maxBatch`): a burst of
 * saves to one family takes one connection at a time, never the pool, and one transaction per batch, not one
 * per save. Past `maxWaiting` a save is refused with FamilyBusyError. Each save gets its own outcome.
 */
export function createFamilyWriteQueue<T, R>(
  write: (familyKey: string, items: T[]) => Promise<Array<PromiseSettledResult<R>>>,
  { maxBatch, maxWaiting }: { maxBatch: number; maxWaiting: number },
) {
  const families = new Map<string, Array<Waiting<T, R>>>();

  const drain = async (familyKey: string, waiting: Array<Waiting<T, R>>) => {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      try {
        const outcomes = await write(
          familyKey,
          batch.map((w) => w.item),
        );
        batch.forEach((w, i) => {
          const outcome = outcomes[i]!;
          if (outcome.status === 'fulfilled') w.resolve(outcome.value);
          else w.reject(outcome.reason);
        });
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    families.delete(familyKey);
  };

  return {
    add(familyKey: string, item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        const waiting = families.get(familyKey);
        if (waiting && waiting.length >= maxWaiting) return reject(new FamilyBusyError());
        if (waiting) return void waiting.push({ item, resolve, reject });
        const started: Array<Waiting<T, R>> = [{ item, resolve, reject }];
        families.set(familyKey, started);
        // Saves read from sockets in this turn of the event loop join the first write.
        setImmediate(() => void drain(familyKey, started));
      });
    },
    /** Families with saves waiting or being written. */
    get families() {
      return families.size;
    },
  };
}
