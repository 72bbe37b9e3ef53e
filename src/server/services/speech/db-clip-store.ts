import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { speechClips } from '@/server/db/schema';
import type { ClipStore } from './clip-cache';

/** Clips in the speech_clips table, shared by every app instance. */
export function createDbClipStore(db: Db): ClipStore {
  return {
    async get(key) {
      const [row] = await db.select({ mp3: speechClips.mp3 }).from(speechClips).where(eq(speechClips.key, key)).limit(1);
      return row?.mp3 ?? null;
    },
    async put(key, mp3) {
      // Two instances may render the same phrase at once: the first one stored wins, both are valid.
      await db.insert(speechClips).values({ key, mp3 }).onConflictDoNothing({ target: speechClips.key });
    },
  };
}
