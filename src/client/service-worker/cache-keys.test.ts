import { describe, expect, it } from 'vitest';
import { clipCacheKey, familyCacheKey, familyDigest, isFamilyCacheKey } from './cache-keys';

describe('service worker cache keys', () => {
  it('key a spoken clip by its question, whatever else the body holds', () => {
    expect(clipCacheKey('https://x.example/api/tts/question', '{"table":7,"multiplier":6}')).toBe('https://x.example/api/tts/question?table=7&multiplier=6');
    expect(clipCacheKey('https://x.example/api/tts/multiplication', '{"multiplier":6,"table":7,"extra":1}')).toBe(
      'https://x.example/api/tts/multiplication?table=7&multiplier=6',
    );
    expect(clipCacheKey('https://x.example/api/tts/question', '{"table":"7"}')).toBeNull();
    expect(clipCacheKey('https://x.example/api/tts/question', 'not json')).toBeNull();
  });

  it('key a family’s reads apart from another family’s', () => {
    const url = 'https://x.example/api/quiz-scores?limit=100';
    expect(familyCacheKey(url, 'abc')).toBe('https://x.example/api/quiz-scores?limit=100&family=abc');
    expect(familyCacheKey(url, 'abc')).not.toBe(familyCacheKey(url, 'def'));
    expect(familyCacheKey(url, null)).toBe(url);
  });
});

describe('a family’s cached reads', () => {
  it('are found by the digest of the code as sent, and another family’s are not', async () => {
    const digest = await familyDigest('7K2M-QX9P-RT4B-W3HN');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toBe(await familyDigest('AAAA-QX9P-RT4B-W3HN'));
    expect(isFamilyCacheKey(familyCacheKey('https://x.example/api/quiz-scores/%EA%B8%B0%EC%B0%A8', digest), digest)).toBe(true);
    expect(isFamilyCacheKey(familyCacheKey('https://x.example/api/quiz-scores?limit=100', 'other'), digest)).toBe(false);
    expect(isFamilyCacheKey('https://x.example/api/quadrant-board?sessionId=s', digest)).toBe(false);
  });
});
