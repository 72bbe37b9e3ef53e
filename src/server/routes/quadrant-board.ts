import { z } from 'zod';
import { QuadrantBoardSchema, SessionIdSchema } from '@/shared/quadrant';
import { readLimit, writeLimit, type AppInstance, type RouteDeps } from '../http/types';

export async function quadrantBoardRoutes(app: AppInstance, { boards }: RouteDeps) {
  app.get('/api/quadrant-board/:sessionId', { schema: { params: z.object({ sessionId: SessionIdSchema }) }, config: readLimit() }, async (request) =>
    boards.read(request.params.sessionId),
  );

  app.get('/api/quadrant-board', { schema: { querystring: z.object({ sessionId: SessionIdSchema }) }, config: readLimit() }, async (request) =>
    boards.read(request.query.sessionId),
  );

  app.post('/api/quadrant-board', { schema: { body: QuadrantBoardSchema }, config: writeLimit() }, async (request) => {
    await boards.save(request.body);
    const { sessionId, strengths, weaknesses, likes, dislikes } = request.body;
    return { sessionId, strengths, weaknesses, likes, dislikes };
  });
}
