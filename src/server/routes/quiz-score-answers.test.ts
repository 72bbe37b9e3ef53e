import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { readEnv } from '../env';
import type { AppInstance } from '../http/types';
import { recordsPageOf } from '../services/scores/score-store';
import { makeRecord } from '../../../tests/support/test-records';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { openTestDatabase } from '../../../tests/support/test-database';

const LEAKS = { familyKey: 'a'.repeat(64), idempotencyKey: 'quiz-0001-aaaa', seq: 12 };

// The score routes answer through response schemas (quizScoreAnswers): whatever a handler or a store hands
// over, a field the schema does not name never reaches the family.
describe('quiz score answers', () => {
  let database: Database;
  let app: AppInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await createApp({ env: readEnv({ LOG_LEVEL: 'silent', SPEECH_PRERENDER: 'false' }), database, clientDir: null });
    // As if a handler had spread a database row into its answer: the leak is added just before serializing.
    app.addHook('preSerialization', async (_request, _reply, payload) =>
      typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? { ...payload, ...LEAKS } : payload,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('drops from a save’s answer, new or repeated, every field its schema does not name', async () => {
    const code = newFamilyCode();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/quiz-scores',
        headers: { ...familyHeaders(code), 'idempotency-key': 'leak-check-0001' },
        payload: quizScoreBody('새봄', 6),
      });
    const created = await send();
    const repeated = await send();
    expect([created.statusCode, repeated.statusCode]).toEqual([201, 200]);
    for (const answer of [created.json(), repeated.json()]) {
      for (const field of Object.keys(LEAKS)) expect(answer).not.toHaveProperty(field);
      expect(answer).toMatchObject({ playerName: '새봄', score: 6 });
    }
    const deleted = await app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: familyHeaders(code) });
    expect(deleted.json()).toEqual({ deleted: 1, progressDeleted: 0 });
  });

  it('makes a list answer through the same schema: extra fields dropped, a record that breaks it refused', () => {
    const record = makeRecord({ id: 1, playerName: '새봄' });
    const page = JSON.parse(recordsPageOf([{ ...record, ...LEAKS } as typeof record]).body.toString()) as object[];
    expect(page).toEqual([record]);
    expect(() => recordsPageOf([{ ...record, id: 12 } as unknown as typeof record])).toThrow();
  });
});
