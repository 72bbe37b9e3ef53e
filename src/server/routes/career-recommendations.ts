import { z } from 'zod';
import { CareerNextStepsBodySchema, CareerRecommendationListSchema, GenerateCareersBodySchema, NextStepsSchema } from '@/shared/career';
import { quadrantZones, SessionIdSchema } from '@/shared/quadrant';
import { ApiError } from '../http/api-error';
import { readLimit, writeLimit, type AppInstance, type RouteDeps } from '../http/types';

export async function careerRecommendationRoutes(app: AppInstance, { boards, careers, recommender, churn }: RouteDeps) {
  const boardWithCards = async (sessionId: string) => {
    const board = await boards.read(sessionId);
    if (quadrantZones.every((zone) => board[zone].length === 0)) {
      throw new ApiError(409, 'This session has no cards on its board yet. Place some cards on /quadrant-board first.');
    }
    return board;
  };

  app.post(
    '/api/career-recommendations/generate',
    { schema: { body: GenerateCareersBodySchema, response: { 201: CareerRecommendationListSchema } }, config: writeLimit() },
    async (request, reply) => {
      const { sessionId, page = 0 } = request.body;
      const board = await boardWithCards(sessionId);
      // A visit (page 0) asks for the board's first careers again, so an unchanged board shows the same list;
      // 'see other jobs' sends the next page, and an LLM is also told what was shown lately.
      const previousSets = page > 0 ? await careers.recentTitles(sessionId) : [];
      const recommendations = await recommender.recommend({ board, page, previousSets, seed: sessionId });
      await careers.saveSet(sessionId, recommendations);
      churn.note();
      return reply.code(201).send(recommendations);
    },
  );

  app.get(
    '/api/career-recommendations/:sessionId',
    { schema: { params: z.object({ sessionId: SessionIdSchema }), response: { 200: CareerRecommendationListSchema } }, config: readLimit() },
    async (request) => careers.latestSet(request.params.sessionId),
  );

  app.post(
    '/api/career-recommendations/next-steps',
    { schema: { body: CareerNextStepsBodySchema, response: { 200: NextStepsSchema } }, config: writeLimit() },
    async (request) => {
      const { sessionId, career } = request.body;
      const stored = await careers.storedNextSteps(sessionId, career.title);
      if (stored) return { nextSteps: stored };
      const board = await boardWithCards(sessionId);
      const nextSteps = await recommender.nextSteps({ board, career });
      const saved = await careers.saveNextSteps(sessionId, career.title, nextSteps);
      churn.note();
      return { nextSteps: saved };
    },
  );
}
