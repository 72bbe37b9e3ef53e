/**
 * Cache keys for responses the Cache API cannot key by itself: spoken clips are POSTs (docs/product.md §7), and
 * score lists differ per family code, which travels in a header.
 */

/** A GET key for a clip request, from its path and JSON body: the same question always has the same clip. */
export function clipCacheKey(url: string, body: string): string | null {
  try {
    const { table, multiplier } = JSON.parse(body) as { table?: unknown; multiplier?: unknown };
    if (!Number.isInteger(table) || !Number.isInteger(multiplier)) return null;
    const key = new URL(url);
    key.search = `?table=${String(table)}&multiplier=${String(multiplier)}`;
    return key.href;
  } catch {
    return null;
  }
}

/** A read's key with the family it belongs to, so one device's families never see each other's cached lists. */
export function familyCacheKey(url: string, familyDigest: string | null): string {
  if (!familyDigest) return url;
  const key = new URL(url);
  key.searchParams.set('family', familyDigest);
  return key.href;
}

/** Where the worker keeps the last answer of each saved-data read, for offline. */
export const API_READS_CACHE = 'iyagi-api-reads';

/** The family part of read keys: SHA-256 (hex) of the code as sent in its header, so the code itself is never a key. */
export async function familyDigest(sentCode: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sentCode));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a cached read belongs to the family with this digest. */
export function isFamilyCacheKey(url: string, digest: string): boolean {
  return new URL(url).searchParams.get('family') === digest;
}
