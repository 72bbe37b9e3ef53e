import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFamilyCode } from '@/shared/family-code';
import { familyKeyOfCode } from '../http/family-key';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { keptTemplate, MIGRATED_INPUTS } from '../../../tests/support/pglite-template';
import { pgliteCopy, postgresDatabase, type OwnedStorage } from '../../../tests/support/resilience/storage';
import { createAppOn } from '../../../tests/support/test-app';
import { testDatabaseKinds, type TestDatabaseKind } from '../../../tests/support/test-database';
import type { AppInstance } from '../http/types';
import { openDatabase, type Database } from './database';
import { quizScores } from './schema';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The migrations folder as it was before record ids became random (whatever that migration's number). */
function migrationsBeforeRandomIds(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'iyagi-migrations-before-random-ids-'));
  fs.cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_opaque_record_ids'));
  expect(at).toBeGreaterThan(0);
  for (const { tag } of journal.entries.slice(at)) fs.rmSync(path.join(folder, `${tag}.sql`));
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

type Query = (text: string, params?: readonly unknown[]) => Promise<unknown>;

/** A database migrated up to just before the change, holding records as the old code stored them; then opened as the app opens it. */
async function databaseWithOldRecords(kind: TestDatabaseKind, fill: (query: Query) => Promise<void>): Promise<{ database: Database; remove(): Promise<void> }> {
  const before = migrationsBeforeRandomIds();
  try {
    if (kind === 'pglite') {
      // A new PGlite directory takes about 10 s to make: the one migrated up to the change is kept between runs.
      const template = await keptTemplate('pglite-before-random-ids', MIGRATED_INPUTS, async (dataDir) => {
        const client = await PGlite.create(dataDir);
        await migratePglite(drizzlePglite(client), { migrationsFolder: before });
        await client.close();
      });
      const owned = pgliteCopy(template);
      const { dataDir } = owned.storage as { dataDir: string };
      const client = await PGlite.create(dataDir);
      await fill((text, params) => client.query(text, params ? [...params] : []));
      await client.close();
      return { database: await openDatabase({ dataDir }), remove: () => owned.remove() };
    }
    const owned: OwnedStorage = await postgresDatabase(process.env.TEST_DATABASE_URL!, 'random_ids');
    const databaseUrl = (owned.storage as { databaseUrl: string }).databaseUrl;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await migratePg(drizzlePg(client), { migrationsFolder: before });
    await fill((text, params) => client.query(text, params ? [...params] : []));
    await client.end();
    return { database: await openDatabase({ databaseUrl }), remove: () => owned.remove() };
  } finally {
    fs.rmSync(before, { recursive: true, force: true });
  }
}

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
  let made: Awaited<ReturnType<typeof databaseWithOldRecords>>;
  let app: AppInstance;
  beforeAll(async () => {
    made = await databaseWithOldRecords(kind, async (query) => {
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
