import { randomBytes } from 'node:crypto';
import { FAMILY_CODE_HEADER, FAMILY_CODE_RANDOM_BYTES, familyCodeFromBytes, formatFamilyCode } from '@/shared/family-code';
import { questionText } from '@/shared/multiplication';
import type { NewQuizScoreInput, QuestionResult } from '@/shared/quiz-score';

/** A valid timed-quiz body (no `mode`, as older devices send it) whose answers are right for the first `correct` questions and wrong after. */
export function quizScoreBody(playerName: string, correct = 7, timeTaken = 42): NewQuizScoreInput {
  const questions: QuestionResult[] = Array.from({ length: 10 }, (_, i) => {
    const table = 2 + (i % 6);
    const multiplier = 2 + ((i * 5) % 6);
    const answer = table * multiplier;
    const right = i < correct;
    return {
      question: questionText(table, multiplier),
      correctAnswer: answer,
      userAnswer: right ? answer : i % 3 === 0 ? null : answer + 1,
      isCorrect: right,
      timeSpent: 3 + (i % 4),
    };
  });
  return { playerName, score: correct, totalQuestions: 10, accuracy: correct * 10, timeTaken, questions };
}

export const sampleSessionId = (n = 1) => `session-17000000000${String(n).padStart(2, '0')}-abc${n}def`;

/** A fresh family code for each test that saves scores, as the quiz page makes one (see shared/family-code.ts). */
export function newFamilyCode(): string {
  return formatFamilyCode(familyCodeFromBytes(randomBytes(FAMILY_CODE_RANDOM_BYTES)));
}

/** The header carrying a code exactly as given, so tests can send any spelling or a broken code. */
export const familyHeaders = (code: string) => ({ [FAMILY_CODE_HEADER]: code });
