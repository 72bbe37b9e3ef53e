/// <reference lib="webworker" />
import { clientsClaim, type RouteHandlerCallback, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { createPartialResponse } from 'workbox-range-requests';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { FAMILY_CODE_HEADER } from '@/shared/family-code';
import { API_READS_CACHE, clipCacheKey, familyCacheKey, familyDigest } from './cache-keys';
import { dropFamilyReads } from './family-reads';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Every prerendered page, the app's code and styles, the books' pictures and the icons (scripts/build-service-worker.mjs).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first visit's page is looked after at once, so what it reads next is kept for offline too.
clientsClaim();

// A new version waits until the page's "새 버전이 있어요" button asks it to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Fonts, the PDF maker and other large files not precached: kept once fetched (their names change with their content).
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'iyagi-assets', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 60 })] }),
);

// A story's read-aloud words, times and audio, kept once heard.
const storySpeech = new CacheFirst({ cacheName: 'iyagi-story-speech', plugins: [new ExpirationPlugin({ maxEntries: 600 })] });
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/tts/story/'),
  async ({ event, request }) => {
    if (!request.headers.has('range')) return storySpeech.handle({ event, request });
    // A media element asks for byte ranges (WebKit first for bytes=0-1, and iOS may refuse audio whose range
    // is answered whole): the clip is fetched and kept whole once, and each range answered from it.
    const whole = await storySpeech.handle({ event, request: new Request(request.url) });
    return whole.status === 200 ? createPartialResponse(request, whole) : whole;
  },
);

// The quiz's spoken questions are POSTs (docs/product.md §7): kept under a GET key made from the question.
const clips = 'iyagi-clips';
registerRoute(
  ({ url, request }) => request.method === 'POST' && url.pathname.startsWith('/api/tts/'),
  async ({ request }) => {
    const key = clipCacheKey(request.url, await request.clone().text());
    const cache = await caches.open(clips);
    const hit = key ? await cache.match(key) : undefined;
    if (hit) return hit;
    const response = await fetch(request);
    if (key && response.ok) await cache.put(key, response.clone());
    return response;
  },
  'POST',
);

async function familyOf(request: Request): Promise<string | null> {
  const code = request.headers.get(FAMILY_CODE_HEADER);
  return code ? familyDigest(code) : null;
}

/**
 * A family's records changed, on this device or another: a save or delete answered, or a list read whose
 * answer differs from the one kept. Every other read of the family kept here may now show records that are
 * gone, so they are dropped; the page reads them afresh while online.
 */
const familyChanged: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    const digest = new URL(request.url).searchParams.get('family');
    if (!digest || !oldResponse || oldResponse.headers.get('etag') === newResponse.headers.get('etag')) return;
    await dropFamilyReads(digest, request.url);
  },
};

// A save or a delete went through: the family's kept reads are stale.
const passAndDropFamilyReads: RouteHandlerCallback = async ({ request }) => {
  const digest = await familyOf(request);
  const response = await fetch(request);
  if (digest && response.ok) await dropFamilyReads(digest).catch(() => undefined);
  return response;
};
const familyWrites = new Set(['/api/quiz-scores', '/api/reading-events', '/api/game-progress']);
for (const method of ['POST', 'DELETE'] as const) registerRoute(({ url }) => familyWrites.has(url.pathname), passAndDropFamilyReads, method);

// Reads of saved data: fresh when the network answers, the last answer when it does not (the page says it is offline).
registerRoute(
  ({ url, request }) => request.method === 'GET' && /^\/api\/(quiz-scores|family-progress|quadrant-board|career-recommendations)(\/|$)/.test(url.pathname),
  new NetworkFirst({
    cacheName: API_READS_CACHE,
    networkTimeoutSeconds: 6,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => familyCacheKey(request.url, await familyOf(request)) },
      familyChanged,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 30 }),
    ],
  }),
);

// Any other page goes to the network; offline, its failure reaches the catch handler below.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// An unknown address offline shows the site's own 404 page, kept at install with its 404 status.
const notFoundCache = 'iyagi-not-found';
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(notFoundCache).then(async (cache) => cache.put('/404', await fetch('/404', { cache: 'reload' }))));
});
setCatchHandler(async ({ request, url }) => {
  if (request.mode === 'navigate') return (await caches.match('/404', { cacheName: notFoundCache })) ?? Response.error();
  // An API call with no network and nothing kept gets an answer the page reads as "not now" (Firefox logs an
  // error response as the page's own uncaught error).
  if (url?.pathname.startsWith('/api/')) {
    const body = JSON.stringify({ error: 'This device is offline and has no saved answer for this.' });
    return new Response(body, { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '30' } });
  }
  return Response.error();
});
