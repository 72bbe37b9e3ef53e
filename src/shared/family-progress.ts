import { intBetween, integer, zm } from './zod';
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

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const daysInMonth = (year: number, month: number) =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Why a YYYY-MM-DD text names no day on the calendar (month 13, November 31st, February 29th of 2026), or null when it does. */
export function calendarDayProblem(day: string): string | null {
  const parts = DAY_PATTERN.exec(day);
  if (!parts) return 'day must look like 2026-11-25';
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (month < 1 || month > 12) return `day ${day} has no month ${parts[2]}: months run from 01 to 12`;
  const last = daysInMonth(year, month);
  if (date < 1 || date > last) return `day ${day} is not on the calendar: ${MONTHS[month - 1]} ${parts[1]} has days 01 to ${last}`;
  return null;
}

/** A calendar day written YYYY-MM-DD, as a device's own clock names it. */
export const ReadingDaySchema = /* @__PURE__ */ zm.string().check(
  // Stops at the first problem: the range check after it reads the text as a date.
  zm.superRefine((day, ctx) => {
    const problem = calendarDayProblem(day);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: day, continue: false });
  }),
  zm.refine((day) => {
    const at = Date.parse(`${day}T00:00:00Z`);
    // A device's day may run up to 14 hours ahead of UTC, and may be months old.
    return at <= Date.now() + DAY_MS && at >= Date.now() - (READING_DAY_PAST_MAX_DAYS + 1) * DAY_MS;
  }, `day must be today or within the last ${READING_DAY_PAST_MAX_DAYS} days`),
);

const page = /* @__PURE__ */ intBetween(0, BOOK_PAGES_MAX);

/** Body of POST /api/reading-events: one stretch of one child's reading of one book. */
export const ReadingEventSchema = /* @__PURE__ */ zm
  .strictObject({
    childName: PlayerNameSchema,
    bookId: zm.string().check(zm.regex(/^[a-z0-9-]{1,80}$/, 'bookId must be a book’s id')),
    day: ReadingDaySchema,
    /** The book's pages, not counting its end page (whose number is pageCount). */
    pageCount: intBetween(1, BOOK_PAGES_MAX),
    pagesSeen: zm.array(page).check(zm.maxLength(BOOK_PAGES_MAX)),
    /** Where the child stopped: a page, or pageCount for the end page. */
    lastPage: page,
    finished: zm.boolean(),
    seconds: intBetween(0, READING_EVENT_SECONDS_MAX),
    readAloud: zm.boolean(),
  })
  .check(
    zm.superRefine((event, ctx) => {
      if (event.lastPage > event.pageCount) ctx.addIssue({ code: 'custom', message: 'lastPage is past the end page', path: ['lastPage'] });
      event.pagesSeen.forEach((seen, i) => {
        if (seen >= event.pageCount) ctx.addIssue({ code: 'custom', message: 'a page seen is past the book’s last page', path: ['pagesSeen', i] });
      });
      if (new Set(event.pagesSeen).size !== event.pagesSeen.length) ctx.addIssue({ code: 'custom', message: 'pagesSeen repeats a page', path: ['pagesSeen'] });
    }),
  );
export type ReadingEvent = zm.infer<typeof ReadingEventSchema>;
export type ReadingEventInput = zm.input<typeof ReadingEventSchema>;

/** Body of POST /api/game-progress: what a child reached in one game; the server keeps the best of each. */
export const GameProgressSchema = /* @__PURE__ */ zm
  .strictObject({
    childName: PlayerNameSchema,
    game: zm.enum(GAMES_WITH_PROGRESS),
    /** The adventure's level reached (1 up); 0 for the times tables, which have none. */
    level: intBetween(0, 99),
    score: intBetween(0, 100_000),
  })
  .check(
    zm.superRefine((progress, ctx) => {
      if (progress.game === 'multiplication' && progress.score > 10)
        ctx.addIssue({ code: 'custom', message: 'a times-tables score is out of 10', path: ['score'] });
    }),
  );
export type GameProgressInput = zm.input<typeof GameProgressSchema>;

/** One book as one child has read it, all of that child's events and folded days together. */
export const BookProgressSchema = /* @__PURE__ */ zm.object({
  bookId: zm.string(),
  pageCount: integer,
  pagesSeen: zm.array(integer),
  lastPage: integer,
  finished: zm.boolean(),
  seconds: integer,
  readAloud: zm.boolean(),
  lastDay: zm.string(),
});
export type BookProgress = zm.infer<typeof BookProgressSchema>;

export const ChildProgressSchema = /* @__PURE__ */ zm.object({
  name: zm.string(),
  /** Most recently read first. */
  books: zm.array(BookProgressSchema),
  /** Seconds of reading per day, newest first. */
  days: zm.array(zm.object({ day: zm.string(), seconds: integer })),
  games: zm.array(zm.object({ game: zm.enum(GAMES_WITH_PROGRESS), level: integer, score: integer })),
});
export type ChildProgress = zm.infer<typeof ChildProgressSchema>;

/** The answer to GET /api/family-progress: every child the family's records name, quiz takers included. */
export const FamilyProgressSchema = /* @__PURE__ */ zm.object({ children: zm.array(ChildProgressSchema) });
export type FamilyProgress = zm.infer<typeof FamilyProgressSchema>;

/** The answer to a saved event or game: whether it was new (a repeat of one already stored is not). */
export const ProgressSavedSchema = /* @__PURE__ */ zm.object({ saved: zm.boolean() });
