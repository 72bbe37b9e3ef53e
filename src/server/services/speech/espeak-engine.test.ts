import { beforeAll, describe, expect, it } from 'vitest';
import { voicedShare } from '../../../../tests/support/audio-checks';
import { createEspeakEngine, type EspeakEngine } from './espeak-engine';
import { phraseFor } from './phrases';

let engine: EspeakEngine;
beforeAll(async () => {
  engine = await createEspeakEngine();
});

const seconds = (text: string) => {
  const pcm = engine.synthesizePcm(text);
  return pcm.samples.length / pcm.sampleRate;
};

describe('espeak-ng Korean engine', () => {
  it('speaks a question for about a second, mostly voiced', () => {
    const pcm = engine.synthesizePcm(phraseFor('question', 2, 3).text);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.7);
    expect(pcm.samples.length / pcm.sampleRate).toBeLessThan(3);
    expect(voicedShare(pcm)).toBeGreaterThan(0.5);
  });

  it('speaks the longest table cell in under three seconds, mostly voiced', () => {
    const pcm = engine.synthesizePcm(phraseFor('multiplication', 7, 9).text);
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(1.2);
    expect(pcm.samples.length / pcm.sampleRate).toBeLessThan(3);
    expect(voicedShare(pcm)).toBeGreaterThan(0.5);
  });

  it('takes longer to say more words', () => {
    expect(seconds('칠 곱하기 칠은 사십구')).toBeGreaterThan(seconds('이 곱하기 이는?') + 0.5);
  });

  it('reads Hangul with Korean rules, never switching to another language', () => {
    const ipa = engine.phonemes(phraseFor('multiplication', 2, 3).text);
    expect(ipa).not.toMatch(/\([a-z]{2}\)/);
    // 곱하기 and 삼은 as Korean sounds, the ㅁ carried over into 은.
    expect(ipa).toMatch(/ɡ_ˈ?o_ph_ɐ/);
    expect(ipa).toMatch(/s_ɐ_m_ˈ?ɯ_n/);
  });

  it('would read "=" in English, which is why phrases are written in words', () => {
    expect(engine.phonemes('2 × 3 = 6')).toContain('(en)');
  });

  it('turns silence-only text into near-silent audio, so the voiced checks can fail', () => {
    expect(voicedShare(engine.synthesizePcm('.'))).toBeLessThan(0.2);
  });
});
