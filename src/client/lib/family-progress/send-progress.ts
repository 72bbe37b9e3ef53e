import { familyCodeHeaders } from '@/shared/family-code';
import type { GameProgressInput, ReadingEventInput } from '@/shared/family-progress';
import { sendOrQueue } from '../outbox/outbox';
import { randomKey } from '../outbox/random-key';

/** Sends one stretch of reading under the code, or keeps it on the device until the network returns; its id makes it count once. */
export function sendReading(code: string, id: string, event: ReadingEventInput) {
  return sendOrQueue({ id, url: '/api/reading-events', headers: familyCodeHeaders(code), body: JSON.stringify(event) });
}

/** Sends what a child reached in a game; the server keeps the best, so a repeat changes nothing. */
export function sendGameBest(code: string, best: GameProgressInput) {
  return sendOrQueue({ id: `game-${randomKey()}`, url: '/api/game-progress', headers: familyCodeHeaders(code), body: JSON.stringify(best) }).catch(
    (error: unknown) => console.warn('a game’s best could not be sent or kept', error),
  );
}
