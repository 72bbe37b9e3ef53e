import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/shared/idempotency-key';
import { z } from 'zod';
import {
  FamilyRecordsDeletedSchema,
  NewQuizScoreSchema,
  PlayerNameSchema,
  QuizScoreListQuerySchema,
  QuizScoreRecordListSchema,
  QuizScoreRecordSchema,
  SCORE_LIST_LIMIT_MAX,
} from '@/shared/quiz-score';
import { ApiError } from '../http/api-error';
import { familyKeyOf } from '../http/family-key';
import { writeLimit, type AppInstance, type RouteDeps } from '../http/types';
import type { ListPage } from '../services/scores/score-list-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A list as JSON with its validator (a client that has it already gets 304), told apart by family code.
 * Like every answer here it is `no-store`: no HTTP cache, not even the device's own, keeps a child's name
 * or scores; the offline worker keeps the last answer, and drops it when the family's records change.
 */
function sendListPage(request: FastifyRequest, reply: FastifyReply, page: ListPage) {
  reply.header('vary', 'X-Family-Code').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(page.body);
}

function idempotencyKeyOf(sent: string | string[] | undefined): string | null {
  if (sent === undefined) return null;
  if (typeof sent !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(sent)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_" (a UUID will do).');
  }
  return sent;
}

/**
 * What each route may answer: a field these schemas do not name is never sent (Fastify serializes through
 * them; a list is made through the same schema before it is kept, see score-list-cache.ts).
 */
export const quizScoreAnswers = {
  saved: { 200: QuizScoreRecordSchema, 201: QuizScoreRecordSchema },
  list: { 200: QuizScoreRecordListSchema, 304: z.void() },
  deleted: { 200: FamilyRecordsDeletedSchema },
};

/**
 * Scores are kept per family code (X-Family-Code header): every call names one, and sees and changes
 * only that code's records. Reads spend the write budget too, so nobody can try codes at read speed.
 */
export async function quizScoreRoutes(app: AppInstance, { scores, progress, churn }: RouteDeps) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.post('/api/quiz-scores', { schema: { body: NewQuizScoreSchema, response: quizScoreAnswers.saved }, config: writeLimit() }, async (request, reply) => {
    const familyKey = familyKeyOf(request);
    const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
    const { record, created } = await scores.save(familyKey, idempotencyKey, request.body);
    // A repeat of a save already stored: the first record stands, and the device learns it is safe.
    return reply.code(created ? 201 : 200).send(record);
  });

  app.get(
    '/api/quiz-scores',
    { schema: { querystring: QuizScoreListQuerySchema, response: quizScoreAnswers.list }, config: writeLimit() },
    async (request, reply) => {
      const familyKey = familyKeyOf(request);
      return sendListPage(request, reply, await scores.listPage(familyKey, request.query.limit));
    },
  );

  app.get(
    '/api/quiz-scores/:playerName',
    { schema: { params: z.object({ playerName: PlayerNameSchema }), response: quizScoreAnswers.list }, config: writeLimit() },
    async (request, reply) => {
      const familyKey = familyKeyOf(request);
      return sendListPage(request, reply, await scores.playerPage(familyKey, request.params.playerName, SCORE_LIST_LIMIT_MAX));
    },
  );

  app.delete('/api/quiz-scores', { schema: { response: quizScoreAnswers.deleted }, config: writeLimit() }, async (request) => {
    const familyKey = familyKeyOf(request);
    const deleted = await scores.deleteAll(familyKey);
    // What the children read and played goes with the quiz records: "delete all our records" means all.
    const progressDeleted = await progress.deleteAll(familyKey);
    if (deleted + progressDeleted > 0) churn.note();
    return { deleted, progressDeleted };
  });
}
