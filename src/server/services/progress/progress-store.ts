import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { GameWithProgress, ReadingEvent, FamilyProgress } from '@/shared/family-progress';
import type { Db } from '../../db/database';
import { gameProgress, quizScores, readingDays, readingEvents } from '../../db/schema';
import { familySummary, foldStretches, type ReadingStretch } from './family-summary';

/**
 * A family keeps at most this many reading events; past it, the oldest are folded into daily totals until
 * `keptAfterFold` remain, so a family reading every day for years stays a few hundred rows plus a row a day.
 */
export const READING_EVENT_CAP = { max: 300, keptAfterFold: 200 };

type EventRow = typeof readingEvents.$inferSelect;
type DayRow = typeof readingDays.$inferSelect;

const stretchOfEvent = ({ id, familyKey: _family, idempotencyKey: _key, createdAt: _at, ...row }: EventRow): ReadingStretch => ({ ...row, order: id });

const stretchOfDay = ({ familyKey: _family, lastEventId, ...row }: DayRow): ReadingStretch => ({ ...row, order: lastEventId });

/** One transaction per family at a time changes its events (two folds at once would count the same events twice). */
const lockFamily = (familyKey: string) => sql`select pg_advisory_xact_lock(hashtextextended(${`progress ${familyKey}`}, 0))`;

/**
 * Reading events, daily totals and game bests, always within one family (the SHA-256 key of its code,
 * http/family-key.ts) and per child name. Nothing here is kept in memory: every read is the database's.
 */
export function createProgressStore(db: Db, cap = READING_EVENT_CAP) {
  /** Folds the family's oldest events into their days once it holds more than the cap. */
  async function foldOldest(tx: Db, familyKey: string) {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(readingEvents).where(eq(readingEvents.familyKey, familyKey));
    if (n <= cap.max) return;
    const oldest = await tx
      .select()
      .from(readingEvents)
      .where(eq(readingEvents.familyKey, familyKey))
      .orderBy(asc(readingEvents.id))
      .limit(n - cap.keptAfterFold);
    const groups = new Map<string, EventRow[]>();
    for (const row of oldest) {
      const key = JSON.stringify([row.childName, row.bookId, row.day]);
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    for (const rows of groups.values()) {
      const { childName, bookId, day } = rows[0]!;
      const [stored] = await tx
        .select()
        .from(readingDays)
        .where(and(eq(readingDays.familyKey, familyKey), eq(readingDays.childName, childName), eq(readingDays.bookId, bookId), eq(readingDays.day, day)));
      const folded = foldStretches([...(stored ? [stretchOfDay(stored)] : []), ...rows.map(stretchOfEvent)]);
      const row = {
        familyKey,
        childName,
        bookId,
        day,
        pageCount: folded.pageCount,
        pagesSeen: folded.pagesSeen,
        lastPage: folded.lastPage,
        lastEventId: folded.order,
        finished: folded.finished,
        seconds: folded.seconds,
        readAloud: folded.readAloud,
      };
      await tx
        .insert(readingDays)
        .values(row)
        .onConflictDoUpdate({ target: [readingDays.familyKey, readingDays.childName, readingDays.bookId, readingDays.day], set: row });
    }
    await tx.delete(readingEvents).where(
      and(
        eq(readingEvents.familyKey, familyKey),
        inArray(
          readingEvents.id,
          oldest.map((row) => row.id),
        ),
      ),
    );
  }

  return {
    /** Stores an event once per idempotency key (a repeat changes nothing and answers false), then folds past the cap. */
    async saveReading(familyKey: string, idempotencyKey: string | null, event: ReadingEvent): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(lockFamily(familyKey));
        const inserted = await tx
          .insert(readingEvents)
          .values({ familyKey, idempotencyKey, ...event, pagesSeen: [...event.pagesSeen].sort((a, b) => a - b) })
          .onConflictDoNothing()
          .returning({ id: readingEvents.id });
        if (inserted.length === 0) return false;
        await foldOldest(tx as unknown as Db, familyKey);
        return true;
      });
    },

    /** Keeps the better level and the better score a child has reached in a game. */
    async saveGame(familyKey: string, childName: string, game: GameWithProgress, level: number, score: number): Promise<void> {
      await db
        .insert(gameProgress)
        .values({ familyKey, childName, game, bestLevel: level, bestScore: score })
        .onConflictDoUpdate({
          target: [gameProgress.familyKey, gameProgress.childName, gameProgress.game],
          set: {
            bestLevel: sql`greatest(${gameProgress.bestLevel}, excluded.best_level)`,
            bestScore: sql`greatest(${gameProgress.bestScore}, excluded.best_score)`,
            updatedAt: sql`now()`,
          },
        });
    },

    /** Every child of the family (the quizzes' names too) with the books read, the days read and each game's best. */
    async summary(familyKey: string): Promise<FamilyProgress> {
      const [events, days, games, names] = await Promise.all([
        db.select().from(readingEvents).where(eq(readingEvents.familyKey, familyKey)),
        db.select().from(readingDays).where(eq(readingDays.familyKey, familyKey)),
        db.select().from(gameProgress).where(eq(gameProgress.familyKey, familyKey)),
        db.selectDistinct({ name: quizScores.playerName }).from(quizScores).where(eq(quizScores.familyKey, familyKey)),
      ]);
      return familySummary(
        [...days.map(stretchOfDay), ...events.map(stretchOfEvent)],
        games.map((g) => ({ childName: g.childName, game: g.game as GameWithProgress, bestLevel: g.bestLevel, bestScore: g.bestScore })),
        names.map((n) => n.name),
      );
    },

    /** Deletes everything the family's children read and played; answers how many rows there were. */
    async deleteAll(familyKey: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(lockFamily(familyKey));
        const gone = await Promise.all([
          tx.delete(readingEvents).where(eq(readingEvents.familyKey, familyKey)).returning({ id: readingEvents.id }),
          tx.delete(readingDays).where(eq(readingDays.familyKey, familyKey)).returning({ day: readingDays.day }),
          tx.delete(gameProgress).where(eq(gameProgress.familyKey, familyKey)).returning({ game: gameProgress.game }),
        ]);
        return gone.reduce((sum, rows) => sum + rows.length, 0);
      });
    },
  };
}

export type ProgressStore = ReturnType<typeof createProgressStore>;
