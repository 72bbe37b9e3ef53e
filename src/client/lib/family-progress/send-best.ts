import type { GameWithProgress } from '@/shared/family-progress';
import { activeCodeOnDevice } from '../family-code/active-code';
import { playingChild } from './playing-child';
import { familyProgressChanged } from './progress-changes';
import { sendingCode } from './sending-code';

/**
 * Sends what the child playing on this device reached in a game, under the device's family code (queued
 * offline). `name` names the child where the game asked itself (the quiz); with no code, nothing is sent.
 */
export function sendBestOfPlayingChild(game: GameWithProgress, level: number, score: number, name?: string): void {
  const code = activeCodeOnDevice();
  const childName = code && (name ?? playingChild(code));
  if (!code || !childName) return;
  sendingCode()
    .then(({ sendGameBest }) => sendGameBest(code, { childName, game, level, score }))
    .then(
      () => familyProgressChanged(code),
      (error: unknown) => console.warn('a game best could not be sent or kept', error),
    );
}
