import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFamilyCode } from '@/shared/family-code';
import { familyKeyOfCode } from '../http/family-key';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { databaseBeforeMigration } from '../../../tests/support/database-before-migration';
import { createAppOn } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';
import type { AppInstance } from '../http/types';
import { quizScores } from './schema';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const keyOf = (code: string) => familyKeyOfCode(parseFamilyCode(code)!);

const oldRow = (id: number, family: string | null, name: string, score: number, completedAt: string, idempotencyKey: string | null = null) => {
  const body = quizScoreBody(name, score);
  return [
    `insert into quiz_scores (id, player_name, mode, score, total_questions, accuracy, time_taken, completed_at, questions, family_key, idempotency_key)
     values ($1, $2, 'timed', $3, 10, $4, $5, $6, $7, $8, $9)`,
    [id, name, score, score * 10, body.timeTaken, completedAt, JSON.stringify(body.questions), family, idempotencyKey],
  ] as const;
};

describe.each(testDatabaseKinds())('the migration to random record ids on %s', (kind) => {
  const a = newFamilyCode();
  const b = newFamilyCode();
  let made: Awaited<ReturnType<typeof databaseBeforeMigration>>;
  let app: AppInstance;
  beforeAll(async () => {
    made = await databaseBeforeMigration(kind, '_opaque_record_ids', async (query) => {
      // Two families' saves interleaved, as serial ids numbered them; 3 and 5 were saved in one statement (one time).
      for (const row of [
        oldRow(1, keyOf(a), '하나', 4, '2026-03-01T10:00:00Z'),
        oldRow(2, keyOf(b), '두리', 8, '2026-03-01T10:01:00Z'),
        oldRow(3, keyOf(a), '하나', 6, '2026-03-01T10:02:00Z'),
        oldRow(4, null, '옛날', 2, '2026-02-01T09:00:00Z'),
        oldRow(5, keyOf(a), '하나', 9, '2026-03-01T10:02:00Z', 'queued-before-the-change'),
        oldRow(6, keyOf(b), '두리', 1, '2026-03-01T10:03:00Z'),
      ])
        await query(...row);
      // The serial sequence, as six saves left it.
      await query(`select setval(pg_get_serial_sequence('quiz_scores', 'id'), 6)`);
    });
    app = (await createAppOn(made.database)).app;
  });
  afterAll(async () => {
    await app?.close();
    await made?.database.close();
    await made?.remove();
  });

  const list = async (code: string) =>
    (await app.inject({ method: 'GET', url: '/api/quiz-scores', headers: familyHeaders(code) })).json() as Array<{
      id: string;
      score: number;
      completedAt: string;
    }>;

  it('keeps every record, in its order, each with a random id in place of its number', async () => {
    const ofA = await list(a);
    expect(ofA.map((r) => r.score)).toEqual([9, 6, 4]);
    expect(ofA[0]!.completedAt).toBe(ofA[1]!.completedAt);
    expect((await list(b)).map((r) => r.score)).toEqual([1, 8]);
    const ids = [...ofA, ...(await list(b))].map((r) => r.id);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(5);
    expect(await made.database.db.$count(quizScores)).toBe(6);
  });

  it('answers a save queued before the change and sent again after it with its stored record: no copy, nothing lost', async () => {
    const before = await list(a);
    const again = await app.inject({
      method: 'POST',
      url: '/api/quiz-scores',
      headers: { ...familyHeaders(a), 'idempotency-key': 'queued-before-the-change' },
      payload: quizScoreBody('하나', 9),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(before[0]);
    expect(await list(a)).toEqual(before);
  });

  it('numbers new saves after the old ones in the hidden tie-break, and gives them random ids', async () => {
    const saved = await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(b), payload: quizScoreBody('두리', 5) });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().id).toMatch(UUID_V4);
    const [row] = await made.database.db.select({ seq: quizScores.seq }).from(quizScores).where(eq(quizScores.id, saved.json().id));
    expect(row!.seq).toBeGreaterThan(6);
    expect((await list(b)).map((r) => r.score)).toEqual([5, 1, 8]);
  });
});
