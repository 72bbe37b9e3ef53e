/**
 * Gathers calls made while earlier ones are being handled and hands them to `handle` together, up to
 * `maxBatch` at a time and `maxInFlight` batches at once. Each caller gets its own result, or the batch's
 * error. Alone, a call waits one turn of the event loop; under load, many share one database round trip.
 */
export function createBatcher<T, R>(handle: (items: T[]) => Promise<R[]>, { maxBatch, maxInFlight }: { maxBatch: number; maxInFlight: number }) {
  const waiting: Array<{ item: T; resolve(result: R): void; reject(error: unknown): void }> = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || waiting.length === 0 || inFlight >= maxInFlight) return;
    scheduled = true;
    // setImmediate, not a microtask: requests already read from their sockets join this batch.
    setImmediate(start);
  };

  const start = () => {
    scheduled = false;
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight++;
      handle(batch.map((call) => call.item))
        .then(
          (results) => batch.forEach((call, i) => call.resolve(results[i]!)),
          (error: unknown) => batch.forEach((call) => call.reject(error)),
        )
        .finally(() => {
          inFlight--;
          schedule();
        });
    }
  };

  return {
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        schedule();
      });
    },
  };
}
