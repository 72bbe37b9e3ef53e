import { parseQuestionText, QUIZ_QUESTION_COUNT } from '@/shared/multiplication';
import type { QuizMode, QuizScoreRecord } from '@/shared/quiz-score';

type Miss = readonly [question: string, userAnswer: number | null];

interface RecordSpec {
  id: number;
  playerName: string;
  /** Wrong answers; every other question of the ten is a correct '2 × 2'. */
  misses?: readonly Miss[];
  timeTaken?: number;
  completedAt?: string;
  mode?: QuizMode;
}

/** Builds a stored record for tests, so hand-computed examples only state what matters. */
export function makeRecord({ id, playerName, misses = [], timeTaken = 50, completedAt, mode = 'timed' }: RecordSpec): QuizScoreRecord {
  const wrong = misses.map(([question, userAnswer]) => {
    const factors = parseQuestionText(question);
    if (!factors) throw new Error(`bad question in test record: ${question}`);
    return { question, correctAnswer: factors.table * factors.multiplier, userAnswer, isCorrect: false, timeSpent: 5 };
  });
  const right = Array.from({ length: QUIZ_QUESTION_COUNT - wrong.length }, () => ({
    question: '2 × 2',
    correctAnswer: 4,
    userAnswer: 4,
    isCorrect: true,
    timeSpent: 5,
  }));
  const score = right.length;
  return {
    id: String(id),
    playerName,
    mode,
    score,
    totalQuestions: QUIZ_QUESTION_COUNT,
    accuracy: Math.round((score / QUIZ_QUESTION_COUNT) * 100),
    timeTaken,
    completedAt: completedAt ?? new Date(Date.UTC(2025, 0, 1, 9, id)).toISOString(),
    questions: [...wrong, ...right],
  };
}

/** n wrong answers that all analysis tests can ignore: '2 × 3' answered 7. */
export function fillerMisses(n: number): Miss[] {
  return Array.from({ length: n }, () => ['2 × 3', 7] as const);
}
