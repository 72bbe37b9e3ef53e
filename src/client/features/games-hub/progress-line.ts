import type { DeviceProgress } from '../../lib/device-progress';

/** One line on a game card: how far this device got in that game, or null when there is nothing to show. */
export function progressLine(gameKey: string, progress: DeviceProgress): string | null {
  if (gameKey === 'programming-adventure') {
    const a = progress.adventure;
    if (!a || a.bestLevel === 0) return null;
    return a.finished ? `🏆 모든 단계를 깼어요 · 최고 ${a.bestScore}점` : `⭐ ${a.bestLevel}단계까지 깼어요 · 최고 ${a.bestScore}점`;
  }
  if (gameKey === 'multiplication-practice') {
    const m = progress.multiplication;
    if (!m) return null;
    // A child's best kept under the family code has no count of quizzes: the best alone is shown.
    if (m.quizzes === 0) return m.bestScore > 0 ? `⭐ 최고 ${m.bestScore}/10점` : null;
    return `⭐ 최고 ${m.bestScore}/10점 · 퀴즈 ${m.quizzes}번`;
  }
  return null;
}
