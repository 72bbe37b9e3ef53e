import { describe, expect, it } from 'vitest';
import { EspeakSpeechProvider } from './espeak-speech-provider';
import { readMp3Info } from './mp3-frames';
import { phraseFor } from './phrases';
import { SpeechUnavailableError } from './speech-provider';

const questions = (count: number) => Array.from({ length: count }, (_, i) => phraseFor('question', 2 + (i % 8), 1 + Math.floor(i / 8)).text);

describe('espeak-ng speech provider: its queue', () => {
  it('gives each phrase its own deadline from when the worker starts on it, so a queue longer than one deadline all speaks', async () => {
    // About 40 × 20–100 ms of speaking, several times the deadline; the first also waits for the voice to load.
    const provider = new EspeakSpeechProvider(undefined, { timeoutMs: 1500 });
    try {
      const clips = await Promise.all(questions(40).map((text) => provider.synthesize(text)));
      for (const { mp3 } of clips) expect(readMp3Info(mp3)!.durationSeconds).toBeGreaterThan(0.5);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('fails only the phrase that overruns its deadline; the phrases behind it speak on a fresh worker', async () => {
    const provider = new EspeakSpeechProvider(undefined, { timeoutMs: 1500 });
    try {
      await provider.synthesize('준비'); // the voice is loaded, so only the long phrase is slow
      const endless = '이 곱하기 삼은 육. '.repeat(400);
      const [before, slow, ...after] = await Promise.allSettled([
        provider.synthesize('하나'),
        provider.synthesize(endless),
        ...questions(3).map((t) => provider.synthesize(t)),
      ]);
      expect(before.status).toBe('fulfilled');
      expect(slow.status).toBe('rejected');
      expect((slow as PromiseRejectedResult).reason).toBeInstanceOf(SpeechUnavailableError);
      expect(after.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('refuses at once, with a time to ask again, when its queue is full', async () => {
    const provider = new EspeakSpeechProvider(undefined, { maxWaiting: 2 });
    try {
      // One being spoken and two waiting; the fourth and fifth are refused without waiting for the voice.
      const results = await Promise.allSettled(questions(5).map((text) => provider.synthesize(text)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
      const refused = (results[3] as PromiseRejectedResult).reason as SpeechUnavailableError;
      expect(refused).toBeInstanceOf(SpeechUnavailableError);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    } finally {
      await provider.close();
    }
  }, 60_000);
});
