import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emptyQuadrantLists, QuadrantBoardSchema, SessionIdSchema, type QuadrantLists } from '@/shared/quadrant';
import type { Db } from '../db/database';
import { quadrantBoards } from '../db/schema';
import { readLimit, writeLimit, type AppInstance, type RouteDeps } from '../http/types';

/** The saved lists of a session; an unknown session reads as four empty lists. */
export async function readQuadrantLists(db: Db, sessionId: string): Promise<QuadrantLists> {
  const [row] = await db.select().from(quadrantBoards).where(eq(quadrantBoards.sessionId, sessionId));
  if (!row) return emptyQuadrantLists();
  const { strengths, weaknesses, likes, dislikes } = row;
  return { strengths, weaknesses, likes, dislikes } as QuadrantLists;
}

export async function quadrantBoardRoutes(app: AppInstance, { db }: RouteDeps) {
  app.get(
    '/api/quadrant-board/:sessionId',
    { schema: { params: z.object({ sessionId: SessionIdSchema }) }, config: readLimit() },
    async (request) => readQuadrantLists(db, request.params.sessionId),
  );

  app.get(
    '/api/quadrant-board',
    { schema: { querystring: z.object({ sessionId: SessionIdSchema }) }, config: readLimit() },
    async (request) => readQuadrantLists(db, request.query.sessionId),
  );

  app.post('/api/quadrant-board', { schema: { body: QuadrantBoardSchema }, config: writeLimit() }, async (request) => {
    const { sessionId, ...lists } = request.body;
    await db
      .insert(quadrantBoards)
      .values({ sessionId, ...lists, updatedAt: new Date() })
      .onConflictDoUpdate({ target: quadrantBoards.sessionId, set: { ...lists, updatedAt: new Date() } });
    return { sessionId, ...lists };
  });
}
