import {
  ANSWER_REPEAT_COUNT,
  ANSWER_REPEAT_GAP_MS,
  CORRECT_NEXT_DELAY_MS,
  QUESTION_SPEAK_DELAY_MS,
  QUIZ_QUESTION_COUNT,
  QUIZ_SECONDS_PER_QUESTION,
  questionText,
  WRONG_NEXT_DELAY_MS,
} from '@/shared/multiplication';
import { PlayerNameSchema, PRACTICE_SECONDS_CAP, type NewQuizScore, type QuestionResult, type QuizMode } from '@/shared/quiz-score';
import { attemptsOfResults } from '@/shared/times-tables/fact-history';
import { samePracticeFocus, type PracticeFocus } from '@/shared/times-tables/practice-focus';
import type { FactAttempt } from '@/shared/times-tables/spaced-review';
import { generateQuestions, nextPracticeQuestion, parseAnswer, questionPool, type QuizQuestion, type Random } from './quiz-questions';

export const EMPTY_NAME_MESSAGE = '이름을 입력해주세요!';
export const INVALID_NAME_MESSAGE = '이름은 한글, 영어, 숫자와 띄어쓰기로 적어 주세요.';
export const SAVE_FAILED_MESSAGE = '점수 저장에 실패했습니다.';

export type SpokenClip = { kind: 'question' | 'multiplication'; table: number; multiplier: number };
/**
 * What the card says after an answer. The timed quiz: 'correct', 'wrong', or 'timeout' (the product's full-screen
 * "시간 초과!"). The calm practice: a first wrong answer is a 'retry' (one more go, the answer not told yet); then
 * 'secondTry' when it is right, or 'gentle' (the answer told kindly) when it is not.
 */
export type Feedback = { kind: 'correct' | 'retry' | 'secondTry' } | { kind: 'wrong' | 'timeout' | 'gentle'; correctAnswer: number };

export interface QuizSummary {
  playerName: string;
  score: number;
  answered: number;
  accuracy: number;
  timeTaken: number;
  /** The score waits on this device for the network and will be saved when it returns. */
  waitingForNetwork: boolean;
}

export interface QuizState {
  stage: 'name-entry' | 'in-progress' | 'finished';
  playerName: string;
  /** 'timed': the spec's quiz, 10 s a question (the default). 'practice': no clock, questions chosen from the child's history. */
  mode: QuizMode;
  /** The child's earlier answers, oldest first, that a practice quiz chooses its questions from. */
  history: FactAttempt[];
  /** What the questions are drawn from: the standard quiz unless the child chose tables or came to practise missed facts. */
  focus: PracticeFocus;
  /** The questions asked so far; a timed quiz draws all ten at the start, a practice quiz one at a time. */
  questions: QuizQuestion[];
  index: number;
  /** Bumped for every question and on reset: timed events from an earlier round are ignored. */
  round: number;
  startedAt: number;
  questionStartedAt: number;
  secondsLeft: number;
  timerRunning: boolean;
  answerText: string;
  feedback: Feedback | null;
  /** A practice question's first, wrong answer while its second try is open; it is what the record keeps. */
  firstTry: QuestionResult | null;
  results: QuestionResult[];
  save: 'idle' | 'saving' | 'failed';
  pendingScore: NewQuizScore | null;
  summary: QuizSummary | null;
}

/** Events the page's timers deliver back; each carries the round that scheduled it. */
export type TimedEvent = { type: 'tick'; round: number } | { type: 'speak'; round: number; clip: SpokenClip } | { type: 'next'; round: number };

export type QuizEvent =
  | TimedEvent
  | { type: 'nameChanged'; name: string }
  | { type: 'focusChanged'; focus: PracticeFocus }
  | { type: 'modeChanged'; mode: QuizMode }
  /** `playerName`: the child chosen on a device with a family code, in place of the typed name. */
  | { type: 'start'; playerName?: string; history?: FactAttempt[] }
  | { type: 'answerChanged'; text: string }
  | { type: 'submit' }
  | { type: 'saveSucceeded'; queued?: boolean }
  | { type: 'saveFailed' }
  | { type: 'retrySave' }
  | { type: 'reset' };

/** What the page must do after a step: the reducer itself never touches timers, audio or the network. */
export type QuizEffect =
  | { type: 'schedule'; delayMs: number; event: TimedEvent }
  | { type: 'play'; clip: SpokenClip }
  | { type: 'unlockAudio' }
  | { type: 'focusAnswer' }
  | { type: 'alert'; message: string }
  | { type: 'saveScore'; score: NewQuizScore };

export interface QuizContext {
  now: number;
  random: Random;
}

export interface QuizStep {
  state: QuizState;
  effects: QuizEffect[];
}

