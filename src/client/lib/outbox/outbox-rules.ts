import { FAMILY_CODE_HEADER } from '@/shared/family-code';

/** A save waiting on this device for the network. */
export interface QueuedRequest {
  /** Also its Idempotency-Key, so sending it twice stores it once; a newer save with the same id replaces it. */
  id: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  queuedAt: number;
}

/** What one try at sending tells us: the network failed, or the server answered with this status. */
export type SendResult = 'network-error' | number;

/**
 * Keep a save for later when the network or the server failed (no answer, 5xx, or 429 while busy);
 * any other answer is final: stored (2xx) or refused for what it says (4xx), which no retry would change.
 */
export function worthRetrying(result: SendResult): boolean {
  return result === 'network-error' || result === 429 || result >= 500;
}

/** Whether a waiting save was made under this family code (as sent in its header): forgetting or deleting the code drops it. */
export function isQueuedForFamily(item: Pick<QueuedRequest, 'headers'>, sentCode: string): boolean {
  return Object.entries(item.headers).some(([name, value]) => name.toLowerCase() === FAMILY_CODE_HEADER && value === sentCode);
}
