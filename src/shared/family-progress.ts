import { z } from './zod';
import { PlayerNameSchema } from './quiz-score';

/** A book has far fewer pages than this; it bounds every page number a device may send. */
export const BOOK_PAGES_MAX = 200;
/** One reading event covers at most this long: a device sends what it has at least every time the page is hidden. */
export const READING_EVENT_SECONDS_MAX = 3 * 60 * 60;
/** A reading event's body is small; anything larger is refused before it is read (413). */
export const PROGRESS_BODY_BYTES_MAX = 4096;
/**
 * How far back a device's day may be. A session read offline waits on the device until the network returns,
 * however long that takes, so the bound only keeps out dates no tablet could have kept (a clock at 1970):
 * a session months old is stored like any other, and like any other folded into its day's totals past the
 * family's cap.
 */
export const READING_DAY_PAST_MAX_DAYS = 2 * 366;

export const GAMES_WITH_PROGRESS = ['adventure', 'multiplication'] as const;
export type GameWithProgress = (typeof GAMES_WITH_PROGRESS)[number];

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day written YYYY-MM-DD, as a device's own clock names it. */
export const ReadingDaySchema = z
  .string()
  .regex(DAY_PATTERN, 'day must look like 2026-11-25')
  .refine((day) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day, 'day is not a calendar day')
  .refine((day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    // A device's day may run up to 14 hours ahead of UTC, and may be months old.
    return at <= Date.now() + DAY_MS && at >= Date.now() - (READING_DAY_PAST_MAX_DAYS + 1) * DAY_MS;
  }, `day must be today or within the last ${READING_DAY_PAST_MAX_DAYS} days`);

const page = z.number().int().min(0).max(BOOK_PAGES_MAX);

/** Body of POST /api/reading-events: one stretch of one child's reading of one book. */
export const ReadingEventSchema = z
  .object({
    childName: PlayerNameSchema,
    bookId: z.string().regex(/^[a-z0-9-]{1,80}$/, 'bookId must be a book’s id'),
    day: ReadingDaySchema,
    /** The book's pages, not counting its end page (whose number is pageCount). */
    pageCount: z.number().int().min(1).max(BOOK_PAGES_MAX),
    pagesSeen: z.array(page).max(BOOK_PAGES_MAX),
    /** Where the child stopped: a page, or pageCount for the end page. */
    lastPage: page,
    finished: z.boolean(),
    seconds: z.number().int().min(0).max(READING_EVENT_SECONDS_MAX),
    readAloud: z.boolean(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.lastPage > event.pageCount) ctx.addIssue({ code: 'custom', message: 'lastPage is past the end page', path: ['lastPage'] });
    event.pagesSeen.forEach((seen, i) => {
      if (seen >= event.pageCount) ctx.addIssue({ code: 'custom', message: 'a page seen is past the book’s last page', path: ['pagesSeen', i] });
    });
    if (new Set(event.pagesSeen).size !== event.pagesSeen.length) ctx.addIssue({ code: 'custom', message: 'pagesSeen repeats a page', path: ['pagesSeen'] });
  });
export type ReadingEvent = z.infer<typeof ReadingEventSchema>;
export type ReadingEventInput = z.input<typeof ReadingEventSchema>;

/** Body of POST /api/game-progress: what a child reached in one game; the server keeps the best of each. */
export const GameProgressSchema = z
  .object({
    childName: PlayerNameSchema,
    game: z.enum(GAMES_WITH_PROGRESS),
    /** The adventure's level reached (1 up); 0 for the times tables, which have none. */
    level: z.number().int().min(0).max(99),
    score: z.number().int().min(0).max(100_000),
  })
  .strict()
  .superRefine((progress, ctx) => {
    if (progress.game === 'multiplication' && progress.score > 10)
      ctx.addIssue({ code: 'custom', message: 'a times-tables score is out of 10', path: ['score'] });
  });
export type GameProgressInput = z.input<typeof GameProgressSchema>;

/** One book as one child has read it, all of that child's events and folded days together. */
export const BookProgressSchema = z.object({
  bookId: z.string(),
  pageCount: z.number().int(),
  pagesSeen: z.array(z.number().int()),
  lastPage: z.number().int(),
  finished: z.boolean(),
  seconds: z.number().int(),
  readAloud: z.boolean(),
  lastDay: z.string(),
});
export type BookProgress = z.infer<typeof BookProgressSchema>;

export const ChildProgressSchema = z.object({
  name: z.string(),
  /** Most recently read first. */
  books: z.array(BookProgressSchema),
  /** Seconds of reading per day, newest first. */
  days: z.array(z.object({ day: z.string(), seconds: z.number().int() })),
  games: z.array(z.object({ game: z.enum(GAMES_WITH_PROGRESS), level: z.number().int(), score: z.number().int() })),
});
export type ChildProgress = z.infer<typeof ChildProgressSchema>;

/** The answer to GET /api/family-progress: every child the family's records name, quiz takers included. */
export const FamilyProgressSchema = z.object({ children: z.array(ChildProgressSchema) });
export type FamilyProgress = z.infer<typeof FamilyProgressSchema>;

/** The answer to a saved event or game: whether it was new (a repeat of one already stored is not). */
export const ProgressSavedSchema = z.object({ saved: z.boolean() });
