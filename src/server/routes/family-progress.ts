import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/shared/idempotency-key';
import { FamilyProgressSchema, GameProgressSchema, PROGRESS_BODY_BYTES_MAX, ProgressSavedSchema, ReadingEventSchema } from '@/shared/family-progress';
import { ApiError } from '../http/api-error';
import { familyKeyOf } from '../http/family-key';
import { writeLimit, type AppInstance, type RouteDeps } from '../http/types';
import { bookPageCounts } from '../services/progress/book-page-counts';
import { FamilyFullError } from '../services/progress/family-ceiling';
import { FamilyBusyError } from '../services/progress/family-write-queue';

function idempotencyKeyOf(sent: string | string[] | undefined): string | null {
  if (sent === undefined) return null;
  if (typeof sent !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(sent)) {
    throw new ApiError(400, 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_" (a UUID will do).');
  }
  return sent;
}

/** A save refused for the family's ceiling (409, final) or for its saves waiting already (429, worth a retry). */
async function familyWrite<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof FamilyFullError) throw new ApiError(409, error.message);
    if (error instanceof FamilyBusyError) throw new ApiError(429, error.message, undefined, { 'retry-after': '1' });
    throw error;
  }
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
      const { bookId, pageCount } = request.body;
      const pages = bookPageCounts.get(bookId);
      if (pages === undefined) throw new ApiError(400, 'bookId names no book on the shelf.', [{ path: '/bookId', message: 'no such book' }]);
      // A device running an older edition of a book may know fewer pages, never more.
      if (pageCount > pages)
        throw new ApiError(400, `pageCount is ${pageCount}, but ${bookId} has ${pages} pages.`, [{ path: '/pageCount', message: `at most ${pages}` }]);
      const saved = await familyWrite(() => progress.saveReading(familyKey, idempotencyKey, request.body));
      return reply.code(saved ? 201 : 200).send({ saved });
    },
  );

  app.post('/api/game-progress', { ...small, schema: { body: GameProgressSchema, response: { 200: ProgressSavedSchema } } }, async (request) => {
    const { childName, game, level, score } = request.body;
    await familyWrite(() => progress.saveGame(familyKeyOf(request), childName, game, level, score));
    return { saved: true };
  });

  app.get('/api/family-progress', { config: writeLimit(), schema: { response: { 200: FamilyProgressSchema } } }, async (request, reply) => {
    reply.header('vary', 'X-Family-Code');
    return progress.summary(familyKeyOf(request));
  });
}
