import { familyCodeHeaders } from '@/shared/family-code';
import type { GameProgressInput, ReadingEventInput } from '@/shared/family-progress';
import { sendOrQueue } from '../outbox/outbox';
import { randomKey } from '../outbox/random-key';
import { rememberReading } from './continue-reading';

/**
 * Sends one stretch of reading under the code, or keeps it on the device until the network returns; its id makes
 * it count once. The book left unfinished is also remembered for the home page's "계속 읽기".
 */
export function sendReading(code: string, id: string, event: ReadingEventInput) {
  rememberReading(code, event);
  return sendOrQueue({ id, url: '/api/reading-events', headers: familyCodeHeaders(code), body: JSON.stringify(event) });
}

/** Sends what a child reached in a game; the server keeps the best, so a repeat changes nothing. */
export function sendGameBest(code: string, best: GameProgressInput) {
  return sendOrQueue({ id: `game-${randomKey()}`, url: '/api/game-progress', headers: familyCodeHeaders(code), body: JSON.stringify(best) }).catch(
    (error: unknown) => console.warn('a game’s best could not be sent or kept', error),
  );
}
