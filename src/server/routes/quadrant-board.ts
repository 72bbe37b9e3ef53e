import { z } from 'zod';
import { QuadrantBoardSchema, QuadrantListsSchema, SessionIdSchema } from '@/shared/quadrant';
import { readLimit, writeLimit, type AppInstance, type RouteDeps } from '../http/types';

export async function quadrantBoardRoutes(app: AppInstance, { boards }: RouteDeps) {
  app.get(
    '/api/quadrant-board/:sessionId',
    { schema: { params: z.object({ sessionId: SessionIdSchema }), response: { 200: QuadrantListsSchema } }, config: readLimit() },
    async (request) => boards.read(request.params.sessionId),
  );

  app.get(
    '/api/quadrant-board',
    { schema: { querystring: z.object({ sessionId: SessionIdSchema }), response: { 200: QuadrantListsSchema } }, config: readLimit() },
    async (request) => boards.read(request.query.sessionId),
  );

  app.post('/api/quadrant-board', { schema: { body: QuadrantBoardSchema, response: { 200: QuadrantBoardSchema } }, config: writeLimit() }, async (request) => {
    await boards.save(request.body);
    const { sessionId, strengths, weaknesses, likes, dislikes } = request.body;
    return { sessionId, strengths, weaknesses, likes, dislikes };
  });
}
