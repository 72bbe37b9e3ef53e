import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuizScoreRecordSchema } from '@/shared/quiz-score';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RECORD_FIELDS = Object.keys(QuizScoreRecordSchema.shape).sort();

type Answer = { statusCode: number; json(): { id: string; score: number } };

// Decision 047: a record's id names it and tells a family nothing about anyone else's records.
describe.each(testDatabaseKinds())('record ids on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const save = (code: string, score: number, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quiz-scores',
      headers: { ...familyHeaders(code), ...(key ? { 'idempotency-key': key } : {}) },
      payload: quizScoreBody('하나', score),
    }) as Promise<Answer>;
  const list = (code: string, url = '/api/quiz-scores') => t.app.inject({ method: 'GET', url, headers: familyHeaders(code) });

  it('gives two families saving in turn random ids that show neither the order of the saves nor how many there were', async () => {
    const a = newFamilyCode();
    const b = newFamilyCode();
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await save(i % 2 === 0 ? a : b, i % 11);
      expect(answer.statusCode).toBe(201);
      ids.push(answer.json().id);
    }
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    // No id reads as a number (the old ids were 12, 13, 14…), and sorting them does not give back the order
    // they were made in (by chance: 1 in 12!, about 2 × 10⁻⁹).
    expect(ids.filter((id) => Number.isFinite(Number(id)))).toEqual([]);
    expect([...ids].sort()).not.toEqual(ids);
    // One family's ids: nothing in them says another family saved in between.
    const aIds = ids.filter((_, i) => i % 2 === 0);
    await expect(list(a).then((r) => (r.json() as Array<{ id: string }>).map((record) => record.id))).resolves.toEqual([...aIds].reverse());
  });

  it('answers an Idempotency-Key another family used exactly as a key never used: a new record of its own', async () => {
    const a = newFamilyCode();
    const b = newFamilyCode();
    const theirs = await save(a, 9, 'family-a-save-0001');
    const borrowed = await save(b, 4, 'family-a-save-0001');
    const unused = await save(b, 5, 'never-used-key-0001');
    expect([theirs.statusCode, borrowed.statusCode, unused.statusCode]).toEqual([201, 201, 201]);
    expect(borrowed.json().id).not.toBe(theirs.json().id);
    expect(borrowed.json().score).toBe(4);
    expect(Object.keys(borrowed.json()).sort()).toEqual(Object.keys(unused.json()).sort());
    expect(((await list(a)).json() as Answer['json'][]).length).toBe(1);
  });

  it('lists records completed at the same moment newest stored first, by a tie-break no answer shows', async () => {
    const code = newFamilyCode();
    // Six, so that an order by the random ids would match by chance once in 720 runs.
    for (const score of [2, 3, 4, 5, 6, 7]) expect((await save(code, score)).statusCode).toBe(201);
    // As when saves of one family share a statement: one completion time.
    const moment = '2026-01-02T03:04:05.000Z';
    await t.database.db.execute(
      sql`update quiz_scores set completed_at = ${moment} where id in (${sql.join(
        ((await list(code)).json() as Array<{ id: string }>).map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`,
    );
    type Listed = Array<{ score: number; completedAt: string }>;
    // The kept list goes when the database's change notice arrives (on PostgreSQL, a moment later).
    const read = async (url?: string) => ((await list(code, url)).json() as Listed).map((r) => [r.score, r.completedAt]);
    const expected = [7, 6, 5, 4, 3, 2].map((score) => [score, moment]);
    await expect.poll(() => read(), { timeout: 3000, interval: 20 }).toEqual(expected);
    expect(await read(`/api/quiz-scores/${encodeURIComponent('하나')}`)).toEqual(expected);
  });

  it('answers every route with exactly the record’s fields: no family key, no idempotency key, no shared counter', async () => {
    const code = newFamilyCode();
    const created = await save(code, 7, 'fields-check-0001');
    const repeated = await save(code, 7, 'fields-check-0001');
    expect([created.statusCode, repeated.statusCode]).toEqual([201, 200]);
    const answers = [
      created.json(),
      repeated.json(),
      ...((await list(code)).json() as object[]),
      ...((await list(code, `/api/quiz-scores/${encodeURIComponent('하나')}`)).json() as object[]),
    ];
    for (const answer of answers) expect(Object.keys(answer).sort()).toEqual(RECORD_FIELDS);
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: familyHeaders(code) });
    expect(deleted.json()).toEqual({ deleted: 1, progressDeleted: 0 });
  });
});