export const initialQuizState: QuizState = {
  stage: 'name-entry',
  playerName: '',
  mode: 'timed',
  history: [],
  focus: { kind: 'standard' },
  questions: [],
  index: 0,
  round: 0,
  startedAt: 0,
  questionStartedAt: 0,
  secondsLeft: QUIZ_SECONDS_PER_QUESTION,
  timerRunning: false,
  answerText: '',
  feedback: null,
  firstTry: null,
  results: [],
  save: 'idle',
  pendingScore: null,
  summary: null,
};

export const currentQuestion = (s: QuizState): QuizQuestion | undefined => s.questions[s.index];
export const quizScore = (s: QuizState): number => s.results.filter((r) => r.isCorrect).length;
export const canSubmit = (s: QuizState): boolean => s.timerRunning && s.answerText.trim() !== '';

const unchanged = (state: QuizState): QuizStep => ({ state, effects: [] });
const isCurrent = (state: QuizState, event: TimedEvent) => state.stage === 'in-progress' && event.round === state.round;

/** A practice quiz's next question: from the child's history and this quiz's answers so far. */
function withNextPracticeQuestion(state: QuizState, random: Random): QuizState {
  const pool = questionPool(state.focus);
  const question = nextPracticeQuestion(pool, state.history, attemptsOfResults(state.results), state.questions, random, state.focus.kind === 'facts');
  return { ...state, questions: [...state.questions, question] };
}

/**
 * Shows question `index`. `timerRunning` means the answer box is open: a practice question keeps it open with
 * no clock ticking.
 */
function beginQuestion(state: QuizState, index: number, now: number): QuizStep {
  const question = state.questions[index]!;
  const round = state.round + 1;
  const effects: QuizEffect[] = [
    { type: 'focusAnswer' },
    { type: 'schedule', delayMs: QUESTION_SPEAK_DELAY_MS, event: { type: 'speak', round, clip: { kind: 'question', ...question } } },
  ];
  if (state.mode === 'timed') effects.push({ type: 'schedule', delayMs: 1000, event: { type: 'tick', round } });
  return {
    state: {
      ...state,
      index,
      round,
      questionStartedAt: now,
      secondsLeft: QUIZ_SECONDS_PER_QUESTION,
      timerRunning: true,
      answerText: '',
      feedback: null,
      firstTry: null,
    },
    effects,
  };
}

/** Seconds an answer may count: the clock's 10 in a timed quiz, PRACTICE_SECONDS_CAP without one. */
const secondsCap = (mode: QuizMode) => (mode === 'timed' ? QUIZ_SECONDS_PER_QUESTION : PRACTICE_SECONDS_CAP);

/**
 * Records the answer (null for none) and schedules what follows. The timed quiz, as docs/product.md §4 has it:
 * praise; the answer spoken twice after a wrong answer or a timeout, the next question after 4 s (a timeout
 * shows the full-screen "시간 초과!", decision 038's update). The calm practice gives a wrong answer one more
 * try; the record keeps the first answer, so the report still sees the miss. Wrong twice, the card tells the
 * answer kindly and says it once.
 */
function answer(state: QuizState, userAnswer: number | null, now: number, timedOut: boolean): QuizStep {
  const { table, multiplier } = currentQuestion(state)!;
  const correctAnswer = table * multiplier;
  const isCorrect = userAnswer === correctAnswer;
  const timeSpent = Math.min(secondsCap(state.mode), Math.round((now - state.questionStartedAt) / 100) / 10);
  const given: QuestionResult = { question: questionText(table, multiplier), correctAnswer, userAnswer, isCorrect, timeSpent };
  const { round, firstTry } = state;
  if (state.mode === 'practice' && !isCorrect && !firstTry) {
    return { state: { ...state, answerText: '', feedback: { kind: 'retry' }, firstTry: given }, effects: [{ type: 'focusAnswer' }] };
  }
  const result = firstTry ? { ...firstTry, timeSpent } : given;
  const feedback: Feedback = isCorrect
    ? { kind: firstTry ? 'secondTry' : 'correct' }
    : { kind: state.mode === 'practice' ? 'gentle' : timedOut ? 'timeout' : 'wrong', correctAnswer };
  const next = { ...state, timerRunning: false, feedback, firstTry: null, results: [...state.results, result] };
  if (isCorrect) {
    return { state: next, effects: [{ type: 'schedule', delayMs: CORRECT_NEXT_DELAY_MS, event: { type: 'next', round } }] };
  }
  const clip: SpokenClip = { kind: 'multiplication', table, multiplier };
  const repeats: QuizEffect[] = Array.from({ length: state.mode === 'practice' ? 0 : ANSWER_REPEAT_COUNT - 1 }, (_, i) => ({
    type: 'schedule',
    delayMs: (i + 1) * ANSWER_REPEAT_GAP_MS,
    event: { type: 'speak', round, clip },
  }));
  return {
    state: next,
    effects: [{ type: 'play', clip }, ...repeats, { type: 'schedule', delayMs: WRONG_NEXT_DELAY_MS, event: { type: 'next', round } }],
  };
}

