import { IDEMPOTENCY_KEY_HEADER } from '@/shared/idempotency-key';
import { worthRetrying, type QueuedRequest, type SendResult } from './outbox-rules';
import { allQueued, putQueued, removeQueued } from './outbox-store';

const RETRY_EVERY_MS = 30_000;
const listeners = new Set<() => void>();
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> | null = null;

async function send(item: QueuedRequest): Promise<Response | 'network-error'> {
  try {
    return await fetch(item.url, {
      method: 'POST',
      headers: { ...item.headers, [IDEMPOTENCY_KEY_HEADER]: item.id, 'content-type': 'application/json', accept: 'application/json' },
      body: item.body,
    });
  } catch {
    return 'network-error';
  }
}

const notifyChange = () => {
  for (const listener of listeners) listener();
};

const resultOf = (answer: Response | 'network-error'): SendResult => (answer === 'network-error' ? answer : answer.status);

function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void flushOutbox(), RETRY_EVERY_MS);
}

/**
 * POSTs a save now and hands back the server's answer; if the network or the server fails, keeps it on
 * this device (IndexedDB) and sends it when the connection returns. A save with the id of one still
 * waiting replaces it, so the newest lands last. Rejects only when it could neither send nor keep it.
 */
export async function sendOrQueue(item: Omit<QueuedRequest, 'queuedAt'>): Promise<Response | 'queued'> {
  const queued = { ...item, queuedAt: Date.now() };
  const answer = await send(queued);
  if (!worthRetrying(resultOf(answer))) {
    // An older save with this id may still be waiting; the one just sent supersedes it.
    await removeQueued(item.id).catch(() => {});
    return answer as Response;
  }
  await putQueued(queued);
  notifyChange();
  scheduleRetry();
  return 'queued';
}

/** Sends every waiting save, oldest first; stops at the first that still cannot go. */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const item of await allQueued()) {
        if (worthRetrying(resultOf(await send(item)))) {
          scheduleRetry();
          return;
        }
        await removeQueued(item.id);
        notifyChange();
      }
    } catch (error) {
      console.warn('the saves waiting on this device could not be read', error);
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** How many saves wait on this device. */
export const waitingCount = () =>
  allQueued().then(
    (items) => items.length,
    () => 0,
  );

/** Calls `listener` whenever a save is queued or leaves the queue. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sends what waits now, whenever the browser says it is back online, and every 30 s while saves wait. */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox();
  window.addEventListener('online', flush);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    clearTimeout(retryTimer);
  };
}
