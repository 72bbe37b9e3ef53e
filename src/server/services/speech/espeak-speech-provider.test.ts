import { afterAll, describe, expect, it } from 'vitest';
import { mp3Density } from '../../../../tests/support/audio-checks';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { readMp3Info } from './mp3-frames';
import { phraseFor } from './phrases';

const provider = new EspeakSpeechProvider();
afterAll(() => provider.close());

async function spoken(text: string) {
  const { mp3, voiceId } = await provider.synthesize(text);
  return { mp3, voiceId, info: readMp3Info(mp3) };
}

describe('espeak-ng speech provider (worker thread)', () => {
  it('speaks a quiz question as an MP3 of about a second of real speech', async () => {
    const { mp3, info, voiceId } = await spoken(phraseFor('question', 2, 3).text);
    expect(voiceId).toBe(provider.voiceId);
    expect(info).toMatchObject({ channels: 1 });
    expect(info!.durationSeconds).toBeGreaterThan(0.7);
    expect(info!.durationSeconds).toBeLessThan(3);
    expect(mp3Density(mp3)).toBeGreaterThan(0.7);
  });

  it('speaks a table cell as an MP3 of real speech under three seconds', async () => {
    const { mp3, info } = await spoken(phraseFor('multiplication', 6, 7).text);
    expect(info!.durationSeconds).toBeGreaterThan(1);
    expect(info!.durationSeconds).toBeLessThan(3);
    expect(mp3Density(mp3)).toBeGreaterThan(0.7);
    // 32 kbps: a few kilobytes per clip.
    expect(mp3.length).toBeLessThan(15_000);
  });

  it('fails requests still waiting when it is closed', async () => {
    // The request goes in first, then the close, while it waits.
    await Promise.all([expect(provider.synthesize('이 곱하기 이는?')).rejects.toThrow('closed'), provider.close()]);
  });
});
