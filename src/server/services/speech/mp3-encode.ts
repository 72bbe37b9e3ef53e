import { createMp3Encoder } from 'wasm-media-encoders';
import type { Pcm } from './espeak-engine';
import { withInfoFrame } from './mp3-frames';

export type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;

/** 32 kbps mono: clear enough for one voice, about 4 KB per second of speech. */
const MP3_BITRATE_KBPS = 32;

export { createMp3Encoder };

/** Encodes a whole clip, its length told in front; the encoder is reset first, so one encoder serves clip after clip. */
export function encodeMp3(encoder: Mp3Encoder, pcm: Pcm): Buffer {
  encoder.configure({ channels: 1, sampleRate: pcm.sampleRate, bitrate: MP3_BITRATE_KBPS });
  const floats = new Float32Array(pcm.samples.length);
  for (let i = 0; i < floats.length; i++) floats[i] = pcm.samples[i]! / 32768;
  // encode() and finalize() return views into the encoder's memory: copy each before the next call.
  const body = Buffer.from(encoder.encode([floats]));
  const tail = Buffer.from(encoder.finalize());
  return withInfoFrame(Buffer.concat([body, tail]));
}
