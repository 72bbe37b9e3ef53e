import type { ClipCache, ClipSource, Sayable } from './clip-cache';

export interface PrerenderSummary {
  total: number;
  bySource: Record<ClipSource, number>;
  failed: number;
  firstError?: string;
  ms: number;
}

/**
 * Makes sure every phrase is in the cache, a few at a time. Clips already in the shared store are only
 * read, so a second instance (or a restart) synthesises nothing. One failed phrase never stops the rest;
 * the signal stops it all (the server is closing).
 */
export async function prerenderPhrases(
  cache: ClipCache,
  phrases: readonly Sayable[],
  { concurrency = 2, signal }: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<PrerenderSummary> {
  const started = performance.now();
  const bySource: Record<ClipSource, number> = { memory: 0, store: 0, synthesized: 0 };
  let failed = 0;
  let firstError: string | undefined;
  let next = 0;
  const runner = async () => {
    while (next < phrases.length && !signal?.aborted) {
      const phrase = phrases[next++]!;
      try {
        bySource[(await cache.get(phrase)).source]++;
      } catch (error) {
        if (signal?.aborted) return;
        failed++;
        firstError ??= `${phrase.key}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, runner));
  return { total: phrases.length, bySource, failed, firstError, ms: Math.round(performance.now() - started) };
}
