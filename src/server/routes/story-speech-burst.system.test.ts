import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '../http/api-error';
import type { AppInstance, RouteDeps } from '../http/types';
import { createDbClipStore } from '../services/speech/db-clip-store';
import { KOREAN_VOICE } from '../services/speech/espeak-engine';
import { EspeakSpeechProvider } from '../services/speech/espeak-speech-provider';
import { allStoryParts, createStorySpeech, ENGLISH_VOICE } from '../services/speech/story-speech';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { openTestDatabase } from '../../../tests/support/test-database';
import { storySpeechRoutes } from './story-speech';

/** '/api/tts/story/<book>/<page>/<part>?lang=en' for a clip key 'story/<book>/<page>/<part>/en'. */
const urlOf = (key: string) => {
  const [, bookId, pageKey, part, lang] = key.split('/');
  return `/api/tts/story/${bookId}/${pageKey}/${part}?lang=${lang}`;
};

// The voice queue is what this tests, not the database: PGlite alone.
describe('a class pressing "Read to me" together on a server that has rendered no story clip yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { SPEECH_PRERENDER: 'false' });
  });
  afterAll(() => t.close());

  it('answers 200 different story parts asked for at once, none with a 5xx', async () => {
    // The 200 longest English parts: the most speaking one voice has to do for a burst of this size.
    const parts = allStoryParts('en')
      .toSorted((a, b) => b.text.length - a.text.length)
      .slice(0, 200);
    const answers = await Promise.all(parts.map((part) => t.app.inject({ method: 'GET', url: urlOf(part.key) })));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 240_000);
});

describe('a voice whose queue is full', () => {
  it('answers 503 with Retry-After, and the parts it took are spoken', async () => {
    const database = await openTestDatabase('pglite');
    const tiny = { maxWaiting: 1 };
    const storySpeech = createStorySpeech(createDbClipStore(database.db), undefined, {
      ko: new EspeakSpeechProvider(KOREAN_VOICE, tiny),
      en: new EspeakSpeechProvider(ENGLISH_VOICE, tiny),
    });
    const app = Fastify().withTypeProvider();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    await app.register((instance) => storySpeechRoutes(instance as unknown as AppInstance, { storySpeech } as RouteDeps));
    try {
      const answers = await Promise.all(
        allStoryParts('en')
          .slice(0, 4)
          .map((part) => app.inject({ method: 'GET', url: urlOf(part.key) })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 503, 503]);
      expect(Number(answers[2]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answers[2]!.json().error).toMatch(/try again/);
    } finally {
      await app.close();
      await storySpeech.close();
      await database.close();
    }
  }, 60_000);
});
