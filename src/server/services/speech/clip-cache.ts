import { createHash } from 'node:crypto';
import { createBoundedLru, stringBytes } from '../memory/bounded-lru';
import type { Phrase } from './phrases';

/** What the cache needs of a phrase: its stable name and the words to say. */
export type Sayable = Pick<Phrase, 'key' | 'text'>;
import { silentLogger, type SpeechLogger, type SpeechProvider } from './speech-provider';

/** Durable clip storage shared by every app instance (the speech_clips table). */
export interface ClipStore {
  get(key: string): Promise<Buffer | null>;
  put(key: string, mp3: Buffer): Promise<void>;
}

export interface Clip {
  mp3: Buffer;
  /** Strong validator for HTTP caching, derived from the bytes. */
  etag: string;
  voiceId: string;
}

export type ClipSource = 'memory' | 'store' | 'synthesized';

interface Entry {
  clip: Clip;
  /** Set when a fallback voice spoke: kept only until the configured voice is tried again. */
  provisionalUntil?: number;
}

// Each voice's cache (quiz phrases; story parts in English; in Korean) holds at most this. All 153 phrases
// and 512 story parts are about 12 MB of MP3 at 32 kbps together, so in use every clip stays in memory.
const MEMORY_BOUNDS = { maxEntries: 2000, maxBytes: 16 * 1024 * 1024 };

export interface ClipCacheOptions {
  log?: SpeechLogger;
  /** How long a clip spoken by the fallback voice is served before the configured voice is retried. */
  provisionalMs?: number;
  now?: () => number;
}

/**
 * Memory, then the shared store, then the voice. Each phrase is synthesised at most once at a time, and
 * only clips spoken by the configured voice are stored, so a passing outage never pins the fallback voice.
 */
export class ClipCache {
  // Least recently used out first; a clip no longer in memory is read again from the store.
  private readonly memory = createBoundedLru<Entry>({
    ...MEMORY_BOUNDS,
    bytesOf: (key, { clip }) => stringBytes(key) + clip.mp3.length + stringBytes(clip.etag),
  });
  private readonly loading = new Map<string, Promise<{ clip: Clip; source: ClipSource }>>();
  private readonly log: SpeechLogger;
  private readonly provisionalMs: number;
  private readonly now: () => number;

  constructor(
    private readonly provider: SpeechProvider,
    private readonly store: ClipStore,
    options: ClipCacheOptions = {},
  ) {
    this.log = options.log ?? silentLogger;
    this.provisionalMs = options.provisionalMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The store key: the voice is part of it, so changing voice or settings renders afresh. */
  keyOf(phrase: Sayable): string {
    return `${this.provider.voiceId}/${phrase.key}`;
  }

  async get(phrase: Sayable): Promise<{ clip: Clip; source: ClipSource }> {
    const key = this.keyOf(phrase);
    const entry = this.memory.get(key);
    if (!entry) return this.load(phrase, key);
    if (entry.provisionalUntil !== undefined && this.now() >= entry.provisionalUntil) {
      // Serve what we have now; try the configured voice again in the background.
      this.load(phrase, key).catch((error: unknown) => this.log.warn({ err: error, key }, 'speech clip refresh failed'));
    }
    return { clip: entry.clip, source: 'memory' };
  }

  private load(phrase: Sayable, key: string): Promise<{ clip: Clip; source: ClipSource }> {
    let pending = this.loading.get(key);
    if (!pending) {
      pending = this.fetchOrSynthesize(phrase, key).finally(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async fetchOrSynthesize(phrase: Sayable, key: string): Promise<{ clip: Clip; source: ClipSource }> {
    const stored = await this.store.get(key).catch((error: unknown) => {
      this.log.warn({ err: error, key }, 'speech clip store read failed; synthesising instead');
      return null;
    });
    if (stored && stored.length > 0) {
      const clip = makeClip(stored, this.provider.voiceId);
      this.memory.set(key, { clip });
      return { clip, source: 'store' };
    }

    const { mp3, voiceId } = await this.provider.synthesize(phrase.text);
    const clip = makeClip(mp3, voiceId);
    if (voiceId === this.provider.voiceId) {
      this.memory.set(key, { clip });
      await this.store.put(key, mp3).catch((error: unknown) => {
        this.log.warn({ err: error, key }, 'speech clip store write failed; serving from memory');
      });
    } else {
      this.memory.set(key, { clip, provisionalUntil: this.now() + this.provisionalMs });
    }
    return { clip, source: 'synthesized' };
  }
}

function makeClip(mp3: Buffer, voiceId: string): Clip {
  const digest = createHash('sha256').update(mp3).digest('base64url').slice(0, 22);
  return { mp3, etag: `"${digest}"`, voiceId };
}
