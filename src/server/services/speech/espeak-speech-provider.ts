import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { KOREAN_VOICE, type EspeakVoiceSettings } from './espeak-engine';
import type { SynthesisReply, SynthesisRequest, WorkerReady } from './espeak-protocol';
import { SpeechUnavailableError, type SpeechProvider, type Synthesis } from './speech-provider';
import { startModuleWorker } from './worker-entry';

// The worker is a sibling module with this file's own extension: .ts from source, .js if compiled.
const workerUrl = new URL(`./espeak-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

interface Job {
  id: number;
  text: string;
  resolve(mp3: Buffer): void;
  reject(error: Error): void;
}

export interface EspeakOptions {
  /** How long one phrase may take from the moment the worker, its voice loaded, starts on it. */
  timeoutMs?: number;
  /** How long a new worker may take to load its 24 MB of voice data (longer on a busy machine) before the phrase waiting on it fails. */
  startMs?: number;
  /** The worker stops after this long without work: it holds ~200 MB, and once clips are stored it is rarely needed. */
  idleMs?: number;
  /**
   * Phrases that may wait for the worker; past it a request is refused at once (503 with Retry-After). The
   * clip cache asks once per phrase, and a story voice has 252 parts, so in use the queue never fills.
   */
  maxWaiting?: number;
}

/**
 * The embedded voice: espeak-ng (WebAssembly) in one worker thread, started on first use and again after a
 * crash or a phrase that took too long. The worker speaks one phrase at a time, so each is sent when the one
 * before it is done and its deadline starts then (or, on a new worker, once its voice has loaded): a long
 * queue never expires, a slow start on a busy machine fails nothing, and a phrase that overruns fails alone (its worker is replaced and the queue goes on). Runs server-side only: espeak-ng is GPL-3.0
 * and is never shipped to browsers.
 */
export class EspeakSpeechProvider implements SpeechProvider {
  readonly voiceId: string;
  private worker: Worker | null = null;
  private workerReady = false;
  private readonly waiting: Job[] = [];
  private current: { job: Job; timer: NodeJS.Timeout; started: number } | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;
  // A running mean of how long a phrase takes, for the Retry-After of a refused request.
  private meanMs = 200;
  private readonly timeoutMs: number;
  private readonly startMs: number;
  private readonly idleMs: number;
  private readonly maxWaiting: number;

  constructor(
    private readonly settings: EspeakVoiceSettings = KOREAN_VOICE,
    { timeoutMs = 20_000, startMs = 60_000, idleMs = 60_000, maxWaiting = 512 }: EspeakOptions = {},
  ) {
    this.voiceId = `espeak-ng:${settings.voice}:r${settings.rate}:p${settings.pitch}:mp3-32k-info`;
    this.timeoutMs = timeoutMs;
    this.startMs = startMs;
    this.idleMs = idleMs;
    this.maxWaiting = maxWaiting;
  }

  async synthesize(text: string): Promise<Synthesis> {
    if (this.waiting.length >= this.maxWaiting) {
      const retryAfter = Math.max(1, Math.ceil((this.waiting.length * this.meanMs) / 1000));
      throw new SpeechUnavailableError('The voice has too many phrases waiting; please try again in a moment.', retryAfter);
    }
    clearTimeout(this.idleTimer);
    const mp3 = await new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, text, resolve, reject });
      this.sendNext();
    });
    return { mp3, voiceId: this.voiceId };
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    const reason = new Error('speech provider closed');
    for (const job of this.waiting.splice(0)) job.reject(reason);
    await this.stopWorker(reason);
  }

  /** Whether a worker is running now (for tests of the idle stop). */
  get running(): boolean {
    return this.worker !== null;
  }

  private sendNext(): void {
    if (this.current) return;
    const job = this.waiting.shift();
    if (!job) return this.idleLater();
    const worker = this.ensureWorker();
    this.current = { job, timer: this.workerReady ? this.phraseDeadline() : this.startDeadline(), started: performance.now() };
    worker.ref();
    worker.postMessage({ id: job.id, text: job.text } satisfies SynthesisRequest);
  }

  private phraseDeadline(): NodeJS.Timeout {
    const overran = new SpeechUnavailableError(`The voice took longer than ${this.timeoutMs} ms over one phrase; please try again.`, 5);
    return setTimeout(() => void this.stopWorker(overran), this.timeoutMs);
  }

  private startDeadline(): NodeJS.Timeout {
    const slow = new SpeechUnavailableError(`The voice took longer than ${this.startMs} ms to load; please try again.`, 5);
    return setTimeout(() => void this.stopWorker(slow), this.startMs);
  }

  /** The worker has loaded its voice: the phrase it holds gets its own deadline from now. */
  private onReady(): void {
    this.workerReady = true;
    const current = this.current;
    if (!current) return;
    clearTimeout(current.timer);
    current.timer = this.phraseDeadline();
    current.started = performance.now();
  }

  /** Ends the phrase being spoken with `outcome` and starts the next one. */
  private finishCurrent(outcome: Buffer | Error): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    clearTimeout(current.timer);
    if (outcome instanceof Error) current.job.reject(outcome);
    else {
      this.meanMs = 0.8 * this.meanMs + 0.2 * (performance.now() - current.started);
      current.job.resolve(outcome);
    }
    this.sendNext();
  }

  /** Drops the worker (a stuck one too) and fails only the phrase it was speaking; the queue goes on with a fresh one. */
  private async stopWorker(reason: Error): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.workerReady = false;
    this.finishCurrent(reason);
    await worker?.terminate();
  }

  private idleLater(): void {
    // An idle worker must not keep the process alive (scripts, tests that forget close()).
    this.worker?.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (!this.current && this.waiting.length === 0) void this.stopWorker(new Error('idle'));
    }, this.idleMs).unref();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(workerUrl, { workerData: this.settings });
    worker.on('message', (reply: SynthesisReply | WorkerReady) => {
      if (this.worker !== worker) return;
      if ('ready' in reply) return this.onReady();
      if (reply.id !== this.current?.job.id) return;
      this.finishCurrent('error' in reply ? new Error(reply.error) : Buffer.from(reply.mp3));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.workerReady = false;
      this.finishCurrent(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`espeak-ng worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }
}
