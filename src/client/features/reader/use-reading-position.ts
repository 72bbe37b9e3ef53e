import { useEffect, useState } from 'react';
import { clampPage } from './book-pages';
import { readStored, writeStored } from './local-store';
import { positionKey, resumePage } from './reading-position';

/** The page a book is open at, kept on this device so reopening it resumes there. */
export function useReadingPosition(bookId: string, pageCount: number) {
  const [page, setPage] = useState<number | null>(null);
  useEffect(() => {
    setPage(resumePage(readStored(positionKey(bookId)), pageCount));
  }, [bookId, pageCount]);
  useEffect(() => {
    if (page !== null) writeStored(positionKey(bookId), String(page));
  }, [bookId, page]);
  const go = (index: number) => setPage(clampPage(index, pageCount));
  return { page: page ?? 0, go };
}
