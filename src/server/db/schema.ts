import { boolean, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuestionResult, QuizMode } from '@/shared/quiz-score';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const quizScores = pgTable(
  'quiz_scores',
  {
    /** Random (version 4 UUID): what answers name a record by, telling nothing of other records or how many there are. */
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order records were stored in, shared by every family: never sent (a family could count everyone's
     * saves by it), only a tie-break for records completed at the same moment. The `opaque_record_ids` migration kept the old ids here.
     */
    seq: serial('seq').notNull(),
    playerName: text('player_name').notNull(),
    /** 'timed' (the spec's quiz) or 'practice' (the calm quiz with no clock); kept apart in the report. */
    mode: text('mode').$type<QuizMode>().notNull().default('timed'),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    accuracy: integer('accuracy').notNull(),
    timeTaken: integer('time_taken').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    questions: jsonb('questions').$type<QuestionResult[]>().notNull(),
    /** SHA-256 (hex) of the family code the record was saved under; null for records from before codes, shown to no one. */
    familyKey: text('family_key'),
    /** The Idempotency-Key a device sent with the score, so a retried save stores one record, not two. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('quiz_scores_family_idx').on(t.familyKey, t.completedAt, t.seq),
    index('quiz_scores_family_player_idx').on(t.familyKey, t.playerName, t.completedAt, t.seq),
    uniqueIndex('quiz_scores_family_idempotency_idx').on(t.familyKey, t.idempotencyKey),
  ],
);

export const quadrantBoards = pgTable('quadrant_boards', {
  sessionId: text('session_id').primaryKey(),
  strengths: jsonb('strengths').$type<string[]>().notNull(),
  weaknesses: jsonb('weaknesses').$type<string[]>().notNull(),
  likes: jsonb('likes').$type<string[]>().notNull(),
  dislikes: jsonb('dislikes').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rendered speech, shared by every app instance so each phrase is synthesised once. */
export const speechClips = pgTable('speech_clips', {
  key: text('key').primaryKey(),
  mp3: bytea('mp3').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const careerRecommendationSets = pgTable(
  'career_recommendation_sets',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    recommendations: jsonb('recommendations').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('career_sets_session_idx').on(t.sessionId, t.id)],
);

export const careerNextSteps = pgTable(
  'career_next_steps',
  {
    sessionId: text('session_id').notNull(),
    careerTitle: text('career_title').notNull(),
    nextSteps: jsonb('next_steps').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.careerTitle] })],
);

/**
 * A stretch of reading by one child of one family (the SHA-256 key of its code), as a device sent it. A family
 * keeps its newest events; older ones are folded into `reading_days` (docs/decisions/046-progress-under-the-family-code.md).
 */
export const readingEvents = pgTable(
  'reading_events',
  {
    id: serial('id').primaryKey(),
    familyKey: text('family_key').notNull(),
    childName: text('child_name').notNull(),
    bookId: text('book_id').notNull(),
    /** The device's own calendar day, so "this week" and "the days read" are the family's, not the server's. */
    day: date('day', { mode: 'string' }).notNull(),
    pageCount: integer('page_count').notNull(),
    pagesSeen: jsonb('pages_seen').$type<number[]>().notNull(),
    lastPage: integer('last_page').notNull(),
    finished: boolean('finished').notNull(),
    seconds: integer('seconds').notNull(),
    readAloud: boolean('read_aloud').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reading_events_family_idx').on(t.familyKey, t.id), uniqueIndex('reading_events_family_idempotency_idx').on(t.familyKey, t.idempotencyKey)],
);

/**
 * Each child's reading of each book, all time: the family's events past its cap folded together (pages seen
 * joined, the newest last page, seconds added up to the ceiling, finished and read-aloud kept). One row per
 * child and book, so a family holds at most its children × the shelf's books.
 */
export const readingBooks = pgTable(
  'reading_books',
  {
    familyKey: text('family_key').notNull(),
    childName: text('child_name').notNull(),
    bookId: text('book_id').notNull(),
    pageCount: integer('page_count').notNull(),
    pagesSeen: jsonb('pages_seen').$type<number[]>().notNull(),
    /** The last page of the newest event folded in; the newest events, while kept, say it instead. */
    lastPage: integer('last_page').notNull(),
    /** The id of that newest event, so the order of reading survives the fold. */
    lastEventId: integer('last_event_id').notNull(),
    /** The newest day the child read it. */
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    finished: boolean('finished').notNull(),
    seconds: integer('seconds').notNull(),
    readAloud: boolean('read_aloud').notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyKey, t.childName, t.bookId] })],
);

/**
 * The seconds each child read on each recent day (the report's two weeks, with room to spare), folded from
 * events past the family's cap; older days are dropped as the fold goes, their minutes kept in the books.
 */
export const readingDays = pgTable(
  'reading_days',
  {
    familyKey: text('family_key').notNull(),
    childName: text('child_name').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyKey, t.childName, t.day] })],
);

/** The children a family's reading and game bests name, so a family's progress has a ceiling on them. */
export const familyChildren = pgTable(
  'family_children',
  {
    familyKey: text('family_key').notNull(),
    childName: text('child_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyKey, t.childName] })],
);

/** Each child's best in a game (adventure: level and score; times tables: best timed score), per family. */
export const gameProgress = pgTable(
  'game_progress',
  {
    familyKey: text('family_key').notNull(),
    childName: text('child_name').notNull(),
    game: text('game').notNull(),
    bestLevel: integer('best_level').notNull(),
    bestScore: integer('best_score').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.familyKey, t.childName, t.game] })],
);
