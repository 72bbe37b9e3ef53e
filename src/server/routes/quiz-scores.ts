import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { NewQuizScoreSchema, PlayerNameSchema, QuizScoreListQuerySchema, type QuizScoreRecord } from '@/shared/quiz-score';
import { quizScores } from '../db/schema';
import { readLimit, writeLimit, type AppInstance, type RouteDeps } from '../http/types';

function toRecord(row: typeof quizScores.$inferSelect): QuizScoreRecord {
  return { ...row, completedAt: row.completedAt.toISOString() };
}

export async function quizScoreRoutes(app: AppInstance, { db }: RouteDeps) {
  app.post('/api/quiz-scores', { schema: { body: NewQuizScoreSchema }, config: writeLimit() }, async (request, reply) => {
    const [row] = await db.insert(quizScores).values(request.body).returning();
    return reply.code(201).send(toRecord(row!));
  });

  app.get('/api/quiz-scores', { schema: { querystring: QuizScoreListQuerySchema }, config: readLimit() }, async (request) => {
    const rows = await db.select().from(quizScores).orderBy(desc(quizScores.id)).limit(request.query.limit);
    return rows.map(toRecord);
  });

  app.get(
    '/api/quiz-scores/:playerName',
    { schema: { params: z.object({ playerName: PlayerNameSchema }) }, config: readLimit() },
    async (request) => {
      const rows = await db
        .select()
        .from(quizScores)
        .where(eq(quizScores.playerName, request.params.playerName))
        .orderBy(desc(quizScores.id))
        .limit(100);
      return rows.map(toRecord);
    },
  );
}
