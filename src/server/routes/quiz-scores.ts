import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NewQuizScoreSchema, PlayerNameSchema, QuizScoreListQuerySchema, type QuizScoreRecord } from '@/shared/quiz-score';
import { quizScores } from '../db/schema';
import { familyKeyOf } from '../http/family-key';
import { writeLimit, type AppInstance, type RouteDeps } from '../http/types';

function toRecord({ familyKey: _key, ...row }: typeof quizScores.$inferSelect): QuizScoreRecord {
  return { ...row, completedAt: row.completedAt.toISOString() };
}

/**
 * Scores are kept per family code (X-Family-Code header): every call names one, and sees and changes
 * only that code's records. Reads spend the write budget too, so nobody can try codes at read speed.
 */
export async function quizScoreRoutes(app: AppInstance, { db }: RouteDeps) {
  app.post('/api/quiz-scores', { schema: { body: NewQuizScoreSchema }, config: writeLimit() }, async (request, reply) => {
    const familyKey = familyKeyOf(request);
    const [row] = await db
      .insert(quizScores)
      .values({ ...request.body, familyKey })
      .returning();
    return reply.code(201).send(toRecord(row!));
  });

  app.get('/api/quiz-scores', { schema: { querystring: QuizScoreListQuerySchema }, config: writeLimit() }, async (request) => {
    const familyKey = familyKeyOf(request);
    const rows = await db.select().from(quizScores).where(eq(quizScores.familyKey, familyKey)).orderBy(desc(quizScores.id)).limit(request.query.limit);
    return rows.map(toRecord);
  });

  app.get(
    '/api/quiz-scores/:playerName',
    { schema: { params: z.object({ playerName: PlayerNameSchema }) }, config: writeLimit() },
    async (request) => {
      const familyKey = familyKeyOf(request);
      const rows = await db
        .select()
        .from(quizScores)
        .where(and(eq(quizScores.familyKey, familyKey), eq(quizScores.playerName, request.params.playerName)))
        .orderBy(desc(quizScores.id))
        .limit(100);
      return rows.map(toRecord);
    },
  );

  app.delete('/api/quiz-scores', { config: writeLimit() }, async (request) => {
    const familyKey = familyKeyOf(request);
    const deleted = await db.delete(quizScores).where(eq(quizScores.familyKey, familyKey)).returning({ id: quizScores.id });
    return { deleted: deleted.length };
  });
}
