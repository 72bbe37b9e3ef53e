import { eq } from 'drizzle-orm';
import { emptyQuadrantLists, type QuadrantBoard, type QuadrantLists } from '@/shared/quadrant';
import type { Db } from '../../db/database';
import { quadrantBoards } from '../../db/schema';

/** The about-me boards, one per session; the career planner reads them too. */
export function createBoardStore(db: Db) {
  return {
    /** The saved lists of a session; an unknown session reads as four empty lists. */
    async read(sessionId: string): Promise<QuadrantLists> {
      const [row] = await db.select().from(quadrantBoards).where(eq(quadrantBoards.sessionId, sessionId));
      if (!row) return emptyQuadrantLists();
      const { strengths, weaknesses, likes, dislikes } = row;
      return { strengths, weaknesses, likes, dislikes } as QuadrantLists;
    },

    /** Saves a session's board; the last save wins. */
    async save({ sessionId, ...lists }: QuadrantBoard): Promise<void> {
      await db
        .insert(quadrantBoards)
        .values({ sessionId, ...lists, updatedAt: new Date() })
        .onConflictDoUpdate({ target: quadrantBoards.sessionId, set: { ...lists, updatedAt: new Date() } });
    },
  };
}
