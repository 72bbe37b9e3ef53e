import type { GameWithProgress } from '@/shared/family-progress';
import { familyCodes } from '../family-code/family-code-store';
import { playingChild } from './playing-child';
import { familyProgressChanged } from './progress-changes';
import { sendGameBest } from './send-progress';

/**
 * Sends what the child playing on this device reached in a game, under the device's family code (queued
 * offline). `name` names the child where the game asked itself (the quiz); with no code, nothing is sent.
 */
export function sendBestOfPlayingChild(game: GameWithProgress, level: number, score: number, name?: string): void {
  const code = familyCodes().active;
  const childName = code && (name ?? playingChild(code));
  if (!code || !childName) return;
  void sendGameBest(code, { childName, game, level, score }).then(() => familyProgressChanged(code));
}
