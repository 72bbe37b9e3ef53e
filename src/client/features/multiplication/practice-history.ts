import { familyCodeHeaders } from '@/shared/family-code';
import { normalizePlayerName } from '@/shared/player-name';
import { KeptQuizScoreRecordListSchema, type QuestionResult } from '@/shared/quiz-score';
import { attemptsOf, attemptsOfResults } from '@/shared/times-tables/fact-history';
import type { FactAttempt } from '@/shared/times-tables/spaced-review';
import { getJson } from '../../lib/api';
import { familyCodes } from '../../lib/family-code/family-code-store';
import { TIMES_TABLES_HISTORY_KEY } from '../../lib/family-progress/device-copies';
import { readStored, writeStored } from '../../lib/stored';

const KEY = TIMES_TABLES_HISTORY_KEY;
/** Quizzes kept per child on the device: enough answers for the practice to know every fact of 2–9 a few times. */
const QUIZZES_KEPT = 30;
/** How long the practice waits for the family's records before it starts from the device's own. */
const HISTORY_WAIT_MS = 3000;

type Answer = Pick<QuestionResult, 'question' | 'isCorrect' | 'timeSpent'>;
type DeviceHistory = Record<string, Answer[][]>;

function read(): DeviceHistory {
  try {
    const parsed: unknown = JSON.parse(readStored(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as DeviceHistory) : {};
  } catch {
    return {};
  }
}

const keyOf = (playerName: string) => normalizePlayerName(playerName);

/** Keeps a finished quiz's answers on this device under the child's name (oldest first), timed or practice. */
export function rememberQuizAnswers(playerName: string, answers: readonly Answer[]): void {
  const all = read();
  const kept = (all[keyOf(playerName)] ?? []).filter(Array.isArray);
  const trimmed = answers.map(({ question, isCorrect, timeSpent }) => ({ question, isCorrect, timeSpent }));
  all[keyOf(playerName)] = [...kept, trimmed].slice(-QUIZZES_KEPT);
  writeStored(KEY, JSON.stringify(all));
}

/** This device's own answers by the child, oldest first. */
export function deviceHistory(playerName: string): FactAttempt[] {
  const quizzes = read()[keyOf(playerName)];
  if (!Array.isArray(quizzes)) return [];
  return quizzes.filter(Array.isArray).flatMap((answers) => attemptsOfResults(answers.filter((a) => typeof a?.question === 'string')));
}

/**
 * The child's history for a practice quiz: the family code's records of that child (every device that saves
 * under the code), or, without a code or a network, this device's own.
 */
export async function loadPracticeHistory(playerName: string): Promise<FactAttempt[]> {
  const code = familyCodes().active;
  if (!code) return deviceHistory(playerName);
  try {
    const path = `/api/quiz-scores/${encodeURIComponent(keyOf(playerName))}`;
    const records = await getJson(path, KeptQuizScoreRecordListSchema, 'Failed to load quiz scores', familyCodeHeaders(code), HISTORY_WAIT_MS);
    return attemptsOf(records);
  } catch {
    return deviceHistory(playerName);
  }
}
