import { readStored, writeStored } from '../stored';

/** Where the reader keeps stretches of reading not yet handed to the outbox (features/reader/reading-log/use-reading-log.ts). */
export const READING_DRAFTS_KEY = 'iyagi:reading-drafts';

/** Drops the unsent reading of one family code, when the code leaves the device or its records are deleted. */
export function dropReadingDraftsOf(code: string): void {
  try {
    const drafts: unknown = JSON.parse(readStored(READING_DRAFTS_KEY) ?? '[]');
    if (Array.isArray(drafts)) writeStored(READING_DRAFTS_KEY, JSON.stringify(drafts.filter((d: { code?: unknown } | null) => d?.code !== code)));
  } catch {
    writeStored(READING_DRAFTS_KEY, '[]');
  }
}
