/** Spoken audio for a phrase, and which voice actually spoke it (a fallback may have answered). */
export interface Synthesis {
  mp3: Buffer;
  voiceId: string;
}

export interface SpeechProvider {
  /** Names the voice and its settings; part of every clip's cache key, so a new voice never serves old clips. */
  readonly voiceId: string;
  synthesize(text: string): Promise<Synthesis>;
  close(): Promise<void>;
}

/** pino-compatible, so Fastify's logger can be passed straight in. */
export interface SpeechLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export const silentLogger: SpeechLogger = { info() {}, warn() {} };

/**
 * The voice cannot speak this now (its queue is full, or the phrase overran its deadline); asked again later it
 * may. The API answers it with 503 and Retry-After.
 */
export class SpeechUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'SpeechUnavailableError';
  }
}
