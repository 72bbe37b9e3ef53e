import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/database';
import { openTestDatabase, testDatabaseKinds } from '../../../../tests/support/test-database';
import { createDbClipStore } from './db-clip-store';

describe.each(testDatabaseKinds())('speech clips table on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('gives back exactly the bytes it was given', async () => {
    const store = createDbClipStore(database.db);
    const mp3 = Buffer.from([0xff, 0xf3, 0x00, 0x01, 0x80, 0xfe, 0x00]);
    await store.put('voice/question/2x3', mp3);
    expect((await store.get('voice/question/2x3'))?.equals(mp3)).toBe(true);
  });

  it('answers null for a clip nobody rendered yet', async () => {
    expect(await createDbClipStore(database.db).get('voice/question/7x7')).toBeNull();
  });

  it('keeps the first clip when two instances store the same phrase', async () => {
    const store = createDbClipStore(database.db);
    await store.put('voice/multiplication/3x3', Buffer.from('first'));
    await expect(store.put('voice/multiplication/3x3', Buffer.from('second'))).resolves.toBeUndefined();
    expect((await store.get('voice/multiplication/3x3'))?.toString()).toBe('first');
  });
});
