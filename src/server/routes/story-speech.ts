import { z } from 'zod';
import type { BookLang } from '@/shared/book-words';
import { StoryClipParamsSchema, StoryClipQuerySchema, StoryClipSchema, type StoryClip } from '@/shared/story-speech';
import { ApiError } from '../http/api-error';
import { sendAudio } from '../http/send-audio';
import { readLimit, type AppInstance, type RouteDeps } from '../http/types';

const CACHE = 'public, max-age=86400';

/**
 * The books read aloud for devices without a voice of their own:
 * GET /api/tts/story/:bookId/:pageKey/:part?lang=ko gives the part's words with their times,
 * and …/audio?lang=ko its MP3. Both are rendered once and cached (clip store, then HTTP).
 */
export async function storySpeechRoutes(app: AppInstance, { storySpeech: speech }: RouteDeps) {
  const spokenPart = async (params: { bookId: string; pageKey: string; part: string }, lang: BookLang) => {
    const spoken = await speech.clip({ ...params, lang });
    if (!spoken) throw new ApiError(404, 'This book has no such page or part');
    return spoken;
  };

  const options = { schema: { params: StoryClipParamsSchema, querystring: StoryClipQuerySchema }, config: readLimit() };

  app.get(
    '/api/tts/story/:bookId/:pageKey/:part',
    { ...options, schema: { ...options.schema, response: { 200: StoryClipSchema, 304: z.void() } } },
    async (request, reply) => {
      const { bookId, pageKey, part } = request.params;
      const spoken = await spokenPart(request.params, request.query.lang);
      const body: StoryClip = {
        text: spoken.text,
        lang: spoken.lang,
        audioUrl: `/api/tts/story/${bookId}/${pageKey}/${part}/audio?lang=${spoken.lang}`,
        duration: spoken.duration,
        words: spoken.words,
      };
      const etag = `"${spoken.clip.etag.slice(1, -1)}-${spoken.lang}"`;
      reply.header('etag', etag).header('cache-control', CACHE);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return body;
    },
  );

  app.get('/api/tts/story/:bookId/:pageKey/:part/audio', options, async (request, reply) => {
    const spoken = await spokenPart(request.params, request.query.lang);
    return sendAudio(request, reply, spoken.clip);
  });
}
