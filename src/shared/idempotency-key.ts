/**
 * A save that may be sent more than once (from a device's offline queue, or again after a lost answer)
 * carries one key; the server stores the first and answers every repeat with the same record.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** What a key may look like: a UUID or similar, 8 to 100 letters, digits, '-' or '_'. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
