import type { ReadingEventInput } from '@/shared/family-progress';

/** Time on one page past this counts as this much: a tablet left open on a page is not an hour of reading. */
export const IDLE_CAP_MS = 3 * 60 * 1000;

/** One stretch of a child's reading of a book, kept on the device until it is sent. */
export interface ReadingStretch {
  /** Also the Idempotency-Key it is sent with, so it is stored once however often it is sent. */
  id: string;
  code: string;
  event: ReadingEventInput;
  /** When the child last did something (opened, turned a page, listened), in ms. */
  activeAt: number;
}

interface StretchStart {
  id: string;
  code: string;
  childName: string;
  bookId: string;
  day: string;
  pageCount: number;
  page: number;
  now: number;
}

const withPage = (event: ReadingEventInput, page: number): ReadingEventInput => ({
  ...event,
  pagesSeen: page < event.pageCount && !event.pagesSeen.includes(page) ? [...event.pagesSeen, page] : event.pagesSeen,
  lastPage: page,
  // The end page (numbered pageCount) reached: the book is read.
  finished: event.finished || page === event.pageCount,
});

/** A stretch opened on a page. */
export function startStretch({ id, code, childName, bookId, day, pageCount, page, now }: StretchStart): ReadingStretch {
  const event: ReadingEventInput = { childName, bookId, day, pageCount, pagesSeen: [], lastPage: page, finished: false, seconds: 0, readAloud: false };
  return { id, code, event: withPage(event, page), activeAt: now };
}

/** The time since the last thing the child did, capped, added to the stretch. */
function counted(stretch: ReadingStretch, now: number): ReadingStretch {
  const ms = Math.min(Math.max(now - stretch.activeAt, 0), IDLE_CAP_MS);
  return { ...stretch, event: { ...stretch.event, seconds: stretch.event.seconds + Math.round(ms / 1000) }, activeAt: now };
}

/** A page shown (turned to, or read to aloud). */
export const notePage = (stretch: ReadingStretch, page: number, now: number): ReadingStretch => {
  const next = counted(stretch, now);
  return { ...next, event: withPage(next.event, page) };
};

/** Read-aloud used in the stretch. */
export const noteReadAloud = (stretch: ReadingStretch, now: number): ReadingStretch => {
  const next = counted(stretch, now);
  return { ...next, event: { ...next.event, readAloud: true } };
};

/** The stretch as it ends now (the page hidden, the book closed). */
export const closeStretch = (stretch: ReadingStretch, now: number): ReadingStretch => counted(stretch, now);

/** Whether a stretch says anything: a glance of a second at a book already open is not sent. */
export const worthSending = (stretch: ReadingStretch) => stretch.event.seconds >= 2 || stretch.event.finished;

/** Stretches left unsent on the device (read from storage), defensively: anything unreadable is dropped. */
export function readDrafts(stored: string | null): ReadingStretch[] {
  try {
    const raw: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((d): d is ReadingStretch => typeof d?.id === 'string' && typeof d?.code === 'string' && typeof d?.event === 'object')
      : [];
  } catch {
    return [];
  }
}

/** At most this many stretches wait on the device: more means sending keeps failing for a reason no retry fixes. */
const DRAFTS_MAX = 50;

export const withDraft = (drafts: readonly ReadingStretch[], stretch: ReadingStretch) =>
  [...drafts.filter((d) => d.id !== stretch.id), stretch].slice(-DRAFTS_MAX);
export const withoutDraft = (drafts: readonly ReadingStretch[], id: string) => drafts.filter((d) => d.id !== id);
