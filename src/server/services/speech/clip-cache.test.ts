import { describe, expect, it } from 'vitest';
import { ClipCache, type ClipStore } from './clip-cache';
import { createMemoryClipStore } from '../../../../tests/support/memory-clip-store';
import { phraseFor } from './phrases';
import type { SpeechProvider, Synthesis } from './speech-provider';

function countingVoice(voiceId = 'voice-a') {
  const spoken: string[] = [];
  let answerAs = voiceId;
  let failing = false;
  const provider: SpeechProvider = {
    voiceId,
    async synthesize(text): Promise<Synthesis> {
      spoken.push(text);
      // Answers on a later turn of the event loop, as a real voice does.
      await new Promise(setImmediate);
      if (failing) throw new Error('voice down');
      return { mp3: Buffer.from(`${answerAs}|${text}`), voiceId: answerAs };
    },
    async close() {},
  };
  return {
    provider,
    spoken,
    answerAs: (id: string) => (answerAs = id),
    fail: (on: boolean) => (failing = on),
  };
}

const question = phraseFor('question', 2, 3);

describe('speech clip cache', () => {
  it('synthesises a phrase once, stores it, then serves it from memory', async () => {
    const voice = countingVoice();
    const store = createMemoryClipStore();
    const cache = new ClipCache(voice.provider, store);
    expect((await cache.get(question)).source).toBe('synthesized');
    const again = await cache.get(question);
    expect(again.source).toBe('memory');
    expect(again.clip.mp3.toString()).toBe('voice-a|이 곱하기 삼은?');
    expect(voice.spoken).toEqual(['이 곱하기 삼은?']);
    expect([...store.clips.keys()]).toEqual(['voice-a/question/2x3']);
  });

  it('makes concurrent requests for one phrase share a single synthesis', async () => {
    const voice = countingVoice();
    const cache = new ClipCache(voice.provider, createMemoryClipStore());
    const results = await Promise.all([cache.get(question), cache.get(question), cache.get(question)]);
    expect(voice.spoken).toHaveLength(1);
    expect(new Set(results.map((r) => r.clip.etag)).size).toBe(1);
  });

  it('reads what another instance already stored instead of synthesising', async () => {
    const store = createMemoryClipStore();
    await new ClipCache(countingVoice().provider, store).get(question);
    const second = countingVoice();
    const result = await new ClipCache(second.provider, store).get(question);
    expect(result.source).toBe('store');
    expect(second.spoken).toEqual([]);
  });

  it('keys clips by voice, so a different voice renders its own', async () => {
    const store = createMemoryClipStore();
    await new ClipCache(countingVoice('voice-a').provider, store).get(question);
    const other = countingVoice('voice-b');
    expect((await new ClipCache(other.provider, store).get(question)).source).toBe('synthesized');
    expect(store.clips.has('voice-b/question/2x3')).toBe(true);
  });

  it('gives equal bytes equal ETags and different bytes different ones', async () => {
    const cache = new ClipCache(countingVoice().provider, createMemoryClipStore());
    const a = (await cache.get(question)).clip.etag;
    const b = (await cache.get(phraseFor('question', 2, 4))).clip.etag;
    expect(a).toMatch(/^"[\w-]+"$/);
    expect(a).not.toBe(b);
    expect((await cache.get(question)).clip.etag).toBe(a);
  });

  it('never stores a clip the fallback voice spoke, and retries the configured voice later', async () => {
    let clock = 0;
    const voice = countingVoice('cloud');
    voice.answerAs('embedded');
    const store = createMemoryClipStore();
    const put = store.put.bind(store);
    const stored = new Promise<void>((resolve) => {
      store.put = async (key, mp3) => {
        await put(key, mp3);
        resolve();
      };
    });
    const cache = new ClipCache(voice.provider, store, { provisionalMs: 1000, now: () => clock });
    expect((await cache.get(question)).clip.voiceId).toBe('embedded');
    expect(store.clips.size).toBe(0);

    clock = 999;
    expect((await cache.get(question)).source).toBe('memory');
    expect(voice.spoken).toHaveLength(1);

    voice.answerAs('cloud');
    clock = 1000;
    // Still answered at once from memory; the retry runs behind it.
    expect((await cache.get(question)).clip.voiceId).toBe('embedded');
    await stored;
    expect((await cache.get(question)).clip.voiceId).toBe('cloud');
    expect(store.clips.has('cloud/question/2x3')).toBe(true);
  });

  it('still speaks when the store cannot be read or written', async () => {
    const broken: ClipStore = {
      get: () => Promise.reject(new Error('db down')),
      put: () => Promise.reject(new Error('db down')),
    };
    const warnings: string[] = [];
    const cache = new ClipCache(countingVoice().provider, broken, { log: { info() {}, warn: (_d, m) => warnings.push(m) } });
    expect((await cache.get(question)).clip.mp3.length).toBeGreaterThan(0);
    expect((await cache.get(question)).source).toBe('memory');
    expect(warnings).toHaveLength(2);
  });

  it('lets a failed synthesis fail the request and be retried by the next one', async () => {
    const voice = countingVoice();
    const cache = new ClipCache(voice.provider, createMemoryClipStore());
    voice.fail(true);
    await expect(cache.get(question)).rejects.toThrow('voice down');
    voice.fail(false);
    expect((await cache.get(question)).source).toBe('synthesized');
  });
});
