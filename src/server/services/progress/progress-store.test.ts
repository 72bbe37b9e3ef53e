import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingEvent } from '@/shared/family-progress';
import type { Database } from '../../db/database';
import { familyChildren, gameProgress, readingBooks, readingDays, readingEvents } from '../../db/schema';
import { insertScores } from '../scores/insert-scores';
import { quizScoreBody } from '../../../../tests/support/fixtures';
import { openTestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database';
import { FAMILY_CEILING, FamilyFullError } from './family-ceiling';
import { createProgressStore } from './progress-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const dayBack = (back: number) => new Date(NOW - back * DAY_MS).toISOString().slice(0, 10);
const BOOKS = ['charlotte-birthday', 'charlotte-christmas', 'forest-adventure', 'korean-charlotte-birthday', 'pyeongchang-story'];

const event = (childName: string, over: Partial<ReadingEvent> = {}): ReadingEvent => ({
  childName,
  bookId: 'forest-adventure',
  day: dayBack(0),
  pageCount: 12,
  pagesSeen: [0, 1],
  lastPage: 1,
  finished: false,
  seconds: 60,
  readAloud: false,
  ...over,
});

let families = 0;
const newFamily = () => `family-${process.pid}-${++families}`;

describe.each(testDatabaseKinds())('a family’s progress has a ceiling, on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const rows = async (familyKey: string) => {
    const of = async (table: typeof readingEvents | typeof readingBooks | typeof readingDays | typeof gameProgress | typeof familyChildren) =>
      (await database.db.select({ n: count() }).from(table).where(eq(table.familyKey, familyKey)))[0]!.n;
    return {
      events: await of(readingEvents),
      books: await of(readingBooks),
      days: await of(readingDays),
      games: await of(gameProgress),
      children: await of(familyChildren),
    };
  };

  it(`names at most ${FAMILY_CEILING.children} children, counting the quizzes’ own; a new one past them is refused, a known one still saves`, async () => {
    const store = createProgressStore(database.db, { now: () => NOW });
    const family = newFamily();
    await insertScores(database.db, [
      { familyKey: family, idempotencyKey: null, score: { ...quizScoreBody('퀴즈만 한 아이'), mode: 'timed' } },
      { familyKey: family, idempotencyKey: null, score: { ...quizScoreBody('Quiz Kid'), mode: 'timed' } },
    ]);
    for (let n = 0; n < FAMILY_CEILING.children - 2; n++) {
      if (n % 2) await store.saveGame(family, `child ${n}`, 'adventure', 1, 10);
      else expect(await store.saveReading(family, null, event(`child ${n}`))).toBe(true);
    }
    await expect(store.saveReading(family, null, event('one too many'))).rejects.toBeInstanceOf(FamilyFullError);
    await expect(store.saveGame(family, 'one too many', 'multiplication', 0, 5)).rejects.toBeInstanceOf(FamilyFullError);
    // A quiz taker already counts as a child: their reading is welcome.
    expect(await store.saveReading(family, null, event('Quiz Kid'))).toBe(true);
    expect(await store.saveReading(family, null, event('child 0', { seconds: 30 }))).toBe(true);

    expect((await rows(family)).children).toBe(FAMILY_CEILING.children - 1);
    const { children } = await store.summary(family);
    expect(children).toHaveLength(FAMILY_CEILING.children);
    expect(children.map((c) => c.name)).not.toContain('one too many');
    expect(children.find((c) => c.name === 'child 0')!.days).toEqual([{ day: dayBack(0), seconds: 90 }]);
  });

  it('stores saves sent together in one write, each key once: a repeat in the same write or of a stored one is not new', async () => {
    const store = createProgressStore(database.db, { now: () => NOW });
    const family = newFamily();
    expect(await store.saveReading(family, 'stored-before-1', event('지우'))).toBe(true);
    const together = await Promise.all([
      store.saveReading(family, 'sent-twice-1', event('지우')),
      store.saveReading(family, null, event('민아')),
      store.saveReading(family, 'sent-twice-1', event('지우')),
      store.saveReading(family, 'stored-before-1', event('지우')),
      store.saveReading(family, null, event('민아')),
    ]);
    expect(together).toEqual([true, true, false, false, true]);
    expect((await rows(family)).events).toBe(4);
  });

  it('counts at most a whole day of reading per child and day, before and after the fold', async () => {
    const store = createProgressStore(database.db, { cap: { max: 4, keptAfterFold: 1 }, now: () => NOW });
    const family = newFamily();
    const threeHours = 3 * 60 * 60;
    for (let n = 0; n < 5; n++) await store.saveReading(family, null, event('지우', { bookId: BOOKS[n]!, seconds: threeHours }));
    expect((await store.summary(family)).children[0]!.days).toEqual([{ day: dayBack(0), seconds: 5 * threeHours }]);
    for (let n = 0; n < 6; n++) await store.saveReading(family, null, event('지우', { seconds: threeHours }));
    expect((await rows(family)).events).toBeLessThanOrEqual(4);
    const [child] = (await store.summary(family)).children;
    expect(child!.days).toEqual([{ day: dayBack(0), seconds: FAMILY_CEILING.secondsInADay }]);
    expect(child!.books.reduce((sum, b) => sum + b.seconds, 0)).toBe(11 * threeHours);
  });

  it(`keeps the seconds of the last ${FAMILY_CEILING.daysKept} days only; older days’ minutes stay in the books`, async () => {
    const store = createProgressStore(database.db, { cap: { max: 2, keptAfterFold: 0 }, now: () => NOW });
    const family = newFamily();
    for (const back of [400, 60, FAMILY_CEILING.daysKept + 1, FAMILY_CEILING.daysKept, 3])
      await store.saveReading(family, null, event('지우', { day: dayBack(back), seconds: 100 }));
    await store.saveReading(family, null, event('지우', { day: dayBack(0), seconds: 100 }));
    const stored = await database.db.select().from(readingDays).where(eq(readingDays.familyKey, family));
    expect(stored.map((d) => d.day).sort()).toEqual([dayBack(FAMILY_CEILING.daysKept), dayBack(3), dayBack(0)]);
    const [child] = (await store.summary(family)).children;
    expect(child!.days.map((d) => d.day)).toEqual([dayBack(0), dayBack(3), dayBack(FAMILY_CEILING.daysKept)]);
    expect(child!.books[0]).toMatchObject({ seconds: 600, lastDay: dayBack(0) });
  });

  it('never lets a book’s total overflow its column', async () => {
    const store = createProgressStore(database.db, { cap: { max: 1, keptAfterFold: 0 }, now: () => NOW });
    const family = newFamily();
    // Two events: one past the cap, folded into the book.
    for (let n = 0; n < 2; n++) await store.saveReading(family, null, event('지우'));
    await database.db
      .update(readingBooks)
      .set({ seconds: FAMILY_CEILING.secondsInAll - 100 })
      .where(eq(readingBooks.familyKey, family));
    for (let n = 0; n < 3; n++) expect(await store.saveReading(family, null, event('지우', { seconds: 3 * 60 * 60 }))).toBe(true);
    expect((await store.summary(family)).children[0]!.books[0]!.seconds).toBe(FAMILY_CEILING.secondsInAll);
  });

  it('holds a family sent the most it can be sent within its ceiling: every child, book and kept day', async () => {
    const store = createProgressStore(database.db, { now: () => NOW });
    const family = newFamily();
    const refused = new Set<string>();
    // Each child reads one book a day, a different one each day, on every day kept and more: all sent at once.
    const saves = Array.from({ length: FAMILY_CEILING.children + 2 }, (_, child) =>
      Array.from({ length: FAMILY_CEILING.daysKept + 3 }, (_, n) =>
        store
          .saveReading(family, null, event(`아이 ${child}`, { bookId: BOOKS[(child + n) % BOOKS.length]!, day: dayBack(n - 1), seconds: 3 * 60 * 60 }))
          .catch((error: unknown) => {
            expect(error).toBeInstanceOf(FamilyFullError);
            refused.add(`아이 ${child}`);
          }),
      ),
    );
    await Promise.all(saves.flat());
    expect(refused.size).toBe(2);
    const held = await rows(family);
    expect(held.children).toBe(FAMILY_CEILING.children);
    expect(held.events).toBeLessThanOrEqual(300);
    expect(held.books).toBeLessThanOrEqual(FAMILY_CEILING.children * BOOKS.length);
    // The kept days, and tomorrow: a device's day may run ahead of the server's.
    expect(held.days).toBeLessThanOrEqual(FAMILY_CEILING.children * (FAMILY_CEILING.daysKept + 2));
    const { children } = await store.summary(family);
    expect(children).toHaveLength(FAMILY_CEILING.children);
    for (const child of children) expect(child.books).toHaveLength(BOOKS.length);
    for (const child of children) expect(child.days.every((d) => d.seconds <= FAMILY_CEILING.secondsInADay)).toBe(true);
  }, 120_000);
});
