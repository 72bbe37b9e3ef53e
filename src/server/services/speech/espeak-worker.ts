import { parentPort, workerData } from 'node:worker_threads';
import { createEspeakEngine, type EspeakVoiceSettings } from './espeak-engine';
import type { SynthesisReply, SynthesisRequest, WorkerReady } from './espeak-protocol';
import { createMp3Encoder, encodeMp3 } from './mp3-encode';

// Runs in a worker thread: espeak-ng's synthesis is synchronous WebAssembly and would otherwise block
// the server's event loop while it speaks.
const port = parentPort;
if (!port) throw new Error('espeak-worker must run in a worker thread');

const ready = Promise.all([createEspeakEngine(workerData as EspeakVoiceSettings), createMp3Encoder()]);
// A phrase's deadline starts when the voice is loaded, not while a busy machine loads it.
void ready.then(
  () => port.postMessage({ ready: true } satisfies WorkerReady),
  () => port.postMessage({ ready: true } satisfies WorkerReady),
);

/** Never rejects: a failure goes back to the server as the reply's error. */
const answer = async ({ id, text }: SynthesisRequest): Promise<void> => {
  let reply: SynthesisReply;
  try {
    const [engine, encoder] = await ready;
    const mp3 = encodeMp3(encoder, engine.synthesizePcm(text));
    reply = { id, mp3: new Uint8Array(mp3.buffer, mp3.byteOffset, mp3.byteLength) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
};

port.on('message', (request: SynthesisRequest) => void answer(request));
