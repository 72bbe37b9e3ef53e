import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewQuizScoreSchema, type NewQuizScore } from '@/shared/quiz-score';
import { currentQuestion, SAVE_FAILED_MESSAGE, type SpokenClip } from './quiz-machine';
import { QuizRunner } from './quiz-runner';

// random() of 0.5 always takes the middle of the questions not yet asked: 5 × 2 first.
const random = () => 0.5;

function setup(saveScore: (score: NewQuizScore) => Promise<'sent' | 'queued'> = () => Promise.resolve('sent')) {
  const played: { at: number; clip: SpokenClip }[] = [];
  const alerts: string[] = [];
  const saved: NewQuizScore[] = [];
  const calls: string[] = [];
  const runner = new QuizRunner({
    random,
    handlers: {
      play: (clip) => played.push({ at: Date.now(), clip }),
      unlockAudio: () => calls.push('unlock'),
      focusAnswer: () => calls.push('focus'),
      alert: (message) => alerts.push(message),
      saveScore: (score) => {
        saved.push(score);
        return saveScore(score);
      },
    },
  });
  const answer = (text: string) => {
    runner.dispatch({ type: 'answerChanged', text });
    runner.dispatch({ type: 'submit' });
  };
  const product = () => {
    const question = currentQuestion(runner.getState())!;
    return question.table * question.multiplier;
  };
  const right = () => answer(String(product()));
  const wrong = () => answer(String(product() + 1));
  return { runner, played, alerts, saved, calls, answer, right, wrong, state: runner.getState };
}

const T0 = 1_000_000;
const elapsed = () => Date.now() - T0;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

function start(quiz: ReturnType<typeof setup>) {
  quiz.runner.dispatch({ type: 'nameChanged', name: '민준' });
  quiz.runner.dispatch({ type: 'start' });
}

