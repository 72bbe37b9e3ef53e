import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { KOREAN_VOICE, type EspeakVoiceSettings } from './espeak-engine';
import type { SynthesisReply, SynthesisRequest } from './espeak-protocol';
import type { SpeechProvider, Synthesis } from './speech-provider';
import { startModuleWorker } from './worker-entry';

// The worker is a sibling module with this file's own extension: .ts from source, .js if compiled.
const workerUrl = new URL(`./espeak-worker${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);

interface Pending {
  resolve(mp3: Buffer): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The embedded voice: espeak-ng (WebAssembly) in one worker thread, started on first use and again
 * after a crash, and stopped after `idleMs` without work: it holds ~200 MB, and once the clips are stored
 * it is rarely needed. Runs server-side only: espeak-ng is GPL-3.0 and is never shipped to browsers.
 */
export class EspeakSpeechProvider implements SpeechProvider {
  readonly voiceId: string;
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly settings: EspeakVoiceSettings = KOREAN_VOICE,
    // Generous: the first request also waits for the worker to load 24 MB of voice data.
    private readonly timeoutMs = 20_000,
    private readonly idleMs = 60_000,
  ) {
    this.voiceId = `espeak-ng:${settings.voice}:r${settings.rate}:p${settings.pitch}:mp3-32k`;
  }

  async synthesize(text: string): Promise<Synthesis> {
    clearTimeout(this.idleTimer);
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const mp3 = await new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => void this.restart(new Error(`espeak-ng took longer than ${this.timeoutMs} ms`)), this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.ref();
      worker.postMessage({ id, text } satisfies SynthesisRequest);
    });
    return { mp3, voiceId: this.voiceId };
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    await this.restart(new Error('speech provider closed'));
  }

  /** Whether a worker is running now (for tests of the idle stop). */
  get running(): boolean {
    return this.worker !== null;
  }

  /** Drops the worker (a stuck one too) and fails what it owed; the next request starts a fresh one. */
  private async restart(reason: Error): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll(reason);
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startModuleWorker(workerUrl, { workerData: this.settings });
    worker.on('message', (reply: SynthesisReply) => {
      this.settle(reply.id, 'error' in reply ? new Error(reply.error) : Buffer.from(reply.mp3));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`espeak-ng worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(id: number, outcome: Buffer | Error): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.pending.delete(id);
    clearTimeout(entry.timer);
    if (outcome instanceof Error) entry.reject(outcome);
    else entry.resolve(outcome);
    if (this.pending.size > 0) return;
    // An idle worker must not keep the process alive (scripts, tests that forget close()).
    this.worker?.unref();
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.pending.size === 0) void this.restart(new Error('idle'));
    }, this.idleMs).unref();
  }

  private failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.settle(id, error);
  }
}
