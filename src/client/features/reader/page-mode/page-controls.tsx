import type { BookLang } from '@/shared/book-words';
import { ControlButton, ReadButtons } from '../control-button';
import type { Turn } from './page-gestures';
import type { ReadAloudStatus } from '../read-aloud/use-read-aloud';

interface PageControlsProps {
  langs: readonly BookLang[];
  page: number;
  count: number;
  status: ReadAloudStatus;
  /** Reading, but the voice has not started yet (the first clip can take seconds): the pause button says so. */
  waiting: boolean;
  /** A chapter's activity is on show: the page before it can be turned back to. */
  activity: boolean;
  onTurn: (turn: Turn) => void;
  onReadPage: () => void;
  onReadBook: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
}

/**
 * The bar under a page, always one slim row of four (44 px tall on a phone): back, read aloud (this page, or on to
 * the end), forward; while reading, pause or go on and stop.
 */
export function PageControls({ langs, page, count, activity, onTurn, ...reading }: PageControlsProps) {
  const onEnd = page >= count;
  return (
    <div
      data-page-controls
      className="z-10 grid grid-cols-[minmax(4rem,auto)_1fr_1fr_minmax(4rem,auto)] gap-1.5 bg-cream/95 pt-0.5 md:sticky md:gap-2 md:py-2 md:bottom-0 md:flex md:justify-between md:rounded-full md:px-4 print:hidden"
    >
      <ControlButton
        langs={langs}
        icon="previous"
        visible="previousShort"
        name="previous"
        tone="turn"
        onClick={() => onTurn('previous')}
        disabled={page === 0 && !activity}
        turn="previous"
      />
      <ReadButtons langs={langs} readOn={!onEnd} {...reading} />
      <ControlButton langs={langs} icon="next" visible="nextShort" name="next" tone="next" onClick={() => onTurn('next')} disabled={onEnd} turn="next" />
    </div>
  );
}
