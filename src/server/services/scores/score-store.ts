import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { QuizScoreRecordListSchema, type NewQuizScore, type QuizScoreRecord } from '@/shared/quiz-score';
import type { Database, Db } from '../../db/database';
import { quizScores } from '../../db/schema';
import { createBatcher } from './batcher';
import { insertScores, type SaveOutcome, type ScoreToSave } from './insert-scores';
import { createScoreListCache, listPageOf, type ListPage } from './score-list-cache';

/** The channel migration 0003's trigger announces every change on, with the family key ('*': all). */
const CHANGES_CHANNEL = 'quiz_scores_changed';
// A hundred records, each with its ten questions, are about 105 KB of JSON, kept as bytes: room for the
// longest lists of some 150 busy families, or ten thousand short ones; an unused code's empty list costs
// under a kilobyte.
const CACHE_BOUNDS = { maxEntries: 10_000, maxBytes: 16 * 1024 * 1024 };

/** Named field by field: the family key, the idempotency key and the shared `seq` are never sent. */
function toRecord(row: typeof quizScores.$inferSelect): QuizScoreRecord {
  const { id, playerName, mode, score, totalQuestions, accuracy, timeTaken, completedAt, questions } = row;
  return { id, playerName, mode, score, totalQuestions, accuracy, timeTaken, completedAt: completedAt.toISOString(), questions };
}

/** Newest first; records completed at the same moment, the one stored last first. */
const NEWEST_FIRST = [desc(quizScores.completedAt), desc(quizScores.seq)];

// Compiled once (a zod/mini list has no fast path of its own): a hundred records parse several times faster.
const recordList = z.compile(QuizScoreRecordListSchema);

/**
 * A list answer made through the routes' response schema, as Fastify makes any other answer (it never sees
 * this string): a field the schema does not name is dropped, whatever a read handed over.
 */
export const recordsPageOf = (records: QuizScoreRecord[]): ListPage => listPageOf(recordList.parse(records));

/**
 * Quiz scores, always within one family (the SHA-256 key of its code; see http/family-key.ts).
 * List answers are kept as sent until the family's scores change (decision 014): a report reloads them often.
 */
export function createScoreStore(db: Db) {
  const cache = createScoreListCache(CACHE_BOUNDS);
  // Saves made at the same moment share one statement and one commit (decision 014).
  const saveTogether = createBatcher((saves: ScoreToSave[]) => insertScores(db, saves), { maxBatch: 100, maxInFlight: 4 });

  async function cachedPage(familyKey: string, key: string, read: () => Promise<QuizScoreRecord[]>): Promise<ListPage> {
    const kept = cache.get(familyKey, key);
    if (kept) return kept;
    const startedAt = cache.startRead();
    const page = recordsPageOf(await read());
    cache.keep(familyKey, key, page, startedAt);
    return page;
  }

  const store = {
    /** Stores a score once per idempotency key: a repeat answers the first record, with `created` false. */
    async save(familyKey: string, idempotencyKey: string | null, score: NewQuizScore): Promise<SaveOutcome> {
      const settled = await saveTogether.add({ familyKey, idempotencyKey, score });
      if (settled.status === 'rejected') throw settled.reason;
      const outcome = settled.value;
      // This instance drops the lists at once; the database's notice tells the others.
      if (outcome.created) cache.changed(familyKey);
      return outcome;
    },

    /** The family's most recent records, newest first. */
    async list(familyKey: string, limit: number): Promise<QuizScoreRecord[]> {
      const rows = await db
        .select()
        .from(quizScores)
        .where(eq(quizScores.familyKey, familyKey))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
      return rows.map(toRecord);
    },

    /** One child's most recent records within the family, newest first. */
    async byPlayer(familyKey: string, playerName: string, limit: number): Promise<QuizScoreRecord[]> {
      const rows = await db
        .select()
        .from(quizScores)
        .where(and(eq(quizScores.familyKey, familyKey), eq(quizScores.playerName, playerName)))
        .orderBy(...NEWEST_FIRST)
        .limit(limit);
      return rows.map(toRecord);
    },

    /** Deletes every record of the family; answers how many there were. */
    async deleteAll(familyKey: string): Promise<number> {
      const deleted = await db.delete(quizScores).where(eq(quizScores.familyKey, familyKey)).returning({ id: quizScores.id });
      cache.changed(familyKey);
      return deleted.length;
    },

    /** `list` as JSON, kept until the family's scores change. */
    listPage: (familyKey: string, limit: number) => cachedPage(familyKey, `list ${limit}`, () => store.list(familyKey, limit)),

    /** `byPlayer` as JSON, kept until the family's scores change. */
    playerPage: (familyKey: string, playerName: string, limit: number) =>
      cachedPage(familyKey, `player ${limit} ${playerName}`, () => store.byPlayer(familyKey, playerName, limit)),

    /** Hears the database's change notices (from every instance) until the returned function is called. */
    watchChanges(database: Database): Promise<() => Promise<void>> {
      return database.listen(CHANGES_CHANNEL, {
        notice: (familyKey) => (familyKey === '*' ? cache.changedAll() : cache.changed(familyKey)),
        lost: () => cache.setHearing(false),
        resumed: () => cache.setHearing(true),
      });
    },
  };
  return store;
}
