import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { GameWithProgress, ReadingEvent, FamilyProgress } from '@/shared/family-progress';
import type { Db } from '../../db/database';
import { familyChildren, gameProgress, readingBooks, readingDays, readingEvents } from '../../db/schema';
import { FAMILY_CEILING, FamilyFullError } from './family-ceiling';
import { familySummary, foldStretches, groupBy, type ReadingStretch } from './family-summary';
import { createFamilyWriteQueue } from './family-write-queue';

/**
 * A family keeps at most this many reading events; past it, the oldest are folded into each child's books and
 * recent days until `keptAfterFold` remain, so a family reading every day for years stays a few hundred rows.
 */
export const READING_EVENT_CAP = { max: 300, keptAfterFold: 200 };

/** Saves of one family written in one transaction, and how many may wait behind it in this process. */
const FAMILY_WRITES = { maxBatch: 100, maxWaiting: 1000 };

type EventRow = typeof readingEvents.$inferSelect;
type BookRow = typeof readingBooks.$inferSelect;

const stretchOfEvent = ({ id, familyKey: _family, idempotencyKey: _key, createdAt: _at, ...row }: EventRow): ReadingStretch => ({ ...row, order: id });

const stretchOfBook = ({ familyKey: _family, lastEventId, lastDay, ...row }: BookRow): ReadingStretch => ({ ...row, day: lastDay, order: lastEventId });

