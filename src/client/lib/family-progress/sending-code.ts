/**
 * The sending code (the outbox), loaded after the page is drawn so it is no part of a book's or a game's first
 * download. Where the network went before it came (a first visit, before the offline worker holds it), it is
 * loaded again when the network returns, so what was read or reached then is sent rather than left behind.
 */
export function sendingCode(): Promise<typeof import('./send-progress')> {
  return import('./send-progress').catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise((back) => window.addEventListener('online', back, { once: true })).then(sendingCode);
  });
}
