import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database';
import type { AppInstance } from '../../http/types';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../../tests/support/fixtures';
import { startPostgresCluster, type PostgresServer } from '../../../../tests/support/postgres-cluster';
import { postgresDatabase, type OwnedStorage } from '../../../../tests/support/resilience/storage';
import { createAppOn } from '../../../../tests/support/test-app';

const ROUNDS = 3000;
const LANES = 6;
const TIME_LIMIT_MS = 150_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// PostgreSQL only: PGlite runs one statement at a time, so a delete never lands between a save's two steps there.
describe('a replayed save racing "delete all records", on PostgreSQL', () => {
  let cluster: PostgresServer | undefined;
  let owned: OwnedStorage;
  let database: Database;
  let app: AppInstance;
  beforeAll(async () => {
    let serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) {
      cluster = await startPostgresCluster();
      serverUrl = cluster.url;
    }
    owned = await postgresDatabase(serverUrl, 'race');
    if (owned.storage.kind !== 'postgres') throw new Error('expected PostgreSQL');
    database = await openDatabase({ databaseUrl: owned.storage.databaseUrl });
    ({ app } = await createAppOn(database));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await owned?.remove();
    cluster?.destroy();
  });

  it(`ends as one order or the other in ${ROUNDS} rounds, never a 5xx, and a bystander's saves all succeed`, { timeout: TIME_LIMIT_MS + 30_000 }, async () => {
    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
    const wrongOutcomes: string[] = [];
    const deadline = Date.now() + TIME_LIMIT_MS;
    let rounds = 0;

    async function lane(laneNo: number) {
      const family = familyHeaders(newFamilyCode());
      const bystander = familyHeaders(newFamilyCode());
      while (rounds < ROUNDS && Date.now() < deadline) {
        const round = rounds++;
        const key = { 'idempotency-key': `race-${laneNo}-${round}-key` };
        const first = await app.inject({ method: 'POST', url: '/api/quiz-scores', headers: { ...family, ...key }, payload: quizScoreBody('Mina') });
        count(`first ${first.statusCode}`);
        // The delete lands anywhere from before the replay's insert to after its lookup of the stored record.
        const [replay, deleted, bystanderSave] = await Promise.all([
          app.inject({ method: 'POST', url: '/api/quiz-scores', headers: { ...family, ...key }, payload: quizScoreBody('Mina') }),
          sleep(round % 3).then(() => app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: family })),
          app.inject({ method: 'POST', url: '/api/quiz-scores', headers: bystander, payload: quizScoreBody('Bystander') }),
        ]);
        count(`replay ${replay.statusCode}`);
        count(`delete ${deleted.statusCode}`);
        count(`bystander ${bystanderSave.statusCode}`);
        if (replay.statusCode >= 500 || deleted.statusCode >= 500) continue;
        // Saved after the delete (201): one record stays. Answered the stored record (200), then deleted: none.
        const left = (await app.inject({ method: 'GET', url: '/api/quiz-scores?limit=10', headers: family })).json<unknown[]>().length;
        const expected = replay.statusCode === 201 ? 1 : 0;
        if (left !== expected) wrongOutcomes.push(`round ${round}: replay ${replay.statusCode}, ${left} records left`);
        await app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: family });
      }
    }
    await Promise.all(Array.from({ length: LANES }, (_, i) => lane(i)));

    const serverErrors = [...statuses].filter(([what]) => / 5\d\d$/.test(what));
    console.log(`${rounds} rounds: ${[...statuses].map(([what, n]) => `${what} ×${n}`).join(', ')}`);
    expect(rounds).toBeGreaterThanOrEqual(ROUNDS);
    expect(serverErrors).toEqual([]);
    expect(statuses.get('bystander 201')).toBe(rounds);
    expect(wrongOutcomes).toEqual([]);
  });
});