/** One transaction per family at a time changes its rows (two folds at once would count the same events twice). */
const lockFamily = (familyKey: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`progress ${familyKey}`}, 0))`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first day whose seconds are kept, `daysKept` days before the server's (UTC) today. */
const firstDayKept = (now: number) => new Date(now - FAMILY_CEILING.daysKept * DAY_MS).toISOString().slice(0, 10);

/**
 * The first `limit` names the family's quizzes use, in name order: one index probe per name (a loose index
 * scan), so a family with a hundred thousand quiz records costs no more than one with ten.
 */
const quizTakers = (familyKey: string, limit: number) => sql`
  with recursive taker(name) as (
    (select player_name from quiz_scores where family_key = ${familyKey} order by player_name limit 1)
    union all
    select (select q.player_name from quiz_scores q where q.family_key = ${familyKey} and q.player_name > taker.name order by q.player_name limit 1)
    from taker where taker.name is not null
  )
  select name from taker where name is not null limit ${limit}`;

type StretchColumns = [number, string, string, string, number, number[], number, boolean, number, boolean];

/** What summaryOf answers, each row an array of its columns. */
interface StoredSummary {
  registered: string[];
  takers: string[];
  events: StretchColumns[];
  books: StretchColumns[];
  days: Array<[string, string, number]>;
  games: Array<[string, GameWithProgress, number, number]>;
}

/**
 * Everything a family's summary needs, as one JSON text: its first children by name (the ceiling's worth),
 * its quizzes' first children, its events, and those children's books, days from `since` on and game bests.
 */
const summaryOf = (familyKey: string, since: string) => {
  const children = sql`(select child_name from family_children where family_key = ${familyKey} order by child_name limit ${FAMILY_CEILING.children})`;
  const stretch = (order: string, day: string) =>
    sql.raw(`json_build_array(${order}, child_name, book_id, ${day}, page_count, pages_seen, last_page, finished, seconds, read_aloud)`);
  return sql`select json_build_object(
    'registered', (select coalesce(json_agg(child_name), '[]') from ${children} c),
    'takers', (select coalesce(json_agg(name), '[]') from (${quizTakers(familyKey, FAMILY_CEILING.children)}) t),
    'events', (select coalesce(json_agg(${stretch('id', 'day')}), '[]') from reading_events where family_key = ${familyKey}),
    'books', (select coalesce(json_agg(${stretch('last_event_id', 'last_day')}), '[]') from reading_books
      where family_key = ${familyKey} and child_name in ${children}),
    'days', (select coalesce(json_agg(json_build_array(child_name, day, seconds)), '[]') from reading_days
      where family_key = ${familyKey} and day >= ${since} and child_name in ${children}),
    'games', (select coalesce(json_agg(json_build_array(child_name, game, best_level, best_score)), '[]') from game_progress
      where family_key = ${familyKey} and child_name in ${children})
  )::text as summary`;
};

const namesOf = (result: unknown) => (result as { rows: Array<{ name: string }> }).rows.map((row) => row.name);

/** A save the family's write queue takes: a stretch of reading, or a game's best. */
type FamilyWrite =
  | { kind: 'reading'; idempotencyKey: string | null; event: ReadingEvent }
  | { kind: 'game'; childName: string; game: GameWithProgress; level: number; score: number };

const childOf = (write: FamilyWrite) => (write.kind === 'reading' ? write.event.childName : write.childName);

/**
 * Reading events, each child's books and recent days, and game bests, always within one family (the SHA-256
 * key of its code, http/family-key.ts) and per child name, with a ceiling on each (family-ceiling.ts).
 * Nothing here is kept in memory: every read is the database's.
 */
export function createProgressStore(db: Db, { cap = READING_EVENT_CAP, now = Date.now }: { cap?: typeof READING_EVENT_CAP; now?: () => number } = {}) {
  /** The children the family's progress and quizzes name, up to one past the ceiling: enough to tell it is full. */
  async function childrenOf(tx: Db, familyKey: string): Promise<Set<string>> {
    const registered = await tx
      .select({ name: familyChildren.childName })
      .from(familyChildren)
      .where(eq(familyChildren.familyKey, familyKey))
      .limit(FAMILY_CEILING.children + 1);
    const takers = namesOf(await tx.execute(quizTakers(familyKey, FAMILY_CEILING.children + 1)));
    return new Set([...registered.map((r) => r.name), ...takers]);
  }

  /** Folds the family's oldest events into its children's books and days once it holds more than the cap. */
  async function foldOldest(tx: Db, familyKey: string) {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(readingEvents).where(eq(readingEvents.familyKey, familyKey));
    if (n <= cap.max) return;
    const oldest = (
      await tx
        .select()
        .from(readingEvents)
        .where(eq(readingEvents.familyKey, familyKey))
        .orderBy(asc(readingEvents.id))
        .limit(n - cap.keptAfterFold)
    ).map(stretchOfEvent);

    const bookKey = (s: ReadingStretch) => JSON.stringify([s.childName, s.bookId]);
    const stored = new Map((await tx.select().from(readingBooks).where(eq(readingBooks.familyKey, familyKey))).map(stretchOfBook).map((b) => [bookKey(b), b]));
    const books = [...groupBy(oldest, bookKey)].map(([key, events]) => {
      const before = stored.get(key);
      return foldStretches(before ? [before, ...events] : events);
    });
    if (books.length > 0) {
      await tx
        .insert(readingBooks)
        .values(
          books.map((b) => ({
            familyKey,
            childName: b.childName,
            bookId: b.bookId,
            pageCount: b.pageCount,
            pagesSeen: b.pagesSeen,
            lastPage: b.lastPage,
            lastEventId: b.order,
            lastDay: b.day,
            finished: b.finished,
            seconds: b.seconds,
            readAloud: b.readAloud,
          })),
        )
        .onConflictDoUpdate({
          target: [readingBooks.familyKey, readingBooks.childName, readingBooks.bookId],
          set: {
            pageCount: sql`excluded.page_count`,
            pagesSeen: sql`excluded.pages_seen`,
            lastPage: sql`excluded.last_page`,
            lastEventId: sql`excluded.last_event_id`,
            lastDay: sql`excluded.last_day`,
            finished: sql`excluded.finished`,
            seconds: sql`excluded.seconds`,
            readAloud: sql`excluded.read_aloud`,
          },
        });
    }

    // Days before the kept ones are dropped: their minutes stay in the books.
    const since = firstDayKept(now());
    await tx.delete(readingDays).where(and(eq(readingDays.familyKey, familyKey), lt(readingDays.day, since)));
    const recent = oldest.filter((s) => s.day >= since);
    if (recent.length > 0) {
      const days = [...groupBy(recent, (s) => JSON.stringify([s.childName, s.day])).values()].map((group) => ({
        familyKey,
        childName: group[0]!.childName,
        day: group[0]!.day,
        seconds: Math.min(
          group.reduce((sum, s) => sum + s.seconds, 0),
          FAMILY_CEILING.secondsInADay,
        ),
      }));
      await tx
        .insert(readingDays)
        .values(days)
        .onConflictDoUpdate({
          target: [readingDays.familyKey, readingDays.childName, readingDays.day],
          set: { seconds: sql`least(${readingDays.seconds} + excluded.seconds, ${FAMILY_CEILING.secondsInADay})` },
        });
    }

    await tx.delete(readingEvents).where(
      and(
        eq(readingEvents.familyKey, familyKey),
        inArray(
          readingEvents.id,
          oldest.map((s) => s.order),
        ),
      ),
    );
  }

  /** One family's saves in one transaction, in the order they came: each child new to the family is checked against the ceiling. */
  async function writeFamily(familyKey: string, writes: FamilyWrite[]): Promise<Array<PromiseSettledResult<boolean>>> {
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.execute(lockFamily(familyKey));
      const names = [...new Set(writes.map(childOf))];
      const registered = new Set(
        (
          await tx
            .select({ name: familyChildren.childName })
            .from(familyChildren)
            .where(and(eq(familyChildren.familyKey, familyKey), inArray(familyChildren.childName, names)))
        ).map((r) => r.name),
      );
      const children = names.some((name) => !registered.has(name)) ? await childrenOf(tx, familyKey) : registered;

      const outcomes: Array<PromiseSettledResult<boolean>> = [];
      const events: Array<{ at: number; idempotencyKey: string | null; event: ReadingEvent }> = [];
      for (const write of writes) {
        const childName = childOf(write);
        if (!registered.has(childName)) {
          if (!children.has(childName) && children.size >= FAMILY_CEILING.children) {
            outcomes.push({ status: 'rejected', reason: new FamilyFullError() });
            continue;
          }
          await tx.insert(familyChildren).values({ familyKey, childName }).onConflictDoNothing();
          registered.add(childName);
          children.add(childName);
        }
        if (write.kind === 'reading') {
          events.push({ at: outcomes.length, idempotencyKey: write.idempotencyKey, event: write.event });
          outcomes.push({ status: 'fulfilled', value: false });
          continue;
        }
        await tx
          .insert(gameProgress)
          .values({ familyKey, childName, game: write.game, bestLevel: write.level, bestScore: write.score })
          .onConflictDoUpdate({
            target: [gameProgress.familyKey, gameProgress.childName, gameProgress.game],
            set: {
              bestLevel: sql`greatest(${gameProgress.bestLevel}, excluded.best_level)`,
              bestScore: sql`greatest(${gameProgress.bestScore}, excluded.best_score)`,
              updatedAt: sql`now()`,
            },
          });
        outcomes.push({ status: 'fulfilled', value: true });
      }
      // The batch's events in one statement; a key stored before, or sent twice in the batch, is stored once.
      const stored =
        events.length > 0 &&
        (
          await tx
            .insert(readingEvents)
            .values(events.map(({ idempotencyKey, event }) => ({ familyKey, idempotencyKey, ...event, pagesSeen: [...event.pagesSeen].sort((a, b) => a - b) })))
            .onConflictDoNothing()
            .returning({ idempotencyKey: readingEvents.idempotencyKey })
        ).map((row) => row.idempotencyKey);
      if (stored) {
        const newKeys = new Set(stored);
        for (const { at, idempotencyKey } of events) {
          const isNew = idempotencyKey === null || newKeys.delete(idempotencyKey);
          outcomes[at] = { status: 'fulfilled', value: isNew };
        }
      }
      if (stored && stored.length > 0) await foldOldest(tx, familyKey);
      return outcomes;
    });
  }

  const queue = createFamilyWriteQueue(writeFamily, FAMILY_WRITES);

  return {
    /**
     * Stores an event once per idempotency key (a repeat changes nothing and answers false), then folds past
     * the cap. Throws FamilyFullError for a child past the family's ceiling, FamilyBusyError past the queue's.
     */
    saveReading(familyKey: string, idempotencyKey: string | null, event: ReadingEvent): Promise<boolean> {
      return queue.add(familyKey, { kind: 'reading', idempotencyKey, event });
    },

    /** Keeps the better level and the better score a child has reached in a game. */
    async saveGame(familyKey: string, childName: string, game: GameWithProgress, level: number, score: number): Promise<void> {
      await queue.add(familyKey, { kind: 'game', childName, game, level, score });
    },

    /**
     * Every child of the family (its reading and games' children, then its quizzes', up to the ceiling) with
     * the books read, the recent days read and each game's best: a few hundred rows at most, read in one
     * statement (one snapshot, one trip) that answers them as one JSON text, so neither database hands over
     * row after row.
     */
    async summary(familyKey: string): Promise<FamilyProgress> {
      const since = firstDayKept(now());
      const { rows } = (await db.execute(summaryOf(familyKey, since))) as unknown as { rows: Array<{ summary: string }> };
      const stored = JSON.parse(rows[0]!.summary) as StoredSummary;
      const children = [...new Set([...stored.registered, ...stored.takers])].slice(0, FAMILY_CEILING.children);
      const stretch = ([order, childName, bookId, day, pageCount, pagesSeen, lastPage, finished, seconds, readAloud]: StretchColumns): ReadingStretch => ({
        order,
        childName,
        bookId,
        day,
        pageCount,
        pagesSeen,
        lastPage,
        finished,
        seconds,
        readAloud,
      });
      return familySummary(
        {
          books: stored.books.map(stretch),
          days: stored.days.map(([childName, day, seconds]) => ({ childName, day, seconds })),
          events: stored.events.map(stretch),
        },
        stored.games.map(([childName, game, bestLevel, bestScore]) => ({ childName, game, bestLevel, bestScore })),
        children,
        since,
      );
    },

    /** Deletes everything the family's children read and played; answers how many rows there were. */
    async deleteAll(familyKey: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(lockFamily(familyKey));
        const gone = await Promise.all([
          tx.delete(readingEvents).where(eq(readingEvents.familyKey, familyKey)).returning({ id: readingEvents.id }),
          tx.delete(readingBooks).where(eq(readingBooks.familyKey, familyKey)).returning({ book: readingBooks.bookId }),
          tx.delete(readingDays).where(eq(readingDays.familyKey, familyKey)).returning({ day: readingDays.day }),
          tx.delete(gameProgress).where(eq(gameProgress.familyKey, familyKey)).returning({ game: gameProgress.game }),
        ]);
        // The family's children go with their rows; they were never records of their own.
        await tx.delete(familyChildren).where(eq(familyChildren.familyKey, familyKey));
        return gone.reduce((sum, rows) => sum + rows.length, 0);
      });
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
