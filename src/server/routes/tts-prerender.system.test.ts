import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechClips } from '../db/schema';
import { allPhrases } from '../services/speech/phrases';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { testDatabaseKinds } from '../../../tests/support/test-database';

describe.each(testDatabaseKinds())('speech pre-render at start-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SPEECH_PRERENDER: 'true' });
  });
  afterAll(() => t.close());

  it('renders the whole phrase set in the background after start-up', async () => {
    const deadline = Date.now() + 45_000;
    let count = 0;
    while (Date.now() < deadline) {
      count = (await t.database.db.select({ key: speechClips.key }).from(speechClips)).length;
      if (count === allPhrases().length) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(count).toBe(allPhrases().length);
  }, 60_000);
});
