import { and, desc, eq } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/shared/idempotency-key';
import { z } from 'zod';
import { NewQuizScoreSchema, PlayerNameSchema, QuizScoreListQuerySchema, type QuizScoreRecord } from '@/shared/quiz-score';
import { quizScores } from '../db/schema';
import { ApiError } from '../http/api-error';
import { familyKeyOf } from '../http/family-key';
import { writeLimit, type AppInstance, type RouteDeps } from '../http/types';

function toRecord({ familyKey: _family, idempotencyKey: _idempotency, ...row }: typeof quizScores.$inferSelect): QuizScoreRecord {
  return { ...row, completedAt: row.completedAt.toISOString() };
}

function idempotencyKeyOf(sent: string | string[] | undefined): string | null {
  if (sent === undefined) return null;
  if (typeof sent !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(sent)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_" (a UUID will do).');
  }
  return sent;
}

/**
 * Scores are kept per family code (X-Family-Code header): every call names one, and sees and changes
 * only that code's records. Reads spend the write budget too, so nobody can try codes at read speed.
 */
export async function quizScoreRoutes(app: AppInstance, { db }: RouteDeps) {
  app.post('/api/quiz-scores', { schema: { body: NewQuizScoreSchema }, config: writeLimit() }, async (request, reply) => {
    const familyKey = familyKeyOf(request);
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const [row] = await db
      .insert(quizScores)
      .values({ ...request.body, familyKey, idempotencyKey })
      .onConflictDoNothing({ target: [quizScores.familyKey, quizScores.idempotencyKey] })
      .returning();
    if (row) return reply.code(201).send(toRecord(row));
    // A repeat of a save already stored: the first record stands, and the device learns it is safe.
    const [first] = await db
      .select()
      .from(quizScores)
      .where(and(eq(quizScores.familyKey, familyKey), eq(quizScores.idempotencyKey, idempotencyKey!)));
    return reply.code(200).send(toRecord(first!));
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
