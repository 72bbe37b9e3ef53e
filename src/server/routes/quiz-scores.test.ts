import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizScores } from '../db/schema';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

type Named = { playerName: string; score: number };
const namesAndScores = (records: Named[]) => records.map((r) => [r.playerName, r.score]);

describe.each(testDatabaseKinds())('quiz score API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (code: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(code), payload: body as object });
  const get = (code: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: code === null ? {} : familyHeaders(code) });

  it('stores a score and reads it back newest first from both GETs', async () => {
    const code = newFamilyCode();
    expect((await post(code, quizScoreBody('  지우  ', 9))).statusCode).toBe(201);
    expect((await post(code, quizScoreBody('Mina', 5))).statusCode).toBe(201);
    expect((await post(code, quizScoreBody('지우', 10))).statusCode).toBe(201);

    const all = (await get(code, '/api/quiz-scores?limit=100')).json();
    expect(namesAndScores(all)).toEqual([
      ['지우', 10],
      ['Mina', 5],
      ['지우', 9],
    ]);
    expect(all[0].questions).toHaveLength(10);
    expect(all[0]).not.toHaveProperty('familyKey');
    expect(new Date(all[0].completedAt).getTime()).toBeGreaterThan(0);

    const jiwoo = (await get(code, `/api/quiz-scores/${encodeURIComponent('지우')}`)).json();
    expect(jiwoo.map((r: Named) => r.score)).toEqual([10, 9]);
  });

  it('never shows one code’s records to another code, by list or by name, however the code is typed', async () => {
    const a = newFamilyCode();
    const b = newFamilyCode();
    await post(a, quizScoreBody('하나', 8));
    await post(b, quizScoreBody('하나', 3));
    await post(b, quizScoreBody('두리', 4));

    expect(namesAndScores((await get(a, '/api/quiz-scores')).json())).toEqual([['하나', 8]]);
    expect(namesAndScores((await get(b, '/api/quiz-scores')).json())).toEqual([
      ['두리', 4],
      ['하나', 3],
    ]);
    expect(namesAndScores((await get(a, `/api/quiz-scores/${encodeURIComponent('하나')}`)).json())).toEqual([['하나', 8]]);
    expect((await get(a, `/api/quiz-scores/${encodeURIComponent('두리')}`)).json()).toEqual([]);
    // The same code in lower case, with spaces for dashes, is the same family.
    expect(namesAndScores((await get(a.toLowerCase().replace(/-/g, ' '), '/api/quiz-scores')).json())).toEqual([['하나', 8]]);
    // A code nobody has used looks exactly like a family with no records yet.
    expect((await get(newFamilyCode(), '/api/quiz-scores')).json()).toEqual([]);
  });

  it('answers 400 and shows no one’s records when the code is missing or is not a code', async () => {
    const code = newFamilyCode();
    await post(code, quizScoreBody('세찬', 7));
    for (const url of ['/api/quiz-scores?limit=100', `/api/quiz-scores/${encodeURIComponent('세찬')}`]) {
      const missing = await get(null, url);
      expect(missing.statusCode, url).toBe(400);
      expect(missing.json()).toEqual({ error: expect.stringMatching(/family code is required/) });
      for (const bad of ['1234', `${code}-XY`, 'UUUU-UUUU-UUUU-UUUU', '']) {
        const res = await get(bad, url);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().error).toMatch(/not a family code/);
      }
    }
  });

  it('refuses to save a score without a code, and stores nothing', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', payload: quizScoreBody('무명', 6) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/family code is required/);
    expect(await t.database.db.$count(quizScores, eq(quizScores.playerName, '무명'))).toBe(0);
  });

  it('deletes exactly the records of the code that asks', async () => {
    const a = newFamilyCode();
    const b = newFamilyCode();
    await post(a, quizScoreBody('가람', 9));
    await post(a, quizScoreBody('나래', 6));
    await post(b, quizScoreBody('가람', 5));

    const res = await t.app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: familyHeaders(a) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2, progressDeleted: 0 });
    expect((await get(a, '/api/quiz-scores')).json()).toEqual([]);
    expect(namesAndScores((await get(b, '/api/quiz-scores')).json())).toEqual([['가람', 5]]);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/quiz-scores' })).statusCode).toBe(400);
  });

  it('stores a save sent again with the same Idempotency-Key once, even when the copies race', async () => {
    const code = newFamilyCode();
    const send = (key: string, body = quizScoreBody('다시', 8)) =>
      t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: { ...familyHeaders(code), 'idempotency-key': key }, payload: body });
    const first = await send('quiz-0001-aaaa');
    expect(first.statusCode).toBe(201);
    const again = await send('quiz-0001-aaaa', quizScoreBody('다시', 3));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const racing = await Promise.all([1, 2, 3, 4, 5].map(() => send('quiz-0002-bbbb')));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    expect((await get(code, '/api/quiz-scores')).json()).toHaveLength(2);

    // Keys belong to a family: another family's save with the same key is its own record.
    const other = newFamilyCode();
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/quiz-scores',
      headers: { ...familyHeaders(other), 'idempotency-key': 'quiz-0001-aaaa' },
      payload: quizScoreBody('남'),
    });
    expect(theirs.statusCode).toBe(201);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(101), '<script>alert(1)</script>']) {
      const res = await send(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatch(/Idempotency-Key/);
    }
  });

  it('honours the limit and refuses limits outside 1–100', async () => {
    const code = newFamilyCode();
    await post(code, quizScoreBody('Leo', 6));
    await post(code, quizScoreBody('Leo', 7));
    expect((await get(code, '/api/quiz-scores?limit=1')).json()).toHaveLength(1);
    for (const limit of ['0', '101', 'abc', '-5', '1.5']) {
      const res = await get(code, `/api/quiz-scores?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().error).toMatch(/limit/);
    }
    // zod/mini has no words of its own: the server gives the shared schemas zod's English.
    expect((await get(code, '/api/quiz-scores?limit=0')).json().error).toBe('Invalid querystring: /limit Too small: expected number to be >=1');
    expect((await post(code, { ...quizScoreBody('Leo'), accuracy: 'high' })).json().error).toBe(
      'Invalid body: /accuracy Invalid input: expected number, received string',
    );
  });

  it('refuses a score that does not add up, saying what is wrong', async () => {
    const code = newFamilyCode();
    const wrongScore = { ...quizScoreBody('Leo', 6), score: 9 };
    const res = await post(code, wrongScore);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/score/);

    const wrongAccuracy = { ...quizScoreBody('Leo', 6), accuracy: 61 };
    expect((await post(code, wrongAccuracy)).json().error).toMatch(/accuracy must be 60/);

    const lying = quizScoreBody('Leo', 6);
    lying.questions[0] = { ...lying.questions[0]!, correctAnswer: 99 };
    expect((await post(code, lying)).statusCode).toBe(400);
    expect((await get(code, '/api/quiz-scores')).json()).toEqual([]);
  });

  it('keeps practice quizzes marked apart from timed ones, and holds a timed quiz to its clock', async () => {
    const code = newFamilyCode();
    expect((await post(code, quizScoreBody('연우', 8))).json().mode).toBe('timed');
    // A practice answer has no clock: 40 s on a question is allowed, and so is a long quiz.
    const calm = quizScoreBody('연우', 6, 400);
    calm.questions[0] = { ...calm.questions[0]!, timeSpent: 40 };
    const saved = await post(code, { ...calm, mode: 'practice' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ mode: 'practice', timeTaken: 400 });
    // The same answers in a timed quiz are impossible, and so is a made-up mode.
    const tooSlow = await post(code, { ...calm, mode: 'timed' });
    expect(tooSlow.statusCode).toBe(400);
    expect(tooSlow.json().error).toMatch(/timed/);
    expect((await post(code, { ...quizScoreBody('연우'), mode: 'relaxed' })).statusCode).toBe(400);
    const list = (await get(code, '/api/quiz-scores')).json() as Array<{ mode: string; score: number }>;
    expect(list.map((r) => [r.mode, r.score])).toEqual([
      ['practice', 6],
      ['timed', 8],
    ]);
  });

  it('refuses empty, over-long and control-character names', async () => {
    const code = newFamilyCode();
    for (const name of ['   ', 'a'.repeat(31), 'bad\u0000name', 'tab\tname', '<script>']) {
      const res = await post(code, quizScoreBody(name));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatch(/playerName/);
    }
  });

  it('stores a name with invisible characters as the name that shows, so it is the same child', async () => {
    const code = newFamilyCode();
    for (const name of ['zero\u200bwidth', 'zerowidth\ufe0f', 'zero\u034fwidth']) expect((await post(code, quizScoreBody(name))).statusCode).toBe(201);
    const list = (await get(code, '/api/quiz-scores')).json() as Array<{ playerName: string }>;
    expect(list.map((r) => r.playerName)).toEqual(['zerowidth', 'zerowidth', 'zerowidth']);
  });

  it('answers 400 for a name path that cannot be a player', async () => {
    const code = newFamilyCode();
    for (const path of ['%00', '..%2F..%2Fetc%2Fpasswd', `${'x'.repeat(40)}`, '%27%20OR%201%3D1--']) {
      expect((await get(code, `/api/quiz-scores/${path}`)).statusCode, path).toBe(400);
    }
  });
});

describe('rate limits on scores', () => {
  it('answers 429 with a JSON error once a client passes its writes per minute', async () => {
    const t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '3' });
    try {
      const code = newFamilyCode();
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(code), payload: quizScoreBody(`Rate${i}`) })).statusCode,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      const limited = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(code), payload: quizScoreBody('Rate9') });
      expect(limited.json().error).toMatch(/rate limit/i);
    } finally {
      await t.close();
    }
  });

  it('lets nobody try codes faster than writes: reads and deletes by code spend the same budget', async () => {
    const t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '5' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ url: '/api/quiz-scores', headers: familyHeaders(newFamilyCode()) })).statusCode);
      statuses.push((await t.app.inject({ url: '/api/quiz-scores/Leo', headers: familyHeaders(newFamilyCode()) })).statusCode);
      statuses.push((await t.app.inject({ url: '/api/quiz-scores', headers: familyHeaders(newFamilyCode()) })).statusCode);
      statuses.push((await t.app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: familyHeaders(newFamilyCode()) })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await t.close();
    }
  });
});
