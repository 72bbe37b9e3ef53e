import { silentLogger, type SpeechLogger, type SpeechProvider, type Synthesis } from './speech-provider';

/**
 * Speaks with the configured voice and, when it fails, with the embedded one. After a failure the
 * configured voice rests for a while, so an outage costs one slow request rather than every request.
 */
export class FallbackSpeechProvider implements SpeechProvider {
  readonly voiceId: string;
  private restingUntil = 0;

  constructor(
    private readonly primary: SpeechProvider,
    private readonly fallback: SpeechProvider,
    private readonly log: SpeechLogger = silentLogger,
    private readonly restMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {
    this.voiceId = primary.voiceId;
  }

  async synthesize(text: string): Promise<Synthesis> {
    if (this.now() >= this.restingUntil) {
      try {
        return await this.primary.synthesize(text);
      } catch (error) {
        this.restingUntil = this.now() + this.restMs;
        this.log.warn(
          { err: error, voice: this.primary.voiceId, fallback: this.fallback.voiceId, restMs: this.restMs },
          'configured voice failed; speaking with the embedded voice',
        );
      }
    }
    return this.fallback.synthesize(text);
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}
