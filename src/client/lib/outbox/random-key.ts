/** 128 random bits as 32 hex digits: an Idempotency-Key that works outside secure contexts, unlike randomUUID. */
export function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
