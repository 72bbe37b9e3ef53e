import type { Env } from '@/server/env';
import { ClipCache, type Clip, type ClipStore } from './clip-cache';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { FallbackSpeechProvider } from './fallback-speech-provider';
import { OpenAiSpeechProvider } from './openai-speech-provider';
import { allPhrases, phraseFor, type PhraseKind } from './phrases';
import { prerenderPhrases, type PrerenderSummary } from './prerender';
import { silentLogger, type SpeechLogger, type SpeechProvider } from './speech-provider';

export type SpeechConfig = Pick<Env, 'TTS_BASE_URL' | 'TTS_API_KEY' | 'TTS_MODEL' | 'TTS_VOICE'>;

/** The embedded espeak-ng voice, or the configured cloud voice backed by it. */
export function createSpeechProvider(config: SpeechConfig, log: SpeechLogger = silentLogger): SpeechProvider {
  const embedded = new EspeakSpeechProvider();
  if (!config.TTS_BASE_URL) return embedded;
  const cloud = new OpenAiSpeechProvider({
    baseUrl: config.TTS_BASE_URL,
    apiKey: config.TTS_API_KEY,
    model: config.TTS_MODEL,
    voice: config.TTS_VOICE,
  });
  return new FallbackSpeechProvider(cloud, embedded, log);
}

export interface SpeechService {
  readonly voiceId: string;
  /** Throws RangeError for factors outside the phrase set. */
  clip(kind: PhraseKind, table: number, multiplier: number): Promise<Clip>;
  /** Renders (or loads) every phrase; run once in the background at start-up. */
  prerender(): Promise<PrerenderSummary>;
  close(): Promise<void>;
}

export function createSpeechService(options: { provider: SpeechProvider; store: ClipStore; log?: SpeechLogger }): SpeechService {
  const log = options.log ?? silentLogger;
  const cache = new ClipCache(options.provider, options.store, { log });
  const closing = new AbortController();
  const prerenders = new Set<Promise<PrerenderSummary>>();
  return {
    voiceId: options.provider.voiceId,
    async clip(kind, table, multiplier) {
      return (await cache.get(phraseFor(kind, table, multiplier))).clip;
    },
    async prerender() {
      const run = prerenderPhrases(cache, allPhrases(), { signal: closing.signal });
      prerenders.add(run);
      const summary = await run.finally(() => prerenders.delete(run));
      if (!closing.signal.aborted) log.info({ ...summary, voice: options.provider.voiceId }, 'speech clips ready');
      return summary;
    },
    async close() {
      closing.abort();
      await options.provider.close();
      // Wait for clips being written, so nothing touches the store once close() returns.
      await Promise.allSettled(prerenders);
    },
  };
}
