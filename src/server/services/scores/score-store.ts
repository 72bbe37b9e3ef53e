import { and, desc, eq } from 'drizzle-orm';
import type { NewQuizScore, QuizScoreRecord } from '@/shared/quiz-score';
import type { Db } from '../../db/database';
import { quizScores } from '../../db/schema';

function toRecord({ familyKey: _family, idempotencyKey: _idempotency, ...row }: typeof quizScores.$inferSelect): QuizScoreRecord {
  return { ...row, completedAt: row.completedAt.toISOString() };
}

/** Quiz scores, always within one family (the SHA-256 key of its code; see http/family-key.ts). */
export function createScoreStore(db: Db) {
  return {
    /** Stores a score once per idempotency key: a repeat answers the first record, with `created` false. */
    async save(familyKey: string, idempotencyKey: string | null, score: NewQuizScore): Promise<{ record: QuizScoreRecord; created: boolean }> {
      const [row] = await db
        .insert(quizScores)
        .values({ ...score, familyKey, idempotencyKey })
        .onConflictDoNothing({ target: [quizScores.familyKey, quizScores.idempotencyKey] })
        .returning();
      if (row) return { record: toRecord(row), created: true };
      const [first] = await db
        .select()
        .from(quizScores)
        .where(and(eq(quizScores.familyKey, familyKey), eq(quizScores.idempotencyKey, idempotencyKey!)));
      return { record: toRecord(first!), created: false };
    },

    /** The family's most recent records, newest first. */
    async list(familyKey: string, limit: number): Promise<QuizScoreRecord[]> {
      const rows = await db.select().from(quizScores).where(eq(quizScores.familyKey, familyKey)).orderBy(desc(quizScores.id)).limit(limit);
      return rows.map(toRecord);
    },

    /** One child's most recent records within the family, newest first. */
    async byPlayer(familyKey: string, playerName: string, limit: number): Promise<QuizScoreRecord[]> {
      const rows = await db
        .select()
        .from(quizScores)
        .where(and(eq(quizScores.familyKey, familyKey), eq(quizScores.playerName, playerName)))
        .orderBy(desc(quizScores.id))
        .limit(limit);
      return rows.map(toRecord);
    },

    /** Deletes every record of the family; answers how many there were. */
    async deleteAll(familyKey: string): Promise<number> {
      const deleted = await db.delete(quizScores).where(eq(quizScores.familyKey, familyKey)).returning({ id: quizScores.id });
      return deleted.length;
    },
  };
}

export type ScoreStore = ReturnType<typeof createScoreStore>;
