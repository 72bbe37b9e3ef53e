import type { SpokenClip } from './quiz-machine';

const RETRY_DELAY_MS = 100;

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  const scope = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

const clipKey = (clip: SpokenClip) => `${clip.kind}/${clip.table}x${clip.multiplier}`;

/**
 * Plays spoken clips through one Web Audio context. Phones only let a page start audio inside a
 * tap, so unlock() must run in one (Start, or a table cell); after that every clip may play.
 * Failures are logged, and told to `onPlayed`, so the quiz can say in words why it is silent.
 */
export class SpeechPlayer {
  constructor(private readonly onPlayed: (ok: boolean) => void = () => {}) {}

  private context: AudioContext | null = null;
  private current: AudioBufferSourceNode | null = null;
  private readonly buffers = new Map<string, Promise<AudioBuffer>>();

  unlock(): void {
    const Context = audioContextClass();
    if (!Context) return;
    this.context ??= new Context();
    void this.context.resume().catch(() => {});
    // Older iOS unlocks only once a sound has started within the tap: a silent one-sample buffer will do.
    const silence = this.context.createBufferSource();
    silence.buffer = this.context.createBuffer(1, 1, 22050);
    silence.connect(this.context.destination);
    silence.start(0);
  }

  /** Fetches and decodes a clip ahead of time, so it starts the moment it is asked for. */
  preload(clip: SpokenClip): void {
    this.buffer(clip).catch(() => {});
  }

  /** Resolves when the clip has finished (or failed); a new clip cuts off the one playing. */
  async play(clip: SpokenClip): Promise<void> {
    try {
      await this.playOnce(clip);
      this.onPlayed(true);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      await this.playOnce(clip).then(
        () => this.onPlayed(true),
        (error: unknown) => {
          console.warn('speech could not be played', clipKey(clip), error);
          this.onPlayed(false);
        },
      );
    }
  }

  close(): void {
    void this.context?.close().catch(() => {});
    this.context = null;
  }

  private async playOnce(clip: SpokenClip): Promise<void> {
    const context = this.context;
    if (!context) throw new Error('audio is still locked');
    const buffer = await this.buffer(clip);
    this.current?.stop();
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    this.current = source;
    await new Promise<void>((resolve) => {
      source.onended = () => resolve();
      source.start();
    });
    if (this.current === source) this.current = null;
  }

  private buffer(clip: SpokenClip): Promise<AudioBuffer> {
    const key = clipKey(clip);
    let pending = this.buffers.get(key);
    if (!pending) {
      pending = this.fetchAndDecode(clip);
      // A failed fetch is not remembered: the next play asks again.
      pending.catch(() => this.buffers.delete(key));
      this.buffers.set(key, pending);
    }
    return pending;
  }

  private async fetchAndDecode(clip: SpokenClip): Promise<AudioBuffer> {
    const res = await fetch(`/api/tts/${clip.kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
      body: JSON.stringify({ table: clip.table, multiplier: clip.multiplier }),
    });
    if (!res.ok) throw new Error(`speech request answered ${res.status}`);
    const bytes = await res.arrayBuffer();
    if (bytes.byteLength === 0) throw new Error('speech request answered no audio');
    const context = this.context ?? new OfflineAudioContext(1, 1, 22050);
    return context.decodeAudioData(bytes);
  }
}
