import { afterAll, describe, expect, it } from 'vitest';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { readMp3Info } from './mp3-frames';
import { phraseFor } from './phrases';

const provider = new EspeakSpeechProvider();
afterAll(() => provider.close());

async function spoken(text: string) {
  const { mp3, voiceId } = await provider.synthesize(text);
  return { mp3, voiceId, info: readMp3Info(mp3) };
}

describe('espeak-ng speech provider: the worker under load, closed and idle', () => {
  it('answers many requests at once, each with its own audio', async () => {
    const texts = [2, 3, 4, 5, 6, 7].map((m) => phraseFor('multiplication', 7, m).text);
    const clips = await Promise.all(texts.map((t) => spoken(t)));
    expect(new Set(clips.map((c) => c.mp3.toString('base64'))).size).toBe(texts.length);
    for (const clip of clips) expect(clip.info!.durationSeconds).toBeGreaterThan(1);
  });

  it('starts a fresh worker after being closed', async () => {
    await provider.close();
    const { info } = await spoken(phraseFor('question', 5, 5).text);
    expect(info!.durationSeconds).toBeGreaterThan(0.7);
  });

  it('stops its worker when idle, and starts it again for the next phrase', async () => {
    const quick = new EspeakSpeechProvider(undefined, { idleMs: 300 });
    try {
      await quick.synthesize(phraseFor('question', 2, 3).text);
      expect(quick.running).toBe(true);
      await expect.poll(() => quick.running, { timeout: 3000, interval: 50 }).toBe(false);
      const again = await quick.synthesize(phraseFor('question', 3, 4).text);
      expect(readMp3Info(again.mp3)!.durationSeconds).toBeGreaterThan(0.7);
    } finally {
      await quick.close();
    }
  });
});
