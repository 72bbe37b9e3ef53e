import type { ReadingEventInput } from '@/shared/family-progress';
import { readStored, removeStored, writeStored } from '../stored';

/** Where the device keeps the book its child is in the middle of, for the home page's "계속 읽기". */
export const CONTINUE_KEY = 'iyagi:continue';

/** The book a child under a family code last left unfinished on this device, at its page (from 0). */
export interface ContinueReading {
  code: string;
  childName: string;
  bookId: string;
  page: number;
  pageCount: number;
}

/** What storage holds, read defensively: anything else is no book to continue. */
export function parseContinue(stored: string | null): ContinueReading | null {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<ContinueReading> | null;
    if (!value || typeof value !== 'object') return null;
    const { code, childName, bookId, page, pageCount } = value;
    if (typeof code !== 'string' || typeof childName !== 'string' || typeof bookId !== 'string') return null;
    if (!Number.isInteger(page) || !Number.isInteger(pageCount) || page! < 0 || page! >= pageCount!) return null;
    return { code, childName, bookId, page: page!, pageCount: pageCount! };
  } catch {
    return null;
  }
}

/**
 * A stretch of reading as it is sent: a book left before its end is the one to continue; reaching the end of that
 * book clears it. Only the last book is kept, as the shelf's "계속 읽기" shows the last one too.
 */
export function rememberReading(code: string, event: Pick<ReadingEventInput, 'childName' | 'bookId' | 'lastPage' | 'pageCount' | 'finished'>): void {
  if (!event.finished && event.lastPage < event.pageCount) {
    const entry: ContinueReading = { code, childName: event.childName, bookId: event.bookId, page: event.lastPage, pageCount: event.pageCount };
    writeStored(CONTINUE_KEY, JSON.stringify(entry));
    return;
  }
  const kept = parseContinue(readStored(CONTINUE_KEY));
  if (kept && kept.code === code && kept.childName === event.childName && kept.bookId === event.bookId) removeStored(CONTINUE_KEY);
}

/** Forgets the book to continue when it belongs to the code (the code left the device), or to one of `names` under it. */
export function forgetContinueOf(code: string, names?: readonly string[]): void {
  const kept = parseContinue(readStored(CONTINUE_KEY));
  if (kept && kept.code === code && (!names || names.includes(kept.childName))) removeStored(CONTINUE_KEY);
}