function finish(state: QuizState, now: number): QuizStep {
  const score = quizScore(state);
  const pendingScore: NewQuizScore = {
    playerName: state.playerName.trim(),
    mode: state.mode,
    score,
    totalQuestions: QUIZ_QUESTION_COUNT,
    accuracy: Math.round((score / QUIZ_QUESTION_COUNT) * 100),
    // Capped at what the server accepts, should a sleeping tab have stretched the run.
    timeTaken: Math.min(QUIZ_QUESTION_COUNT * (secondsCap(state.mode) + 5), Math.round((now - state.startedAt) / 1000)),
    questions: state.results,
  };
  return { state: { ...state, save: 'saving', pendingScore }, effects: [{ type: 'saveScore', score: pendingScore }] };
}

export function quizStep(state: QuizState, event: QuizEvent, { now, random }: QuizContext): QuizStep {
  switch (event.type) {
    case 'nameChanged':
      return state.stage === 'name-entry' ? unchanged({ ...state, playerName: event.name }) : unchanged(state);
    case 'focusChanged':
      // The page sends the address's focus on every load, mostly the one already set: the same state, so nothing renders again.
      return state.stage === 'name-entry' && !samePracticeFocus(state.focus, event.focus) ? unchanged({ ...state, focus: event.focus }) : unchanged(state);
    case 'modeChanged':
      return state.stage === 'name-entry' ? unchanged({ ...state, mode: event.mode }) : unchanged(state);
    case 'start': {
      if (state.stage !== 'name-entry') return unchanged(state);
      const playerName = event.playerName ?? state.playerName;
      if (playerName.trim() === '') return { state, effects: [{ type: 'alert', message: EMPTY_NAME_MESSAGE }] };
      if (!PlayerNameSchema.safeParse(playerName).success) return { state, effects: [{ type: 'alert', message: INVALID_NAME_MESSAGE }] };
      const ready: QuizState = { ...state, playerName, stage: 'in-progress', history: event.history ?? [], questions: [], results: [], startedAt: now };
      const started =
        state.mode === 'timed'
          ? { ...ready, questions: generateQuestions(random, QUIZ_QUESTION_COUNT, questionPool(state.focus)) }
          : withNextPracticeQuestion(ready, random);
      const first = beginQuestion(started, 0, now);
      return { state: first.state, effects: [{ type: 'unlockAudio' }, ...first.effects] };
    }
    case 'answerChanged':
      return state.timerRunning ? unchanged({ ...state, answerText: event.text }) : unchanged(state);
    case 'submit':
      return canSubmit(state) ? answer(state, parseAnswer(state.answerText), now, false) : unchanged(state);
    case 'tick': {
      if (!isCurrent(state, event) || !state.timerRunning) return unchanged(state);
      const elapsed = now - state.questionStartedAt;
      // Rounded, so a timer firing a few milliseconds early or late still counts the right second.
      const secondsLeft = Math.max(0, QUIZ_SECONDS_PER_QUESTION - Math.round(elapsed / 1000));
      if (secondsLeft === 0) return answer({ ...state, secondsLeft }, null, now, true);
      const delayMs = Math.max(100, (QUIZ_SECONDS_PER_QUESTION - secondsLeft + 1) * 1000 - elapsed);
      return { state: { ...state, secondsLeft }, effects: [{ type: 'schedule', delayMs, event: { type: 'tick', round: state.round } }] };
    }
    case 'speak':
      return isCurrent(state, event) ? { state, effects: [{ type: 'play', clip: event.clip }] } : unchanged(state);
    case 'next': {
      if (!isCurrent(state, event) || state.timerRunning || state.save !== 'idle') return unchanged(state);
      if (state.index + 1 >= QUIZ_QUESTION_COUNT) return finish(state, now);
      const ready = state.mode === 'practice' ? withNextPracticeQuestion(state, random) : state;
      return beginQuestion(ready, state.index + 1, now);
    }
    case 'saveSucceeded': {
      if (state.save !== 'saving' || !state.pendingScore) return unchanged(state);
      const { playerName, score, accuracy, timeTaken, questions } = state.pendingScore;
      const summary = { playerName, score, answered: questions.length, accuracy, timeTaken, waitingForNetwork: event.queued === true };
      return unchanged({ ...state, stage: 'finished', save: 'idle', summary });
    }
    case 'saveFailed':
      if (state.save !== 'saving') return unchanged(state);
      return { state: { ...state, save: 'failed' }, effects: [{ type: 'alert', message: SAVE_FAILED_MESSAGE }] };
    case 'retrySave':
      if (state.save !== 'failed' || !state.pendingScore) return unchanged(state);
      return { state: { ...state, save: 'saving' }, effects: [{ type: 'saveScore', score: state.pendingScore }] };
    case 'reset':
      // A new quiz practises the same thing, the same way: the child chose it, or came from the report to practise it.
      return unchanged({ ...initialQuizState, focus: state.focus, mode: state.mode, round: state.round + 1 });
  }
}
