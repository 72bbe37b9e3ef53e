import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechClips } from '../db/schema';
import { mp3Density } from '../../../tests/support/audio-checks';
import { readMp3Info } from '../services/speech/mp3-frames';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

describe.each(testDatabaseKinds())('speech API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/tts/${path}`, payload: body as object, headers });

  it('speaks a question as MP3 of real Korean speech with an ETag and cache headers', async () => {
    const res = await post('question', { table: 2, multiplier: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const info = readMp3Info(res.rawPayload);
    expect(info!.durationSeconds).toBeGreaterThan(0.7);
    expect(info!.durationSeconds).toBeLessThan(3);
    expect(mp3Density(res.rawPayload)).toBeGreaterThan(0.7);
  });

  it('speaks a table cell, longer than its question because it also says the product', async () => {
    const cell = await post('multiplication', { table: 7, multiplier: 6 });
    const question = await post('question', { table: 7, multiplier: 6 });
    expect(cell.statusCode).toBe(200);
    const cellSeconds = readMp3Info(cell.rawPayload)!.durationSeconds;
    expect(cellSeconds).toBeGreaterThan(readMp3Info(question.rawPayload)!.durationSeconds);
    expect(cellSeconds).toBeLessThan(3);
    expect(cell.headers.etag).not.toBe(question.headers.etag);
  });

  it('answers 304 with no body when the client already has the clip', async () => {
    const first = await post('multiplication', { table: 4, multiplier: 5 });
    const again = await post('multiplication', { table: 4, multiplier: 5 }, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a POSTed clip whole even when asked for a range: HTTP defines ranges for GET alone', async () => {
    const whole = await post('question', { table: 3, multiplier: 4 });
    const ranged = await post('question', { table: 3, multiplier: 4 }, { range: 'bytes=0-1' });
    expect(ranged.statusCode).toBe(200);
    expect(ranged.headers['accept-ranges']).toBeUndefined();
    expect(ranged.rawPayload.equals(whole.rawPayload)).toBe(true);
  });

  it('keeps every clip it renders in the speech_clips table for the other instances', async () => {
    await post('question', { table: 5, multiplier: 5 });
    const rows = await t.database.db.select().from(speechClips).where(like(speechClips.key, '%/question/5x5'));
    expect(rows).toHaveLength(1);
    expect(readMp3Info(rows[0]!.mp3)!.durationSeconds).toBeGreaterThan(0.7);
  });

  it('refuses factors outside the practice table and the quiz with a clear 400', async () => {
    const cases: [string, unknown, RegExp][] = [
      ['multiplication', { table: 10, multiplier: 3 }, /table must be at most 9/],
      ['multiplication', { table: 1, multiplier: 3 }, /table must be at least 2/],
      ['multiplication', { table: 3, multiplier: 10 }, /multiplier must be at most 9/],
      ['question', { table: 3, multiplier: 10 }, /multiplier must be at most 9/],
      ['question', { table: 3, multiplier: 0 }, /multiplier must be at least 1/],
      ['question', { table: 2.5, multiplier: 3 }, /table must be a whole number/],
      ['question', { table: '3', multiplier: 3 }, /table must be a whole number/],
      ['question', { table: 3 }, /multiplier/],
      ['question', { table: 3, multiplier: 3, voice: 'x' }, /voice|unrecognized/i],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json().error, JSON.stringify(body)).toMatch(message);
    }
  });
});

describe('speech API with an unreachable cloud voice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TTS_BASE_URL: 'http://127.0.0.1:9/v1', TTS_API_KEY: 'k' });
  });
  afterAll(() => t.close());

  it('still speaks, with the embedded voice', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/tts/question', payload: { table: 6, multiplier: 6 } });
    expect(res.statusCode).toBe(200);
    expect(readMp3Info(res.rawPayload)!.durationSeconds).toBeGreaterThan(0.7);
  });
});
