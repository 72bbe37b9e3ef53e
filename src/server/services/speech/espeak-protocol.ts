/** Messages between EspeakSpeechProvider and its worker thread. */
export interface SynthesisRequest {
  id: number;
  text: string;
}

export type SynthesisReply = { id: number; mp3: Uint8Array } | { id: number; error: string };

/** Sent once, when the worker has loaded its voice and encoder (or failed to: its first reply says why). */
export interface WorkerReady {
  ready: true;
}
