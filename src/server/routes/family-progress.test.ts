import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READING_DAY_PAST_MAX_DAYS, type ReadingEventInput } from '@/shared/family-progress';
import { readingDays, readingEvents } from '../db/schema';
import { familyKeyOfCode } from '../http/family-key';
import { FAMILY_CEILING } from '../services/progress/family-ceiling';
import { READING_EVENT_CAP } from '../services/progress/progress-store';
import { parseFamilyCode } from '@/shared/family-code';
import { familyHeaders, newFamilyCode, quizScoreBody } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
/** forest-adventure's pages, as the reader numbers them; charlotte-birthday's. */
const FOREST_PAGES = 12;
const BIRTHDAY_PAGES = 27;
/** A day `back` days before today (UTC), as a device names it. */
const dayBack = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);

const reading = (childName: string, over: Partial<ReadingEventInput> = {}): ReadingEventInput => ({
  childName,
  bookId: 'forest-adventure',
  day: dayBack(0),
  pageCount: FOREST_PAGES,
  pagesSeen: [0, 1, 2],
  lastPage: 2,
  finished: false,
  seconds: 120,
  readAloud: false,
  ...over,
});

describe.each(testDatabaseKinds())('family progress API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let keys = 0;
  const post = (code: string | null, url: string, body: unknown, key: string | null = `event-key-${++keys}`) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...(code === null ? {} : familyHeaders(code)), ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body as object,
    });
  const summary = async (code: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/family-progress', headers: familyHeaders(code) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json();
  };
  const storedEvents = async (code: string) => {
    const familyKey = familyKeyOfCode(parseFamilyCode(code)!);
    const [row] = await t.database.db.select({ n: count() }).from(readingEvents).where(eq(readingEvents.familyKey, familyKey));
    return row!.n;
  };

  it('keeps each child’s reading per book under the code: pages seen, last page, finished, minutes, read-aloud', async () => {
    const code = newFamilyCode();
    expect((await post(code, '/api/reading-events', reading('지우', { pagesSeen: [0, 1, 2, 3], lastPage: 3, seconds: 180 }))).statusCode).toBe(201);
    expect((await post(code, '/api/reading-events', reading('지우', { pagesSeen: [4, 3, 5], lastPage: 5, seconds: 60, readAloud: true }))).statusCode).toBe(
      201,
    );
    expect(
      (
        await post(
          code,
          '/api/reading-events',
          reading('Mina', { bookId: 'charlotte-birthday', pageCount: BIRTHDAY_PAGES, pagesSeen: [26], lastPage: 27, finished: true, day: dayBack(1) }),
        )
      ).statusCode,
    ).toBe(201);

    const { children } = await summary(code);
    // In Korean order: Hangul names first.
    expect(children.map((c: { name: string }) => c.name)).toEqual(['지우', 'Mina']);
    const [jiwoo, mina] = children;
    expect(jiwoo.books).toEqual([
      {
        bookId: 'forest-adventure',
        pageCount: FOREST_PAGES,
        pagesSeen: [0, 1, 2, 3, 4, 5],
        lastPage: 5,
        finished: false,
        seconds: 240,
        readAloud: true,
        lastDay: dayBack(0),
      },
    ]);
    expect(jiwoo.days).toEqual([{ day: dayBack(0), seconds: 240 }]);
    expect(mina.books[0]).toMatchObject({ bookId: 'charlotte-birthday', finished: true, lastPage: 27 });
    expect(mina.days).toEqual([{ day: dayBack(1), seconds: 120 }]);
  });

  it('stores an event sent twice with one key once', async () => {
    const code = newFamilyCode();
    const first = await post(code, '/api/reading-events', reading('하나', { seconds: 90 }), 'same-session-key-1');
    const again = await post(code, '/api/reading-events', reading('하나', { seconds: 90 }), 'same-session-key-1');
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json()).toEqual({ saved: false });
    expect((await summary(code)).children[0].books[0].seconds).toBe(90);
  });

  it('stores a session read offline months ago, once however often it is sent, in its book (its day is older than the days kept)', async () => {
    const code = newFamilyCode();
    const old = reading('지우', { day: dayBack(120), pagesSeen: [0, 1, 2, 3], lastPage: 3, seconds: 240 });
    expect((await post(code, '/api/reading-events', old, 'tablet-left-offline')).statusCode).toBe(201);
    expect((await post(code, '/api/reading-events', old, 'tablet-left-offline')).statusCode).toBe(200);
    const [child] = (await summary(code)).children;
    expect(child.days).toEqual([]);
    expect(child.books[0]).toMatchObject({ pagesSeen: [0, 1, 2, 3], lastPage: 3, seconds: 240 });
  });

  it('shows one code’s children to that code only, and lists the quizzes’ children too', async () => {
    const a = newFamilyCode();
    const b = newFamilyCode();
    await post(a, '/api/reading-events', reading('하나'));
    await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(a), payload: quizScoreBody('두리', 8) });
    await post(b, '/api/game-progress', { childName: '세찬', game: 'adventure', level: 2, score: 300 });

    expect((await summary(a)).children.map((c: { name: string }) => c.name)).toEqual(['두리', '하나']);
    expect((await summary(b)).children).toEqual([{ name: '세찬', books: [], days: [], games: [{ game: 'adventure', level: 2, score: 300 }] }]);
    expect((await summary(newFamilyCode())).children).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/family-progress' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/family code is required/);
    expect((await t.app.inject({ method: 'GET', url: '/api/family-progress', headers: familyHeaders('1234') })).statusCode).toBe(400);
  });

  it('keeps the best level and score of each game per child', async () => {
    const code = newFamilyCode();
    for (const [level, score] of [
      [2, 500],
      [3, 200],
      [1, 900],
    ] as const) {
      expect((await post(code, '/api/game-progress', { childName: '지우', game: 'adventure', level, score })).statusCode).toBe(200);
    }
    await post(code, '/api/game-progress', { childName: '지우', game: 'multiplication', level: 0, score: 7 });
    await post(code, '/api/game-progress', { childName: '민아', game: 'multiplication', level: 0, score: 4 });
    const { children } = await summary(code);
    expect(children.find((c: { name: string }) => c.name === '지우').games).toEqual([
      { game: 'adventure', level: 3, score: 900 },
      { game: 'multiplication', level: 0, score: 7 },
    ]);
    expect(children.find((c: { name: string }) => c.name === '민아').games).toEqual([{ game: 'multiplication', level: 0, score: 4 }]);
  });

  it('answers 400 to a bad event or game and loses nothing stored before', async () => {
    const code = newFamilyCode();
    await post(code, '/api/reading-events', reading('지우', { seconds: 60 }));
    const bad: Array<[string, unknown]> = [
      ['/api/reading-events', { ...reading('지우'), extra: 1 }],
      ['/api/reading-events', reading('지우', { lastPage: FOREST_PAGES + 1 })],
      ['/api/reading-events', reading('지우', { pagesSeen: [FOREST_PAGES] })],
      ['/api/reading-events', reading('지우', { pageCount: FOREST_PAGES + 1 })],
      ['/api/reading-events', reading('지우', { pageCount: 200, pagesSeen: [150], lastPage: 200, finished: true })],
      ['/api/reading-events', reading('지우', { pagesSeen: [1, 1] })],
      ['/api/reading-events', reading('지우', { seconds: -5 })],
      ['/api/reading-events', reading('지우', { seconds: 99_999 })],
      ['/api/reading-events', reading('지우', { day: '2026-02-30' })],
      ['/api/reading-events', reading('지우', { day: 'yesterday' })],
      ['/api/reading-events', reading('지우', { day: `${dayBack(0)} ` })],
      ['/api/reading-events', reading('지우', { day: dayBack(READING_DAY_PAST_MAX_DAYS + 2) })],
      ['/api/reading-events', reading('지우', { day: dayBack(-3) })],
      ['/api/reading-events', reading('지우', { bookId: 'no-such-book' })],
      ['/api/reading-events', reading('', {})],
      ['/api/reading-events', reading('ㅤ', {})],
      ['/api/game-progress', { childName: '지우', game: 'chess', level: 1, score: 1 }],
      ['/api/game-progress', { childName: '지우', game: 'multiplication', level: 0, score: 11 }],
    ];
    for (const [url, body] of bad) {
      const res = await post(code, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const big = await post(code, '/api/reading-events', { ...reading('지우'), pagesSeen: Array.from({ length: 2000 }, (_, i) => i) });
    expect(big.statusCode).toBe(413);
    expect((await post(null, '/api/reading-events', reading('지우'))).statusCode).toBe(400);
    expect((await post(code, '/api/reading-events', reading('지우'), 'bad key!')).statusCode).toBe(400);

    const { children } = await summary(code);
    expect(children).toHaveLength(1);
    expect(children[0].books[0].seconds).toBe(60);
    expect(children[0].games).toEqual([]);
  });

  it(`answers 409 to a child past the family’s ${FAMILY_CEILING.children}, and keeps saving the ones it has`, async () => {
    const code = newFamilyCode();
    for (let n = 0; n < FAMILY_CEILING.children; n++)
      expect((await post(code, '/api/game-progress', { childName: `아이 ${n}`, game: 'adventure', level: 1, score: 10 })).statusCode).toBe(200);
    const refused = await post(code, '/api/reading-events', reading('한 명 더'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(new RegExp(`${FAMILY_CEILING.children} children`));
    expect((await post(code, '/api/game-progress', { childName: '한 명 더', game: 'adventure', level: 1, score: 10 })).statusCode).toBe(409);
    expect((await post(code, '/api/reading-events', reading('아이 0'))).statusCode).toBe(201);
    expect((await summary(code)).children).toHaveLength(FAMILY_CEILING.children);
  });

  it('keeps names that look alike in one script as one child, or refuses them', async () => {
    const code = newFamilyCode();
    for (const [name, status] of [
      ['Kim', 201],
      ['Ki\u0307m', 201],
      ['Greg', 201],
      ['Gre\u0261', 400],
      ['Sam', 201],
      ['S\u0251m', 400],
      ['Bi\u01c0\u01c0', 400],
    ] as const) {
      const res = await post(code, '/api/reading-events', reading(name));
      expect(res.statusCode, name).toBe(status);
      if (status === 400) expect(res.json().error, name).toMatch(/childName/);
    }
    const quiz = await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(code), payload: quizScoreBody('Gre\u0261', 8) });
    expect(quiz.statusCode).toBe(400);
    expect((await summary(code)).children.map((c: { name: string }) => c.name)).toEqual(['Greg', 'Kim', 'Sam']);
  });

  it('answers 400 saying why to every day that is not on the calendar, and stores nothing', async () => {
    const code = newFamilyCode();
    const impossible: Array<[string, RegExp]> = [
      ['2026-13-01', /no month 13/],
      ['2026-00-10', /no month 00/],
      ['2026-11-32', /November 2026 has days 01 to 30/],
      ['2026-11-00', /November 2026 has days 01 to 30/],
      ['2026-11-31', /November 2026 has days 01 to 30/],
      ['2026-02-29', /February 2026 has days 01 to 28/],
      ['0000-00-00', /no month 00/],
      ['9999-99-99', /no month 99/],
      ['2026-1-05', /must look like 2026-11-25/],
    ];
    for (const [day, why] of impossible) {
      const res = await post(code, '/api/reading-events', reading('지우', { day }));
      expect(res.statusCode, day).toBe(400);
      expect(res.json().error, day).toMatch(why);
      expect(res.json().details, day).toEqual([expect.objectContaining({ path: '/day' })]);
    }
    expect(await storedEvents(code)).toBe(0);
  });

  it('folds the oldest events into each child’s books and days past the family’s cap, losing no minute, page or day', async () => {
    const code = newFamilyCode();
    const total = READING_EVENT_CAP.max + 10;
    for (let i = 0; i < total; i++) {
      const res = await post(
        code,
        '/api/reading-events',
        reading(i % 2 ? '지우' : '민아', { day: dayBack(i % 5), pagesSeen: [i % FOREST_PAGES], lastPage: i % FOREST_PAGES, seconds: 30, readAloud: i === 3 }),
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await storedEvents(code)).toBe(READING_EVENT_CAP.keptAfterFold + 9);
    const familyKey = familyKeyOfCode(parseFamilyCode(code)!);
    expect((await t.database.db.select().from(readingDays).where(eq(readingDays.familyKey, familyKey))).length).toBeGreaterThan(0);

    const { children } = await summary(code);
    const seconds = children.flatMap((c: { days: Array<{ seconds: number }> }) => c.days).reduce((sum: number, d: { seconds: number }) => sum + d.seconds, 0);
    expect(seconds).toBe(total * 30);
    const jiwoo = children.find((c: { name: string }) => c.name === '지우');
    // Event 3 (지우's, read aloud) was folded long ago; its read-aloud and its days stay.
    expect(jiwoo.books[0]).toMatchObject({ readAloud: true, pagesSeen: [1, 3, 5, 7, 9, 11], lastPage: (total - 1) % FOREST_PAGES, seconds: (total / 2) * 30 });
    expect(jiwoo.days.map((d: { day: string }) => d.day)).toEqual([0, 1, 2, 3, 4].map(dayBack));
  });

  it('deletes the family’s reading and games with its quiz records, and no other family’s', async () => {
    const a = newFamilyCode();
    const b = newFamilyCode();
    await post(a, '/api/reading-events', reading('하나'));
    await post(a, '/api/game-progress', { childName: '하나', game: 'adventure', level: 1, score: 100 });
    await t.app.inject({ method: 'POST', url: '/api/quiz-scores', headers: familyHeaders(a), payload: quizScoreBody('하나', 8) });
    await post(b, '/api/reading-events', reading('두리'));

    const res = await t.app.inject({ method: 'DELETE', url: '/api/quiz-scores', headers: familyHeaders(a) });
    expect(res.statusCode).toBe(200);
    // The answer counts what went: the quiz record, and the reading stretch and the game best with it.
    expect(res.json()).toEqual({ deleted: 1, progressDeleted: 2 });
    expect((await summary(a)).children).toEqual([]);
    expect(await storedEvents(a)).toBe(0);
    expect((await summary(b)).children.map((c: { name: string }) => c.name)).toEqual(['두리']);
  });
});

describe('rate limits on progress', () => {
  it('refuses a flood of events from one address like any other write, and reads spend the same budget', async () => {
    const t = await createTestApp('pglite', { RATE_LIMIT_WRITES_PER_MINUTE: '4' });
    try {
      const code = newFamilyCode();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/reading-events',
          headers: { ...familyHeaders(code), 'idempotency-key': `flood-${i}-abcdef` },
          payload: reading('지우'),
        });
        statuses.push(res.statusCode);
      }
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/family-progress', headers: familyHeaders(code) })).statusCode);
      const limited = await t.app.inject({
        method: 'POST',
        url: '/api/game-progress',
        headers: familyHeaders(code),
        payload: { childName: '지우', game: 'adventure', level: 1, score: 1 },
      });
      statuses.push(limited.statusCode);
      expect(statuses).toEqual([201, 201, 201, 200, 429]);
      expect(limited.json().error).toMatch(/rate limit/i);
    } finally {
      await t.close();
    }
  });
});
