import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFamilyCode } from '@/shared/family-code';
import { familyKeyOfCode } from '../http/family-key';
import { familyHeaders, newFamilyCode } from '../../../tests/support/fixtures';
import { databaseBeforeMigration } from '../../../tests/support/database-before-migration';
import { createAppOn } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';
import type { AppInstance } from '../http/types';
import { familyChildren, readingBooks, readingDays } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayBack = (back: number) => new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
const keyOf = (code: string) => familyKeyOfCode(parseFamilyCode(code)!);

/** A row of reading_days as the code before the ceiling folded it: one per child, book and day. */
const oldDay = (
  family: string,
  child: string,
  book: string,
  back: number,
  pages: number[],
  lastPage: number,
  lastEventId: number,
  seconds: number,
  flags = {},
) => {
  const { finished = false, readAloud = false } = flags as { finished?: boolean; readAloud?: boolean };
  return [
    `insert into reading_days (family_key, child_name, book_id, day, page_count, pages_seen, last_page, last_event_id, finished, seconds, read_aloud)
     values ($1, $2, $3, $4, 12, $5, $6, $7, $8, $9, $10)`,
    [family, child, book, dayBack(back), JSON.stringify(pages), lastPage, lastEventId, finished, seconds, readAloud],
  ] as const;
};

describe.each(testDatabaseKinds())('the migration to a family’s ceiling on %s', (kind) => {
  const code = newFamilyCode();
  const family = keyOf(code);
  let made: Awaited<ReturnType<typeof databaseBeforeMigration>>;
  let app: AppInstance;
  beforeAll(async () => {
    made = await databaseBeforeMigration(kind, '_family_progress_ceiling', async (query) => {
      for (const row of [
        oldDay(family, '지우', 'forest-adventure', 200, [0, 1, 2], 2, 3, 600, { readAloud: true }),
        oldDay(family, '지우', 'forest-adventure', 2, [2, 3, 4], 4, 40, 300),
        oldDay(family, '지우', 'forest-adventure', 1, [5], 5, 12, 60000, { finished: true }),
        oldDay(family, '지우', 'charlotte-birthday', 1, [0], 0, 41, 60000),
        oldDay(family, 'Mina', 'forest-adventure', 100, [7], 7, 9, 120),
      ])
        await query(...row);
      await query(
        `insert into reading_events (family_key, child_name, book_id, day, page_count, pages_seen, last_page, finished, seconds, read_aloud, idempotency_key)
         values ($1, '두리', 'forest-adventure', $2, 12, '[0]', 0, false, 30, false, 'kept-event-key')`,
        [family, dayBack(0)],
      );
      await query(`insert into game_progress (family_key, child_name, game, best_level, best_score) values ($1, '세찬', 'adventure', 2, 300)`, [family]);
    });
    app = (await createAppOn(made.database)).app;
  });
  afterAll(async () => {
    await app?.close();
    await made?.database.close();
    await made?.remove();
  });

  it('folds each child’s days of a book into one book, keeps the recent days’ seconds (at most a day each), and names every child', async () => {
    const { db } = made.database;
    const children = await db.select({ name: familyChildren.childName }).from(familyChildren).where(eq(familyChildren.familyKey, family));
    expect(children.map((c) => c.name).sort()).toEqual(['Mina', '두리', '세찬', '지우'].sort());
    const books = await db.select().from(readingBooks).where(eq(readingBooks.familyKey, family));
    expect(books.find((b) => b.childName === '지우' && b.bookId === 'forest-adventure')).toMatchObject({
      pagesSeen: [0, 1, 2, 3, 4, 5],
      // The last page of the newest event folded in (id 40), not of the newest day.
      lastPage: 4,
      lastEventId: 40,
      lastDay: dayBack(1),
      finished: true,
      readAloud: true,
      seconds: 60900,
    });
    expect(books.find((b) => b.childName === 'Mina')).toMatchObject({ seconds: 120, lastDay: dayBack(100), pagesSeen: [7] });
    const days = await db.select().from(readingDays).where(eq(readingDays.familyKey, family));
    expect(days.map(({ childName, day, seconds }) => [childName, day, seconds]).sort((a, b) => String(a[1]).localeCompare(String(b[1])))).toEqual([
      ['지우', dayBack(2), 300],
      ['지우', dayBack(1), 24 * 60 * 60],
    ]);
  });

  it('answers the family’s progress as before the change, old days listed no more', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/family-progress', headers: familyHeaders(code) });
    expect(res.statusCode).toBe(200);
    const children = res.json().children as Array<{ name: string; books: Array<{ bookId: string; seconds: number }>; days: unknown[] }>;
    expect(children.map((c) => c.name)).toEqual(['두리', '세찬', '지우', 'Mina']);
    const jiwoo = children.find((c) => c.name === '지우')!;
    expect(jiwoo.books.map((b) => b.bookId)).toEqual(['charlotte-birthday', 'forest-adventure']);
    expect(jiwoo.days).toEqual([
      { day: dayBack(1), seconds: 24 * 60 * 60 },
      { day: dayBack(2), seconds: 300 },
    ]);
    expect(children.find((c) => c.name === 'Mina')!.days).toEqual([]);
  });
});
