import { useEffect, useState } from 'react';
import { useCatchUp } from '../../../lib/use-catch-up';
import { clampPage } from '../book-pages';
import { chapterInHash, openingPage, takeEarlyTurns } from '../early-taps';
import { pageInHash } from '../../../lib/reading-place';
import { readStored, writeStored } from '../../../lib/stored';
import { positionKey, resumePage } from './reading-position';

/**
 * The page a book is open at, kept on this device so reopening it resumes there; a chapter or page turn
 * tapped before the scripts ran is honoured instead. `chapterPage` gives a chapter's first page.
 */
export function useReadingPosition(bookId: string, pageCount: number, chapterPage: (chapterId: number) => number | null) {
  const [page, setPage] = useState<number | null>(null);
  // While React takes the prerendered page over, the page to open at arrives in a transition: set at once, it
  // re-rendered the whole reader synchronously inside the hydration's task. A turn tapped before it lands counts
  // from the page on screen, as a turn tapped before the scripts ran does. The page is marked ready once it is shown.
  const catchUp = useCatchUp();
  useEffect(() => {
    const chapter = chapterInHash(window.location.hash);
    // A page named in the address (the shelf's "Continue", maybe from another device) opens like a chapter.
    const named = chapter === null ? pageInHash(window.location.hash, pageCount) : chapterPage(chapter);
    const early = { chapterPage: named, turns: takeEarlyTurns() };
    const opened = openingPage(resumePage(readStored(positionKey(bookId)), pageCount), pageCount, early);
    catchUp(() => setPage(opened));
    // Read once per book: the chapter lookup changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bookId, pageCount]);
  useEffect(() => {
    if (page !== null) writeStored(positionKey(bookId), String(page));
  }, [bookId, page]);
  const go = (index: number) => {
    // A chapter or page named in the address has been opened; a reload now resumes where the child has read to.
    if (chapterInHash(window.location.hash) !== null || pageInHash(window.location.hash, pageCount) !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setPage(clampPage(index, pageCount));
  };
  // `ready`: the stored page is read, so the page shown is the one the child is on.
  return { page: page ?? 0, ready: page !== null, go };
}
