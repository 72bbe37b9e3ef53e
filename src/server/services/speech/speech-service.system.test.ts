import { afterAll, describe, expect, it } from 'vitest';
import { mp3Density } from '../../../../tests/support/audio-checks';
import { createMemoryClipStore } from '../../../../tests/support/memory-clip-store';
import { readMp3Info } from './mp3-frames';
import { allPhrases } from './phrases';
import { createSpeechProvider, createSpeechService } from './speech-service';

const config = { TTS_BASE_URL: undefined, TTS_API_KEY: undefined, TTS_MODEL: 'm', TTS_VOICE: 'v' };
const store = createMemoryClipStore();
const first = createSpeechService({ provider: createSpeechProvider(config), store });
const second = createSpeechService({ provider: createSpeechProvider(config), store });
afterAll(() => Promise.all([first.close(), second.close()]));

describe('speech service with the embedded voice', () => {
  it('renders the whole phrase set once, every clip real speech of a plausible length', async () => {
    const summary = await first.prerender();
    expect(summary).toMatchObject({ total: allPhrases().length, failed: 0 });
    expect(summary.bySource.synthesized).toBe(allPhrases().length);
    expect(store.clips.size).toBe(allPhrases().length);
    for (const [key, mp3] of store.clips) {
      const seconds = readMp3Info(mp3)?.durationSeconds ?? 0;
      expect(seconds, key).toBeGreaterThan(0.7);
      expect(seconds, key).toBeLessThan(3);
      expect(mp3Density(mp3), key).toBeGreaterThan(0.7);
    }
  }, 120_000);

  it('lets a second instance load every clip from the shared store without synthesising', async () => {
    const summary = await second.prerender();
    expect(summary.bySource).toEqual({ memory: 0, store: allPhrases().length, synthesized: 0 });
  });

  it('serves a question and a table cell as MP3 after start-up', async () => {
    const question = await second.clip('question', 6, 7);
    const cell = await second.clip('multiplication', 6, 7);
    expect(readMp3Info(question.mp3)!.durationSeconds).toBeLessThan(readMp3Info(cell.mp3)!.durationSeconds);
    expect(question.etag).not.toBe(cell.etag);
  });

  it('refuses factors outside the phrase set', async () => {
    await expect(second.clip('question', 2, 10)).rejects.toThrow(RangeError);
    await expect(second.clip('multiplication', 1, 5)).rejects.toThrow(RangeError);
  });

  it('uses the embedded voice unless a cloud voice is configured', () => {
    expect(first.voiceId).toMatch(/^espeak-ng:ko:/);
    const withCloud = createSpeechProvider({ ...config, TTS_BASE_URL: 'https://speech.example.com/v1' });
    expect(withCloud.voiceId).toMatch(/^openai-speech:speech\.example\.com:m:v$/);
    return withCloud.close();
  });
});

describe('closing the speech service', () => {
  it('stops a pre-render in progress and leaves the store alone afterwards', async () => {
    const quietStore = createMemoryClipStore();
    const service = createSpeechService({ provider: createSpeechProvider(config), store: quietStore });
    const run = service.prerender();
    await new Promise((r) => setTimeout(r, 300));
    await service.close();
    const summary = await run;
    const storedAtClose = quietStore.clips.size;
    expect(summary.bySource.synthesized).toBeLessThan(allPhrases().length);
    await new Promise((r) => setTimeout(r, 300));
    expect(quietStore.clips.size).toBe(storedAtClose);
  });
});
