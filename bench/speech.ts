// Speech latency: a cached clip over HTTP (p50/p99), a cold synthesis, and how long the whole phrase set takes.
import { openDatabase } from '@/server/db/database';
import { speechClips } from '@/server/db/schema';
import { startServer, type ServerProcess } from '../tests/support/resilience/server-process';
import { pgliteCopy } from '../tests/support/resilience/storage';
import { ClipCache } from '@/server/services/speech/clip-cache';
import { EspeakSpeechProvider } from '@/server/services/speech/espeak-speech-provider';
import { createMemoryClipStore } from '../tests/support/memory-clip-store';
import { readMp3Info } from '@/server/services/speech/mp3-frames';
import { allPhrases, type Phrase } from '@/server/services/speech/phrases';
import { prerenderPhrases } from '@/server/services/speech/prerender';
import { isMain, runAlone, type BenchScript } from './lib/cli';
import type { BenchContext } from './lib/context';
import { kib, ms, section, type Section } from './lib/section';
import { speechPrerendered } from './lib/speech';

const CACHED_REQUESTS = 1000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** The embedded voice on its own: a new worker's first clip, one phrase at a time, and the whole set. */
async function synthesis(): Promise<Section> {
  const s = section('Speech synthesis: espeak-ng (WebAssembly, worker thread) → MP3 32 kbps mono', ['measure', 'time (ms)', 'detail']);
  const phrases = allPhrases();
  const provider = new EspeakSpeechProvider();
  try {
    const first = await timed(() => provider.synthesize(phrases[0]!.text));
    s.rows.push(['cold start: new worker, first clip', ms(first.ms), 'starts the thread, loads 24 MB of voice data, speaks one phrase']);

    const each: number[] = [];
    const durations: number[] = [];
    const sizes: number[] = [];
    for (const phrase of phrases) {
      const { value, ms: took } = await timed(() => provider.synthesize(phrase.text));
      each.push(took);
      sizes.push(value.mp3.length);
      const seconds = readMp3Info(value.mp3)?.durationSeconds ?? 0;
      durations.push(seconds);
      if (seconds < 0.7 || seconds > 3) s.failures.push(`${phrase.key} ("${phrase.text}") lasts ${seconds.toFixed(2)} s`);
    }
    s.rows.push(['cold synthesis of one phrase, warm worker: p50', ms(percentile(each, 50)), 'text → PCM → MP3 → back to the main thread']);
    s.rows.push(['cold synthesis of one phrase, warm worker: p99', ms(percentile(each, 99)), '']);

    const cache = new ClipCache(provider, createMemoryClipStore());
    const whole = await prerenderPhrases(cache, phrases);
    s.rows.push([
      `whole phrase set (${phrases.length} clips, 2 at a time)`,
      String(whole.ms),
      `${whole.bySource.synthesized} synthesised, ${whole.failed} failed`,
    ]);
    s.notes.push(
      `Clips last ${Math.min(...durations).toFixed(2)}–${Math.max(...durations).toFixed(2)} s and weigh ` +
        `${kib(Math.min(...sizes))}–${kib(Math.max(...sizes))} KiB (mean ${kib(sizes.reduce((a, b) => a + b, 0) / sizes.length)} KiB).`,
    );
    if (whole.failed) s.failures.push(`${whole.failed} phrases failed: ${whole.firstError}`);
  } finally {
    await provider.close();
  }
  return s;
}

const post = (server: ServerProcess, phrase: Phrase) =>
  fetch(`${server.url}/api/tts/${phrase.kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ table: phrase.table, multiplier: phrase.multiplier }),
  });

/** The server's start-up pre-render, as it logged it. */
function prerenderLog(server: ServerProcess): string {
  const line = server
    .log()
    .split('\n')
    .find((l) => l.includes('speech clips ready'));
  if (!line) return 'no pre-render line in the log';
  const { ms: took, bySource } = JSON.parse(line) as { ms: number; bySource: Record<string, number> };
  return `${took} ms (${Object.entries(bySource)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')})`;
}

/** The real server process over HTTP on PGlite: a cold request on an empty clip table, then cached requests. */
async function overHttp(ctx: BenchContext): Promise<Section> {
  const s = section('Speech over HTTP: the production server on PGlite', ['measure', 'time (ms)', 'detail']);
  const owned = pgliteCopy(await ctx.pgliteTemplate());
  try {
    // Empty the copied clip table, so this server has to speak for itself.
    const database = await openDatabase({ dataDir: owned.storage.kind === 'pglite' ? owned.storage.dataDir : '' });
    await database.db.delete(speechClips);
    await database.close();

    const phrases = allPhrases();
    const server = await startServer({ storage: owned.storage, ...(await ctx.apiServerBuild()) });
    try {
      const cold = await timed(async () => (await post(server, phrases[phrases.length - 1]!)).arrayBuffer());
      s.rows.push(['cold request right after start-up', ms(cold.ms), 'no clip anywhere: starts the voice worker and synthesises']);
      if (!(await speechPrerendered(server))) s.failures.push('the start-up pre-render did not finish');
      s.rows.push(['start-up pre-render of the whole phrase set', '', prerenderLog(server)]);

      const latencies: number[] = [];
      for (let i = 0; i < CACHED_REQUESTS; i++) {
        const phrase = phrases[i % phrases.length]!;
        const { value: res, ms: took } = await timed(async () => {
          const r = await post(server, phrase);
          await r.arrayBuffer();
          return r;
        });
        if (res.status !== 200) s.failures.push(`${phrase.key} answered ${res.status}`);
        latencies.push(took);
      }
      s.rows.push([
        'cached clip (memory), one request at a time: p50',
        ms(percentile(latencies, 50)),
        `${CACHED_REQUESTS} requests over all ${phrases.length} phrases`,
      ]);
      s.rows.push([
        'cached clip (memory), one request at a time: p99',
        ms(percentile(latencies, 99)),
        'includes validation, rate limiting, headers and the loopback round trip',
      ]);
    } finally {
      await server.stop();
    }

    const restarted = await startServer({ storage: owned.storage, ...(await ctx.apiServerBuild()) });
    try {
      await speechPrerendered(restarted);
      s.rows.push(['restart with every clip in the database', '', prerenderLog(restarted)]);
    } finally {
      await restarted.stop();
    }
  } finally {
    await owned.remove();
  }
  s.notes.push('Load under many connections is in the API load bench (POST /api/tts/question, cached clip).');
  return s;
}

export const speechBench: BenchScript = async (ctx) => [await synthesis(), await overHttp(ctx)];

if (isMain(import.meta.url)) await runAlone(speechBench);
