import zlib from 'node:zlib';
import type { Pcm } from '@/server/services/speech/espeak-engine';

/** Share of 20 ms windows louder than a whisper: near 0 for silence, well above half for a spoken phrase. */
export function voicedShare(pcm: Pcm, rmsThreshold = 500): number {
  const window = Math.round(pcm.sampleRate * 0.02);
  let windows = 0;
  let voiced = 0;
  for (let start = 0; start + window <= pcm.samples.length; start += window) {
    let sum = 0;
    for (let i = start; i < start + window; i++) sum += pcm.samples[i]! ** 2;
    windows++;
    if (Math.sqrt(sum / window) > rmsThreshold) voiced++;
  }
  return windows === 0 ? 0 : voiced / windows;
}

/**
 * How little an MP3 compresses: frames of silence repeat and deflate to a few percent, while frames
 * carrying speech are dense and barely shrink. Tells real audio from empty audio without a decoder.
 */
export function mp3Density(mp3: Uint8Array): number {
  return mp3.length === 0 ? 0 : zlib.deflateSync(mp3).length / mp3.length;
}
