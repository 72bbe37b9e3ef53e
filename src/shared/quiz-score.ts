import { z } from './zod';
import { parseQuestionText, QUIZ_QUESTION_COUNT, QUIZ_SECONDS_PER_QUESTION } from './multiplication';
import { normalizePlayerName, playerNameProblem } from './player-name';

export { PLAYER_NAME_MAX } from './player-name';
export const SCORE_LIST_LIMIT_MAX = 100;

/**
 * 'timed': the spec's quiz, 10 s a question (the default). 'practice': the calm quiz with no clock, whose
 * records the report shows apart and never counts in the timed statistics (decision 038).
 */
export const QUIZ_MODES = ['timed', 'practice'] as const;
export type QuizMode = (typeof QUIZ_MODES)[number];
/** A practice answer has no clock; its time is kept up to this, plenty to tell a slow answer from a fast one. */
export const PRACTICE_SECONDS_CAP = 60;
const TIMED_SECONDS_CAP = QUIZ_SECONDS_PER_QUESTION + 1;
/** A whole quiz's time: each question's time and a few seconds of feedback after it. */
const quizTimeCap = (secondsPerQuestion: number) => QUIZ_QUESTION_COUNT * (secondsPerQuestion + 5);

/** Normalised (NFC, full-width letters, spaces) and refused with a Korean reason when it would not show as written. */
export const PlayerNameSchema = z
  .string()
  .max(200, 'playerName is far too long')
  .transform(normalizePlayerName)
  .superRefine((name, ctx) => {
    const problem = playerNameProblem(name);
    if (problem) ctx.addIssue({ code: 'custom', message: `playerName: ${problem}` });
  });

export const QuestionResultSchema = z
  .object({
    question: z.string().refine((q) => parseQuestionText(q) !== null, 'question must look like "3 × 4"'),
    correctAnswer: z.number().int().min(0).max(100),
    userAnswer: z.number().int().min(-1_000_000).max(1_000_000).nullable(),
    isCorrect: z.boolean(),
    timeSpent: z.number().min(0).max(PRACTICE_SECONDS_CAP),
  })
  .strict()
  .superRefine((q, ctx) => {
    const factors = parseQuestionText(q.question);
    if (factors && factors.table * factors.multiplier !== q.correctAnswer) {
      ctx.addIssue({ code: 'custom', message: 'correctAnswer does not match the question', path: ['correctAnswer'] });
    }
    if (q.isCorrect !== (q.userAnswer === q.correctAnswer)) {
      ctx.addIssue({ code: 'custom', message: 'isCorrect does not match userAnswer', path: ['isCorrect'] });
    }
  });
export type QuestionResult = z.infer<typeof QuestionResultSchema>;

/** Body of POST /api/quiz-scores (docs/product.md §7). */
export const NewQuizScoreSchema = z
  .object({
    playerName: PlayerNameSchema,
    /** Left out by devices from before the practice quiz: their scores are timed. */
    mode: z.enum(QUIZ_MODES).default('timed'),
    score: z.number().int().min(0).max(QUIZ_QUESTION_COUNT),
    totalQuestions: z.literal(QUIZ_QUESTION_COUNT),
    accuracy: z.number().int().min(0).max(100),
    timeTaken: z.number().int().min(0).max(quizTimeCap(PRACTICE_SECONDS_CAP)),
    questions: z.array(QuestionResultSchema).length(QUIZ_QUESTION_COUNT),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.mode === 'timed') {
      if (s.timeTaken > quizTimeCap(QUIZ_SECONDS_PER_QUESTION)) {
        ctx.addIssue({ code: 'custom', message: `a timed quiz takes at most ${quizTimeCap(QUIZ_SECONDS_PER_QUESTION)} s`, path: ['timeTaken'] });
      }
      s.questions.forEach((q, i) => {
        if (q.timeSpent > TIMED_SECONDS_CAP) {
          ctx.addIssue({ code: 'custom', message: `a timed question takes at most ${TIMED_SECONDS_CAP} s`, path: ['questions', i, 'timeSpent'] });
        }
      });
    }
    const correct = s.questions.filter((q) => q.isCorrect).length;
    if (s.score !== correct) {
      ctx.addIssue({ code: 'custom', message: `score must equal the ${correct} correct answers`, path: ['score'] });
    }
    const expected = Math.round((correct / s.totalQuestions) * 100);
    if (s.accuracy !== expected) {
      ctx.addIssue({ code: 'custom', message: `accuracy must be ${expected}`, path: ['accuracy'] });
    }
  });
export type NewQuizScore = z.infer<typeof NewQuizScoreSchema>;
/** What a device sends: `mode` may be left out (timed). */
export type NewQuizScoreInput = z.input<typeof NewQuizScoreSchema>;

/**
 * A stored record as the API answers it (the routes' response schema: a field not named here is never sent).
 * `id` is random (a UUID, decision 047): it names the record and tells nothing of other records.
 */
export const QuizScoreRecordSchema = z.object({
  id: z.string(),
  playerName: z.string(),
  mode: z.enum(QUIZ_MODES),
  score: z.number().int(),
  totalQuestions: z.number().int(),
  accuracy: z.number().int(),
  timeTaken: z.number().int(),
  completedAt: z.string(),
  questions: z.array(
    z.object({
      question: z.string(),
      correctAnswer: z.number(),
      userAnswer: z.number().nullable(),
      isCorrect: z.boolean(),
      timeSpent: z.number(),
    }),
  ),
});
export type QuizScoreRecord = z.infer<typeof QuizScoreRecordSchema>;
export const QuizScoreRecordListSchema = z.array(QuizScoreRecordSchema);

/**
 * A list as a device reads it. The offline worker may still hold an answer from before ids were random,
 * whose ids were numbers: they are read as text, so that answer still shows offline.
 */
export const KeptQuizScoreRecordListSchema = z.array(QuizScoreRecordSchema.extend({ id: z.union([z.string(), z.number().int().transform(String)]) }));

/** The answer to DELETE /api/quiz-scores: how many records of the family were removed. */
export const FamilyRecordsDeletedSchema = z.object({ deleted: z.number().int().min(0) });

export const QuizScoreListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SCORE_LIST_LIMIT_MAX).default(SCORE_LIST_LIMIT_MAX),
});
