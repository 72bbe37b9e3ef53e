import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSessionId } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

describe.each(testDatabaseKinds())('quadrant board API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const board = { sessionId: sampleSessionId(1), strengths: ['수학', '과학'], weaknesses: ['발레'], likes: ['축구', '친구 사귀기'], dislikes: [] };
  const post = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/quadrant-board', payload: body as object });

  it('reads an unknown session as four empty lists', async () => {
    const res = await t.app.inject(`/api/quadrant-board/${sampleSessionId(9)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ strengths: [], weaknesses: [], likes: [], dislikes: [] });
  });

  it('stores a board and reads it back through both the path and the query form', async () => {
    expect((await post(board)).statusCode).toBe(200);
    const expected = { strengths: ['수학', '과학'], weaknesses: ['발레'], likes: ['축구', '친구 사귀기'], dislikes: [] };
    expect((await t.app.inject(`/api/quadrant-board/${board.sessionId}`)).json()).toEqual(expected);
    expect((await t.app.inject(`/api/quadrant-board?sessionId=${board.sessionId}`)).json()).toEqual(expected);
  });

  it('replaces the board on a second save', async () => {
    await post({ ...board, strengths: ['영어'], likes: [] });
    expect((await t.app.inject(`/api/quadrant-board/${board.sessionId}`)).json().strengths).toEqual(['영어']);
  });

  it('refuses cards outside the pool, repeated cards and odd session ids without touching the stored board', async () => {
    const before = (await t.app.inject(`/api/quadrant-board/${board.sessionId}`)).json();
    const bad = [
      { ...board, strengths: ['마법'] },
      { ...board, strengths: ['수학'], dislikes: ['수학'] },
      { ...board, sessionId: 'session-../../x' },
      { ...board, extra: true },
      { ...board, likes: 'axe' },
    ];
    for (const body of bad) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    expect((await t.app.inject(`/api/quadrant-board/${board.sessionId}`)).json()).toEqual(before);
    expect((await t.app.inject('/api/quadrant-board?sessionId=nope')).statusCode).toBe(400);
    expect((await t.app.inject('/api/quadrant-board')).statusCode).toBe(400);
  });
});
