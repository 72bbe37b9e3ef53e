import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizScoreBody } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('quiz score API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/quiz-scores', payload: body as object });

  it('stores a score and reads it back newest first from both GETs', async () => {
    expect((await post(quizScoreBody('  지우  ', 9))).statusCode).toBe(201);
    expect((await post(quizScoreBody('Mina', 5))).statusCode).toBe(201);
    expect((await post(quizScoreBody('지우', 10))).statusCode).toBe(201);

    const all = (await t.app.inject('/api/quiz-scores?limit=100')).json();
    expect(all.map((r: { playerName: string; score: number }) => [r.playerName, r.score])).toEqual([
      ['지우', 10],
      ['Mina', 5],
      ['지우', 9],
    ]);
    expect(all[0].questions).toHaveLength(10);
    expect(new Date(all[0].completedAt).getTime()).toBeGreaterThan(0);

    const jiwoo = (await t.app.inject(`/api/quiz-scores/${encodeURIComponent('지우')}`)).json();
    expect(jiwoo.map((r: { score: number }) => r.score)).toEqual([10, 9]);
  });

  it('honours the limit and refuses limits outside 1–100', async () => {
    expect((await t.app.inject('/api/quiz-scores?limit=1')).json()).toHaveLength(1);
    for (const limit of ['0', '101', 'abc', '-5', '1.5']) {
      const res = await t.app.inject(`/api/quiz-scores?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error).toMatch(/limit/);
    }
  });

  it('refuses a score that does not add up, saying what is wrong', async () => {
    const wrongScore = { ...quizScoreBody('Leo', 6), score: 9 };
    const res = await post(wrongScore);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/score/);

    const wrongAccuracy = { ...quizScoreBody('Leo', 6), accuracy: 61 };
    expect((await post(wrongAccuracy)).json().error).toMatch(/accuracy must be 60/);

    const lying = quizScoreBody('Leo', 6);
    lying.questions[0] = { ...lying.questions[0]!, correctAnswer: 99 };
    expect((await post(lying)).statusCode).toBe(400);
  });

  it('refuses empty, over-long and control-character names', async () => {
    for (const name of ['   ', 'a'.repeat(31), 'bad\u0000name', 'tab\tname', 'zero\u200bwidth', '<script>']) {
      const res = await post(quizScoreBody(name));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatch(/playerName/);
    }
  });

  it('answers 400 for a name path that cannot be a player', async () => {
    for (const path of ['%00', '..%2F..%2Fetc%2Fpasswd', `${'x'.repeat(40)}`, '%27%20OR%201%3D1--']) {
      expect((await t.app.inject(`/api/quiz-scores/${path}`)).statusCode, path).toBe(400);
    }
  });
});

describe('write rate limit', () => {
  it('answers 429 with a JSON error once a client passes its writes per minute, and reads still work', async () => {
    const t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await t.app.inject({ method: 'POST', url: '/api/quiz-scores', payload: quizScoreBody(`Rate${i}`) })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', payload: quizScoreBody('Rate9') });
      expect(limited.json().error).toMatch(/rate limit/i);
      expect((await t.app.inject('/api/quiz-scores?limit=10')).json()).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
