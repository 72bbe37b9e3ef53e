import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActiveFamilyCode } from '../../../lib/family-code/active-code';
import { localDay } from '../../../lib/family-progress/local-day';
import { READING_DRAFTS_KEY } from '../../../lib/family-progress/reading-drafts';
import { usePlayingChoice } from '../../../lib/family-progress/playing-child';
import { familyProgressChanged } from '../../../lib/family-progress/progress-changes';
import { sendingCode } from '../../../lib/family-progress/sending-code';
import { randomKey } from '../../../lib/outbox/random-key';
import { readStored, writeStored } from '../../../lib/stored';
import {
  closeStretch,
  IDLE_CAP_MS,
  notePage,
  noteReadAloud,
  readDrafts,
  startStretch,
  withDraft,
  withoutDraft,
  worthSending,
  type ReadingStretch,
} from './reading-log';

// Stretches not yet handed to the outbox are kept at every page turn, so a tab that dies mid-book still sends its reading.
const DRAFTS_KEY = READING_DRAFTS_KEY;

const drafts = () => readDrafts(readStored(DRAFTS_KEY));
const keep = (stretch: ReadingStretch) => writeStored(DRAFTS_KEY, JSON.stringify(withDraft(drafts(), stretch)));
const drop = (id: string) => writeStored(DRAFTS_KEY, JSON.stringify(withoutDraft(drafts(), id)));

/** Sends a finished stretch (or keeps it in the outbox offline); it leaves the drafts once sent, kept or refused. */
function send(stretch: ReadingStretch) {
  if (!worthSending(stretch)) return drop(stretch.id);
  keep(stretch);
  sendingCode()
    .then(({ sendReading }) => sendReading(stretch.code, stretch.id, stretch.event))
    .then(
      (answer) => {
        drop(stretch.id);
        if (answer !== 'queued' && answer.ok) familyProgressChanged(stretch.code);
        else if (answer !== 'queued') console.warn('a reading stretch was refused', answer.status);
      },
      // Neither sent nor kept (storage refused): it stays a draft and goes with the next book opened.
      (error: unknown) => console.warn('a reading stretch could not be sent or kept', error),
    );
}

/** What a reader tells the log: a page seen (turned to, or scrolled to and looked at), and read-aloud used. */
export interface ReadingLog {
  seen: (page: number) => void;
  readAloud: () => void;
}

/**
 * The reading log of the child playing on this device (docs/product.md, Stories): pages seen, the last page,
 * the end reached, minutes and read-aloud, one stretch per time the book is open and in sight. Sent under the
 * family code when the book is closed or hidden, queued offline like the quiz; with no code or no child
 * chosen, nothing is recorded. `active`: the reader is on screen with the device's own choices read. A stretch
 * opens at the first page seen, and its time counts from when the book came into sight.
 */
export function useReadingLog(bookId: string, pageCount: number, active: boolean): ReadingLog {
  const code = useActiveFamilyCode();
  const { name } = usePlayingChoice(code);
  const stretch = useRef<ReadingStretch | null>(null);
  // Who is reading while the book is in sight (null while it is not), and since when.
  const sight = useRef<{ code: string; childName: string; since: number } | null>(null);
  const lastSeen = useRef<number | null>(null);

  const open = useCallback(
    (page: number) => {
      if (!sight.current) return;
      const { code, childName, since } = sight.current;
      stretch.current = startStretch({ id: randomKey(), code, childName, bookId, day: localDay(new Date()), pageCount, page, now: since });
      keep(stretch.current);
    },
    [bookId, pageCount],
  );

  useEffect(() => {
    if (!active || !code || !name) return;
    // Left by a tab closed mid-book: sent now, unless another open tab may still be adding to it.
    for (const left of drafts()) if (Date.now() - left.activeAt > IDLE_CAP_MS) send(left);
    // Fetched now, while the network is likely there, so a stretch ended offline can still be queued.
    void import('../../../lib/family-progress/send-progress').catch(() => undefined);
    const begin = () => {
      sight.current = { code, childName: name, since: Date.now() };
      // Back in sight (or another child chosen): the page last seen is still the one on screen.
      if (lastSeen.current !== null) open(lastSeen.current);
    };
    const end = () => {
      const ended = stretch.current;
      stretch.current = null;
      sight.current = null;
      if (ended) send(closeStretch(ended, Date.now()));
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? end() : sight.current === null && begin());
    begin();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', end);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', end);
      end();
    };
  }, [active, code, name, open]);

  const seen = useCallback(
    (page: number) => {
      lastSeen.current = page;
      if (!stretch.current) return open(page);
      stretch.current = notePage(stretch.current, page, Date.now());
      keep(stretch.current);
    },
    [open],
  );

  const readAloud = useCallback(() => {
    if (!stretch.current) return;
    stretch.current = noteReadAloud(stretch.current, Date.now());
    keep(stretch.current);
  }, []);

  return useMemo(() => ({ seen, readAloud }), [seen, readAloud]);
}
