/**
 * Cache keys for responses the Cache API cannot key by itself: spoken clips are POSTs (SPEC §7), and
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
