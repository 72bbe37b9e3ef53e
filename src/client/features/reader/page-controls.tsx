import type { BookLang } from '@/shared/book-words';
import type { Turn } from './page-gestures';
import { readerWord } from './reader-words';
import type { ReadAloudStatus } from './use-read-aloud';

interface PageControlsProps {
  langs: readonly BookLang[];
  page: number;
  count: number;
  status: ReadAloudStatus;
  wholeBook: boolean;
  onTurn: (turn: Turn) => void;
  onReadPage: () => void;
  onReadBook: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

const round = 'flex size-14 shrink-0 items-center justify-center rounded-full text-2xl font-bold shadow-md transition-transform active:scale-95 disabled:opacity-40';
const pill = 'flex min-h-12 items-center justify-center gap-2 rounded-full px-4 font-bold shadow-md transition-transform active:scale-95';

/** The bar under a page: back, read aloud (page or whole book), pause or go on, stop, forward. */
export function PageControls({ langs, page, count, status, wholeBook, onTurn, onReadPage, onReadBook, onPause, onResume, onStop }: PageControlsProps) {
  const word = (key: Parameters<typeof readerWord>[1]) => readerWord(langs, key);
  const onEnd = page >= count;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-2 bg-cream/95 px-4 py-2 sm:mx-0 sm:rounded-full print:hidden">
      <button type="button" className={`${round} bg-white text-indigo-700 ring-2 ring-indigo-200`} disabled={page === 0} aria-label={word('previous')} title={word('previous')} onClick={() => onTurn('previous')}>
        <span aria-hidden="true">◀</span>
      </button>
      <div className="flex min-w-0 flex-wrap items-center justify-center gap-2">
        {status === 'idle' && !onEnd && (
          <>
            <button type="button" className={`${pill} bg-amber-300 text-amber-950`} onClick={onReadPage}>
              <span aria-hidden="true">🔊</span> {word('readPage')}
            </button>
            <button type="button" className={`${pill} bg-white text-indigo-800 ring-2 ring-indigo-200`} aria-label={word('readBook')} title={word('readBook')} onClick={onReadBook}>
              <span aria-hidden="true">📚</span>
              <span className="hidden sm:inline">{word('readBook')}</span>
            </button>
          </>
        )}
        {status === 'playing' && (
          <button type="button" className={`${pill} bg-amber-300 text-amber-950`} onClick={onPause}>
            <span aria-hidden="true">⏸</span> {word('pause')}
          </button>
        )}
        {status === 'paused' && (
          <button type="button" className={`${pill} bg-amber-300 text-amber-950`} onClick={onResume}>
            <span aria-hidden="true">▶</span> {word('resume')}
          </button>
        )}
        {status !== 'idle' && (
          <button type="button" className={`${pill} bg-white text-slate-800 ring-2 ring-slate-200`} aria-label={word('stop')} title={word('stop')} onClick={onStop}>
            <span aria-hidden="true">⏹</span>
            {wholeBook && <span aria-hidden="true">📚</span>}
          </button>
        )}
      </div>
      <button type="button" className={`${round} bg-indigo-600 text-white`} disabled={onEnd} aria-label={word('next')} title={word('next')} onClick={() => onTurn('next')}>
        <span aria-hidden="true">▶</span>
      </button>
    </div>
  );
}
