import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileRequests } from '../../../tests/support/hostile-requests';
import { familyHeaders, newFamilyCode, quizScoreBody, sampleSessionId } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

describe('hostile requests (a small version of bench/fuzz)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 600 malformed, oversized and hostile requests without a 5xx and changes nothing stored', async () => {
    const keeper = familyHeaders(newFamilyCode());
    await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: keeper, payload: quizScoreBody('Keeper', 8) });
    const board = { sessionId: sampleSessionId(7), strengths: ['미술'], weaknesses: [], likes: ['요리'], dislikes: [] };
    await t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: board });
    const snapshot = async () => [
      (await t.app.inject({ url: '/api/quiz-scores?limit=100', headers: keeper })).body,
      (await t.app.inject(`/api/quadrant-board/${board.sessionId}`)).body,
    ];
    const before = await snapshot();

    const failures: string[] = [];
    for (const req of hostileRequests(600, 42)) {
      const res = await t.app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.body });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${req.method} ${req.url.slice(0, 80)} ${res.body.slice(0, 120)}`);
      else if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });
});
