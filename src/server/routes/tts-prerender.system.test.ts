import { like, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechClips } from '../db/schema';
import { allPhrases } from '../services/speech/phrases';
import { allStoryParts } from '../services/speech/story-speech';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

describe.each(testDatabaseKinds())('speech pre-render at start-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SPEECH_PRERENDER: 'true' });
  });
  afterAll(() => t.close());

  const stored = async (story: boolean) =>
    (
      await t.database.db
        .select({ key: speechClips.key })
        .from(speechClips)
        .where((story ? like : notLike)(speechClips.key, '%/story/%'))
    ).map((row) => row.key);

  it('renders the whole phrase set in the background after start-up, then the books’ parts', async () => {
    await expect.poll(async () => (await stored(false)).length, { timeout: 45_000, interval: 250 }).toBe(allPhrases().length);
    // Then every book's parts, Korean first: the first few are enough to show it runs (all 504 take a minute).
    const firstKorean = allStoryParts('ko')
      .slice(0, 3)
      .map((part) => part.key);
    const storedOf = async () => {
      const keys = await stored(true);
      return firstKorean.filter((key) => keys.some((k) => k.endsWith(`/${key}`)));
    };
    await expect.poll(storedOf, { timeout: 30_000, interval: 250 }).toEqual(firstKorean);
  }, 90_000);
});
