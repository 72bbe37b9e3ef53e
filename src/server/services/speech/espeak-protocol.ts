/** Messages between EspeakSpeechProvider and its worker thread. */
export interface SynthesisRequest {
  id: number;
  text: string;
}

export type SynthesisReply = { id: number; mp3: Uint8Array } | { id: number; error: string };
