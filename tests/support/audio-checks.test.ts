import { beforeAll, describe, expect, it } from 'vitest';
import { createMp3Encoder, encodeMp3, type Mp3Encoder } from '@/server/services/speech/mp3-encode';
import { mp3Density } from './audio-checks';

// The speech tests lean on this check to tell real audio from empty audio, so it must itself tell them apart.
let encoder: Mp3Encoder;
beforeAll(async () => {
  encoder = await createMp3Encoder();
});

const tone = (seconds: number, sampleRate = 22050) =>
  Int16Array.from({ length: Math.round(seconds * sampleRate) }, (_, i) => Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)));

describe('the audio check the speech tests use', () => {
  it('tells an MP3 of sound from an MP3 of silence by how well it compresses', () => {
    const sound = encodeMp3(encoder, { samples: tone(1), sampleRate: 22050 });
    const silence = encodeMp3(encoder, { samples: new Int16Array(22050), sampleRate: 22050 });
    expect(mp3Density(silence)).toBeLessThan(0.2);
    expect(mp3Density(sound)).toBeGreaterThan(mp3Density(silence) * 3);
  });
});
