import { intBetween, integer, zm } from './zod';
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
export const PlayerNameSchema = /* @__PURE__ */ zm
  .pipe(zm.string().check(zm.maxLength(200, 'playerName is far too long')), zm.transform(normalizePlayerName))
  .check(
    zm.superRefine((name, ctx) => {
      const problem = playerNameProblem(name);
      if (problem) ctx.addIssue({ code: 'custom', message: `playerName: ${problem}` });
    }),
  );

export const QuestionResultSchema = /* @__PURE__ */ zm
  .strictObject({
    question: zm.string().check(zm.refine((q) => parseQuestionText(q) !== null, 'question must look like "3 × 4"')),
    correctAnswer: intBetween(0, 100),
    userAnswer: zm.nullable(intBetween(-1_000_000, 1_000_000)),
    isCorrect: zm.boolean(),
    timeSpent: zm.number().check(zm.gte(0), zm.lte(PRACTICE_SECONDS_CAP)),
  })
  .check(
    zm.superRefine((q, ctx) => {
      const factors = parseQuestionText(q.question);
      if (factors && factors.table * factors.multiplier !== q.correctAnswer) {
        ctx.addIssue({ code: 'custom', message: 'correctAnswer does not match the question', path: ['correctAnswer'] });
      }
      if (q.isCorrect !== (q.userAnswer === q.correctAnswer)) {
        ctx.addIssue({ code: 'custom', message: 'isCorrect does not match userAnswer', path: ['isCorrect'] });
      }
    }),
  );
export type QuestionResult = zm.infer<typeof QuestionResultSchema>;

/** Body of POST /api/quiz-scores (docs/product.md §7). */
export const NewQuizScoreSchema = /* @__PURE__ */ zm
  .strictObject({
    playerName: PlayerNameSchema,
    /** Left out by devices from before the practice quiz: their scores are timed. */
    mode: zm._default(zm.enum(QUIZ_MODES), 'timed'),
    score: intBetween(0, QUIZ_QUESTION_COUNT),
    totalQuestions: zm.literal(QUIZ_QUESTION_COUNT),
    accuracy: intBetween(0, 100),
    timeTaken: intBetween(0, quizTimeCap(PRACTICE_SECONDS_CAP)),
    questions: zm.array(QuestionResultSchema).check(zm.length(QUIZ_QUESTION_COUNT)),
  })
  .check(
    zm.superRefine((s, ctx) => {
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
    }),
  );
export type NewQuizScore = zm.infer<typeof NewQuizScoreSchema>;
/** What a device sends: `mode` may be left out (timed). */
export type NewQuizScoreInput = zm.input<typeof NewQuizScoreSchema>;

/**
 * A stored record as the API answers it (the routes' response schema: a field not named here is never sent).
 * `id` is random (a UUID, decision 047): it names the record and tells nothing of other records.
 */
export const QuizScoreRecordSchema = /* @__PURE__ */ zm.object({
  id: zm.string(),
  playerName: zm.string(),
  mode: zm.enum(QUIZ_MODES),
  score: integer,
  totalQuestions: integer,
  accuracy: integer,
  timeTaken: integer,
  completedAt: zm.string(),
  questions: zm.array(
    zm.object({
      question: zm.string(),
      correctAnswer: zm.number(),
      userAnswer: zm.nullable(zm.number()),
      isCorrect: zm.boolean(),
      timeSpent: zm.number(),
    }),
  ),
});
export type QuizScoreRecord = zm.infer<typeof QuizScoreRecordSchema>;
export const QuizScoreRecordListSchema = /* @__PURE__ */ zm.array(QuizScoreRecordSchema);

/**
 * A list as a device reads it. The offline worker may still hold an answer from before ids were random,
 * whose ids were numbers: they are read as text, so that answer still shows offline.
 */
export const KeptQuizScoreRecordListSchema = /* @__PURE__ */ zm.array(
  zm.extend(QuizScoreRecordSchema, { id: zm.union([zm.string(), zm.pipe(integer, zm.transform(String))]) }),
);

/** The answer to DELETE /api/quiz-scores: how many records of the family were removed. */
/**
 * The answer to DELETE /api/quiz-scores: the quiz records deleted (`deleted`, as before) and the rows of reading
 * and game progress deleted with them (`progressDeleted`: reading stretches, folded reading days, game bests).
 */
export const FamilyRecordsDeletedSchema = /* @__PURE__ */ zm.object({
  deleted: zm.number().check(zm.int(), zm.gte(0)),
  progressDeleted: zm.number().check(zm.int(), zm.gte(0)),
});

export const QuizScoreListQuerySchema = /* @__PURE__ */ zm.object({
  limit: zm._default(zm.coerce.number().check(zm.int(), zm.gte(1), zm.lte(SCORE_LIST_LIMIT_MAX)), SCORE_LIST_LIMIT_MAX),
});
