import { describe, expect, it } from 'vitest';
import { FallbackSpeechProvider } from './fallback-speech-provider';
import type { SpeechLogger, SpeechProvider } from './speech-provider';

function fakeVoice(voiceId: string, fails: () => boolean) {
  const heard: string[] = [];
  const provider: SpeechProvider & { heard: string[]; closed: boolean } = {
    voiceId,
    heard,
    closed: false,
    async synthesize(text) {
      heard.push(text);
      if (fails()) throw new Error(`${voiceId} is down`);
      return { mp3: Buffer.from(`${voiceId}:${text}`), voiceId };
    },
    async close() {
      provider.closed = true;
    },
  };
  return provider;
}

function recordingLogger() {
  const warnings: string[] = [];
  const log: SpeechLogger = { info() {}, warn: (_details, message) => warnings.push(message) };
  return { log, warnings };
}

describe('fallback speech provider', () => {
  it('speaks with the configured voice while it works', async () => {
    const cloud = fakeVoice('cloud', () => false);
    const embedded = fakeVoice('embedded', () => false);
    const speech = new FallbackSpeechProvider(cloud, embedded);
    expect(speech.voiceId).toBe('cloud');
    expect(await speech.synthesize('이 곱하기 삼은?')).toEqual({ mp3: Buffer.from('cloud:이 곱하기 삼은?'), voiceId: 'cloud' });
    expect(embedded.heard).toEqual([]);
  });

  it('answers with the embedded voice, and says so, when the configured one fails', async () => {
    const { log, warnings } = recordingLogger();
    const speech = new FallbackSpeechProvider(
      fakeVoice('cloud', () => true),
      fakeVoice('embedded', () => false),
      log,
    );
    const result = await speech.synthesize('이 곱하기 삼은?');
    expect(result.voiceId).toBe('embedded');
    expect(result.mp3.toString()).toBe('embedded:이 곱하기 삼은?');
    expect(warnings).toHaveLength(1);
  });

  it('rests the failed voice for a while instead of waiting on it for every phrase', async () => {
    let clock = 0;
    let down = true;
    const cloud = fakeVoice('cloud', () => down);
    const speech = new FallbackSpeechProvider(
      cloud,
      fakeVoice('embedded', () => false),
      undefined,
      30_000,
      () => clock,
    );
    await speech.synthesize('a');
    await speech.synthesize('b');
    clock = 29_999;
    await speech.synthesize('c');
    expect(cloud.heard).toEqual(['a']);
    down = false;
    clock = 30_000;
    expect((await speech.synthesize('d')).voiceId).toBe('cloud');
    expect(cloud.heard).toEqual(['a', 'd']);
  });

  it('fails only when both voices fail', async () => {
    const speech = new FallbackSpeechProvider(
      fakeVoice('cloud', () => true),
      fakeVoice('embedded', () => true),
    );
    await expect(speech.synthesize('a')).rejects.toThrow('embedded is down');
  });

  it('closes both voices', async () => {
    const cloud = fakeVoice('cloud', () => false);
    const embedded = fakeVoice('embedded', () => false);
    await new FallbackSpeechProvider(cloud, embedded).close();
    expect([cloud.closed, embedded.closed]).toEqual([true, true]);
  });
});
