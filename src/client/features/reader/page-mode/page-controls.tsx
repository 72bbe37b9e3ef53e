import type { BookLang } from '@/shared/book-words';
import { ControlIcon, type ControlIconName } from '../control-icons';
import type { Turn } from './page-gestures';
import { readerWord, shortWord } from '../reader-words';
import type { ReadAloudStatus } from '../read-aloud/use-read-aloud';

interface PageControlsProps {
  langs: readonly BookLang[];
  page: number;
  count: number;
  status: ReadAloudStatus;
  onTurn: (turn: Turn) => void;
  onReadPage: () => void;
  onReadBook: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

type Word = Parameters<typeof readerWord>[1];

const look = {
  turn: 'bg-white text-indigo-700 ring-2 ring-indigo-200',
  next: 'bg-indigo-600 text-white',
  read: 'bg-amber-300 text-amber-950',
  quiet: 'bg-white text-indigo-800 ring-2 ring-indigo-200',
};

/**
 * The bar under a page, always one slim row of four (44 px tall on a phone): back, read aloud (this page, or on to the end), forward;
 * while reading, pause or go on and stop. Each control shows its word under its icon, in the first
 * language on show (both languages would not fit one row), and is named in full in each.
 */
export function PageControls({ langs, page, count, status, onTurn, onReadPage, onReadBook, onPause, onResume, onStop }: PageControlsProps) {
  const onEnd = page >= count;
  const control = (icon: ControlIconName, visible: Word, name: Word, tone: keyof typeof look, onClick: () => void, disabled = false, turn?: Turn) => (
    <button
      type="button"
      data-turn={turn}
      className={`flex min-h-11 min-w-0 flex-col items-center justify-center rounded-2xl px-1 py-0.5 text-center text-sm leading-tight font-bold shadow-sm transition-transform active:scale-95 disabled:opacity-40 motion-reduce:transition-none md:min-h-12 md:min-w-36 md:flex-row md:gap-2 md:rounded-full md:px-5 md:text-base ${look[tone]}`}
      aria-label={visible === name && langs.length === 1 ? undefined : readerWord(langs, name)}
      disabled={disabled}
      onClick={onClick}
    >
      <ControlIcon name={icon} className="size-5 md:size-6" />
      <span>{shortWord(langs, visible)}</span>
    </button>
  );
  return (
    <div
      data-page-controls
      className="z-10 grid grid-cols-[minmax(4rem,auto)_1fr_1fr_minmax(4rem,auto)] gap-1.5 bg-cream/95 pt-0.5 md:sticky md:gap-2 md:py-2 md:bottom-0 md:flex md:justify-between md:rounded-full md:px-4 print:hidden"
    >
      {control('previous', 'previousShort', 'previous', 'turn', () => onTurn('previous'), page === 0, 'previous')}
      {status === 'idle' && (
        <>
          {control('speaker', 'readPage', 'readPage', 'read', onReadPage)}
          {onEnd ? <span /> : control('book', 'readBookShort', 'readBook', 'quiet', onReadBook)}
        </>
      )}
      {status === 'playing' && control('pause', 'pause', 'pause', 'read', onPause)}
      {status === 'paused' && control('play', 'resume', 'resume', 'read', onResume)}
      {status !== 'idle' && control('stop', 'stop', 'stop', 'quiet', onStop)}
      {control('next', 'nextShort', 'next', 'next', () => onTurn('next'), onEnd, 'next')}
    </div>
  );
}
