import { bookWords } from '@/content/stories/shelf-words';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/shared/idempotency-key';
import { FamilyProgressSchema, GameProgressSchema, PROGRESS_BODY_BYTES_MAX, ProgressSavedSchema, ReadingEventSchema } from '@/shared/family-progress';
import { ApiError } from '../http/api-error';
import { familyKeyOf } from '../http/family-key';
import { writeLimit, type AppInstance, type RouteDeps } from '../http/types';

function idempotencyKeyOf(sent: string | string[] | undefined): string | null {
  if (sent === undefined) return null;
  if (typeof sent !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(sent)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_" (a UUID will do).');
  }
  return sent;
}

/**
 * What each child of a family read and played, under the family code (X-Family-Code) as the quiz records
 * are: every call names one code and sees or changes only its children. Every call, reads included, spends
 * the write budget, so nobody can try codes at read speed; bodies are small (a few hundred bytes).
 */
export async function familyProgressRoutes(app: AppInstance, { progress }: RouteDeps) {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const small = { bodyLimit: PROGRESS_BODY_BYTES_MAX, config: writeLimit() };

  app.post(
    '/api/reading-events',
    { ...small, schema: { body: ReadingEventSchema, response: { 200: ProgressSavedSchema, 201: ProgressSavedSchema } } },
    async (request, reply) => {
      const familyKey = familyKeyOf(request);
      const idempotencyKey = idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]);
      const book = bookWords(request.body.bookId);
      if (!book) throw new ApiError(400, 'bookId names no book on the shelf.');
      const saved = await progress.saveReading(familyKey, idempotencyKey, request.body);
      return reply.code(saved ? 201 : 200).send({ saved });
    },
  );

  app.post('/api/game-progress', { ...small, schema: { body: GameProgressSchema, response: { 200: ProgressSavedSchema } } }, async (request) => {
    const { childName, game, level, score } = request.body;
    await progress.saveGame(familyKeyOf(request), childName, game, level, score);
    return { saved: true };
  });

  app.get('/api/family-progress', { config: writeLimit(), schema: { response: { 200: FamilyProgressSchema } } }, async (request, reply) => {
    reply.header('vary', 'X-Family-Code');
    return progress.summary(familyKeyOf(request));
  });
}