describe('quiz timing (fake clock)', () => {
  it('speaks the question 0.5 s after it appears and counts down once a second', () => {
    const quiz = setup();
    start(quiz);
    expect(quiz.calls).toEqual(['unlock', 'focus']);
    vi.advanceTimersByTime(499);
    expect(quiz.played).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(quiz.played).toEqual([{ at: T0 + 500, clip: { kind: 'question', table: 5, multiplier: 2 } }]);
    vi.advanceTimersByTime(1500);
    expect(quiz.state().secondsLeft).toBe(8);
    vi.advanceTimersByTime(5000);
    expect(quiz.state().secondsLeft).toBe(3);
  });

  it('shows the next question 1.5 s after a correct answer', () => {
    const quiz = setup();
    start(quiz);
    vi.advanceTimersByTime(2000);
    quiz.right();
    expect(quiz.state().feedback).toEqual({ kind: 'correct' });
    vi.advanceTimersByTime(1499);
    expect(quiz.state().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(quiz.state()).toMatchObject({ index: 1, feedback: null, secondsLeft: 10, timerRunning: true, answerText: '' });
  });

  it('a wrong answer speaks the correct answer twice, 2 s apart, and moves on after 4 s', () => {
    const quiz = setup();
    start(quiz);
    vi.advanceTimersByTime(3000);
    quiz.wrong();
    vi.advanceTimersByTime(4000);
    const answers = quiz.played.filter((p) => p.clip.kind === 'multiplication');
    expect(answers.map((p) => p.at - T0)).toEqual([3000, 5000]);
    expect(quiz.state().index).toBe(1);
  });

  it('the timer stops when an answer is given: no timeout follows', () => {
    const quiz = setup();
    start(quiz);
    vi.advanceTimersByTime(9000);
    quiz.right();
    vi.advanceTimersByTime(1400);
    expect(quiz.state().results).toHaveLength(1);
    expect(quiz.state().feedback).toEqual({ kind: 'correct' });
  });

  it('times out after 10 s, records no answer and moves on 4 s later', () => {
    const quiz = setup();
    start(quiz);
    vi.advanceTimersByTime(9999);
    expect(quiz.state().timerRunning).toBe(true);
    vi.advanceTimersByTime(1);
    expect(quiz.state().feedback).toEqual({ kind: 'timeout', correctAnswer: 10 });
    expect(quiz.state().results[0]).toMatchObject({ userAnswer: null, isCorrect: false, timeSpent: 10 });
    vi.advanceTimersByTime(4000);
    expect(quiz.state().index).toBe(1);
  });

  it('plays a whole quiz and sends a score the server accepts, then shows the result', async () => {
    const quiz = setup();
    start(quiz);
    for (let i = 0; i < 9; i++) {
      vi.advanceTimersByTime(1000);
      const wrong = i % 3 === 0;
      if (wrong) quiz.wrong();
      else quiz.right();
      vi.advanceTimersByTime(wrong ? 4000 : 1500);
    }
    vi.advanceTimersByTime(10_000 + 4000); // the last one times out
    expect(quiz.saved).toHaveLength(1);
    const score = quiz.saved[0]!;
    expect(NewQuizScoreSchema.safeParse(score).success).toBe(true);
    expect(score).toMatchObject({ playerName: '민준', score: 6, totalQuestions: 10, accuracy: 60 });
    // 9 answers after 1 s, 3 wrong (4 s) and 6 right (1.5 s), then 10 s to time out and 4 s more.
    expect(elapsed()).toBe(9 * 1000 + 3 * 4000 + 6 * 1500 + 14_000);
    expect(score.timeTaken).toBe(44);
    expect(score.questions.map((q) => (q.userAnswer === null ? null : q.isCorrect))).toEqual([false, true, true, false, true, true, false, true, true, null]);
    expect(new Set(score.questions.map((q) => q.question)).size).toBe(10);
    await vi.runAllTimersAsync();
    expect(quiz.state()).toMatchObject({ stage: 'finished', summary: { playerName: '민준', score: 6, answered: 10, accuracy: 60, waitingForNetwork: false } });
  });

  it('finishes with a note when the score waits on the device for the network', async () => {
    const quiz = setup(() => Promise.resolve('queued'));
    start(quiz);
    for (let i = 0; i < 10; i++) {
      quiz.right();
      vi.advanceTimersByTime(1500);
    }
    await vi.runAllTimersAsync();
    expect(quiz.alerts).toEqual([]);
    expect(quiz.state()).toMatchObject({ stage: 'finished', summary: { score: 10, waitingForNetwork: true } });
  });

  it('keeps the quiz in progress and alerts when the score can be neither sent nor kept, and can send it again', async () => {
    let fail = true;
    const quiz = setup(() => (fail ? Promise.reject(new Error('IndexedDB would not open')) : Promise.resolve('sent')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    start(quiz);
    for (let i = 0; i < 10; i++) {
      quiz.right();
      vi.advanceTimersByTime(1500);
    }
    await vi.runAllTimersAsync();
    expect(quiz.alerts).toEqual([SAVE_FAILED_MESSAGE]);
    expect(quiz.state()).toMatchObject({ stage: 'in-progress', save: 'failed' });
    fail = false;
    quiz.runner.dispatch({ type: 'retrySave' });
    await vi.runAllTimersAsync();
    expect(quiz.saved).toHaveLength(2);
    expect(quiz.state().stage).toBe('finished');
  });

  it('new quiz resets everything and no old timer fires into it', () => {
    const quiz = setup();
    start(quiz);
    vi.advanceTimersByTime(2000);
    quiz.runner.dispatch({ type: 'reset' });
    vi.advanceTimersByTime(20_000);
    expect(quiz.state()).toMatchObject({ stage: 'name-entry', playerName: '', results: [] });
    expect(quiz.played).toHaveLength(1);
  });

  it('stopTimers cancels everything pending', () => {
    const quiz = setup();
    start(quiz);
    quiz.runner.stopTimers();
    vi.advanceTimersByTime(20_000);
    expect(quiz.played).toEqual([]);
    expect(quiz.state().secondsLeft).toBe(10);
  });
});
