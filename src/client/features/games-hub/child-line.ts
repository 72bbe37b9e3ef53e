import type { ChildProgress } from '@/shared/family-progress';
import { progressLine } from './progress-line';

/**
 * A game card's line for the child playing under the family code: that child's best as kept on the server,
 * from any device; null when the child has no best in that game yet.
 */
export function childProgressLine(gameKey: string, child: ChildProgress): string | null {
  const best = (game: string) => child.games.find((g) => g.game === game);
  const adventure = best('adventure');
  const quiz = best('multiplication');
  const line = progressLine(gameKey, {
    ...(adventure && { adventure: { bestLevel: adventure.level, bestScore: adventure.score, finished: false } }),
    ...(quiz && { multiplication: { bestScore: quiz.score, quizzes: 0 } }),
  });
  return line && `${child.name} · ${line}`;
}
