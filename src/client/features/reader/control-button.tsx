import type { BookLang } from '@/shared/book-words';
import { ControlIcon, type ControlIconName } from './control-icons';
import type { Turn } from './page-mode/page-gestures';
import { readerWord, shortWord } from './reader-words';
import type { ReadAloudStatus } from './read-aloud/use-read-aloud';

type Word = Parameters<typeof readerWord>[1];

const look = {
  turn: 'bg-white text-indigo-700 ring-2 ring-indigo-200',
  next: 'bg-indigo-600 text-white',
  read: 'bg-amber-300 text-amber-950',
  quiet: 'bg-white text-indigo-800 ring-2 ring-indigo-200',
};

interface ControlButtonProps {
  langs: readonly BookLang[];
  icon: ControlIconName;
  /** The word it shows, in the first language on show. */
  visible: Word;
  /** Its name in full, in each language on show. */
  name: Word;
  tone: keyof typeof look;
  onClick: () => void;
  disabled?: boolean;
  turn?: Turn;
}

/**
 * One of the reader's controls (44 px tall on a phone): its icon with its word under it on a phone, beside it on a
 * desk, in the first language on show (both would not fit one row), named in full in each.
 */
export function ControlButton({ langs, icon, visible, name, tone, onClick, disabled = false, turn }: ControlButtonProps) {
  const waiting = icon === 'waiting';
  return (
    <button
      type="button"
      data-turn={turn}
      aria-busy={waiting || undefined}
      className={`flex min-h-11 min-w-0 flex-col items-center justify-center rounded-2xl px-1 py-0.5 text-center text-sm leading-tight font-bold shadow-sm transition-transform active:scale-95 disabled:opacity-40 motion-reduce:transition-none md:min-h-12 md:min-w-36 md:flex-row md:gap-2 md:rounded-full md:px-5 md:text-base ${look[tone]}`}
      aria-label={visible === name && langs.length === 1 ? undefined : readerWord(langs, name)}
      disabled={disabled}
      onClick={onClick}
    >
      <ControlIcon name={icon} className={`size-5 md:size-6 ${waiting ? 'motion-safe:animate-spin' : ''}`} />
      <span>{shortWord(langs, visible)}</span>
    </button>
  );
}

interface ReadButtonsProps {
  langs: readonly BookLang[];
  status: ReadAloudStatus;
  /** Reading, but the voice has not started yet (the first clip can take seconds): the pause button says so. */
  waiting: boolean;
  /** There is more after this to read on to (not on the end page). */
  readOn: boolean;
  onReadPage: () => void;
  onReadBook: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/** Read to me and Read it all; while reading, pause (turning while the voice is on its way) or go on, and stop. */
export function ReadButtons({ langs, status, waiting, readOn, onReadPage, onReadBook, onPause, onResume, onStop }: ReadButtonsProps) {
  if (status === 'idle')
    return (
      <>
        <ControlButton langs={langs} icon="speaker" visible="readPage" name="readPage" tone="read" onClick={onReadPage} />
        {readOn ? <ControlButton langs={langs} icon="book" visible="readBookShort" name="readBook" tone="quiet" onClick={onReadBook} /> : <span />}
      </>
    );
  return (
    <>
      {status === 'playing' ? (
        <ControlButton langs={langs} icon={waiting ? 'waiting' : 'pause'} visible="pause" name="pause" tone="read" onClick={onPause} />
      ) : (
        <ControlButton langs={langs} icon="play" visible="resume" name="resume" tone="read" onClick={onResume} />
      )}
      <ControlButton langs={langs} icon="stop" visible="stop" name="stop" tone="quiet" onClick={onStop} />
    </>
  );
}
