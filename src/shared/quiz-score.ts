import { z } from './zod';
import { parseQuestionText, QUIZ_QUESTION_COUNT, QUIZ_SECONDS_PER_QUESTION } from './multiplication';
import { normalizePlayerName, playerNameProblem } from './player-name';

export { PLAYER_NAME_MAX } from './player-name';
export const SCORE_LIST_LIMIT_MAX = 100;

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
    timeSpent: z
      .number()
      .min(0)
      .max(QUIZ_SECONDS_PER_QUESTION + 1),
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
    score: z.number().int().min(0).max(QUIZ_QUESTION_COUNT),
    totalQuestions: z.literal(QUIZ_QUESTION_COUNT),
    accuracy: z.number().int().min(0).max(100),
    timeTaken: z
      .number()
      .int()
      .min(0)
      .max(QUIZ_QUESTION_COUNT * (QUIZ_SECONDS_PER_QUESTION + 5)),
    questions: z.array(QuestionResultSchema).length(QUIZ_QUESTION_COUNT),
  })
  .strict()
  .superRefine((s, ctx) => {
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

/** A stored record as the GET endpoints return it. */
export const QuizScoreRecordSchema = z.object({
  id: z.number().int(),
  playerName: z.string(),
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

/** The answer to DELETE /api/quiz-scores: how many records of the family were removed. */
export const FamilyRecordsDeletedSchema = z.object({ deleted: z.number().int().min(0) });

export const QuizScoreListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(SCORE_LIST_LIMIT_MAX).default(SCORE_LIST_LIMIT_MAX),
});
