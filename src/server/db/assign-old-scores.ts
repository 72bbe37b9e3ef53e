import { and, eq, isNull } from 'drizzle-orm';
import { familyKeyOfCode } from '../http/family-key';
import type { Db } from './database';
import { quizScores } from './schema';

/**
 * Gives scores saved before family codes (which no one can see) to one family, all of them or one
 * player's. Scores that already belong to a family are never moved. Answers how many moved.
 */
export async function assignOldScores(db: Db, canonicalCode: string, playerName?: string): Promise<number> {
  const unassigned = playerName ? and(isNull(quizScores.familyKey), eq(quizScores.playerName, playerName)) : isNull(quizScores.familyKey);
  const moved = await db
    .update(quizScores)
    .set({ familyKey: familyKeyOfCode(canonicalCode) })
    .where(unassigned)
    .returning({ id: quizScores.id });
  return moved.length;
}
