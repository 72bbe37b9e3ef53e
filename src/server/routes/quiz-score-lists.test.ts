import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_NAME } from '../db/database';
import type { AppInstance } from '../http/types';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createAppOn } from '../../../tests/support/test-app';
import { openSharedTestDatabase, testDatabaseKinds } from '../../../tests/support/test-database';

type Named = { playerName: string; score: number };

// Lists are kept in memory per family until its scores change (decision 014): these tests hold that a kept
// list is never older than the database, on this instance or another one on the same database.
describe.each(testDatabaseKinds())('kept score lists on %s', (kind) => {
  let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
  let apps: AppInstance[];
  beforeAll(async () => {
    shared = await openSharedTestDatabase(kind, 2);
    apps = await Promise.all(shared.handles.map(async (database) => (await createAppOn(database)).app));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await shared.close();
  });

  const post = (app: AppInstance, code: string, name: string, score: number) =>
    app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(code), payload: quizScoreBody(name, score) });
  const get = (app: AppInstance, code: string, url = '/api/quiz-scores?limit=100', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...familyHeaders(code), ...headers } });
  const scoresOf = async (app: AppInstance, code: string, url?: string) => ((await get(app, code, url)).json() as Named[]).map((r) => r.score);

  it('answers a list with a validator and 304 when the browser has it already; private and per code', async () => {
    const [app] = apps as [AppInstance];
    const code = newFamilyCode();
    await post(app, code, '하나', 7);
    const first = await get(app, code);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.vary).toMatch(/X-Family-Code/i);
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await get(app, code, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await post(app, code, '하나', 9);
    const changed = await get(app, code, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as Named[]).map((r) => r.score)).toEqual([9, 7]);

    // Another family's list is another answer, even with this family's validator.
    const other = await get(app, newFamilyCode(), undefined, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual([]);
  });

  it('shows a new score at once on the instance that saved it, by list and by name, and drops a deleted family’s lists', async () => {
    const [app] = apps as [AppInstance];
    const code = newFamilyCode();
    const byName = `/api/quiz-scores/${encodeURIComponent('두리')}`;
    await post(app, code, '두리', 3);
    expect(await scoresOf(app, code)).toEqual([3]);
    expect(await scoresOf(app, code, byName)).toEqual([3]);
    expect(await scoresOf(app, code, '/api/quiz-scores?limit=1')).toEqual([3]);

    await post(app, code, '두리', 6);
    expect(await scoresOf(app, code)).toEqual([6, 3]);
    expect(await scoresOf(app, code, byName)).toEqual([6, 3]);
    expect(await scoresOf(app, code, '/api/quiz-scores?limit=1')).toEqual([6]);

    await app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: familyHeaders(code) });
    expect(await scoresOf(app, code)).toEqual([]);
    expect(await scoresOf(app, code, byName)).toEqual([]);
  });

  it('shows a score saved on another instance, and a change made in the database directly', async () => {
    const [a, b] = apps as [AppInstance, AppInstance];
    const code = newFamilyCode();
    await post(a, code, '세나', 4);
    expect(await scoresOf(b, code)).toEqual([4]);

    await post(a, code, '세나', 8);
    await expect.poll(() => scoresOf(b, code), { timeout: 3000, interval: 20 }).toEqual([8, 4]);

    // As an operator's script would: the database's notice reaches every instance.
    await shared.handles[1]!.db.execute(sql`update quiz_scores set score = 5 where score = 8 and player_name = '세나'`);
    await expect.poll(() => scoresOf(a, code), { timeout: 3000, interval: 20 }).toEqual([5, 4]);
    await expect.poll(() => scoresOf(b, code), { timeout: 3000, interval: 20 }).toEqual([5, 4]);
  });

  it.runIf(kind === 'postgres')('keeps showing current lists when the listening connection is cut, and listens again', async () => {
    const [a, b] = apps as [AppInstance, AppInstance];
    const code = newFamilyCode();
    await post(a, code, '유나', 2);
    expect(await scoresOf(b, code)).toEqual([2]);

    const listeners = async () => {
      const result = await shared.handles[0]!.db.execute(
        sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
      );
      return (result as unknown as { rows: Array<{ pid: number }> }).rows.map((row) => row.pid);
    };
    const before = await listeners();
    expect(before).toHaveLength(2);
    await shared.handles[0]!.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );

    await post(a, code, '유나', 6);
    expect(await scoresOf(b, code)).toEqual([6, 2]);
    await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 5000, interval: 100 }).toBe(2);
    await post(a, code, '유나', 9);
    await expect.poll(() => scoresOf(b, code), { timeout: 3000, interval: 20 }).toEqual([9, 6, 2]);
  });
});
