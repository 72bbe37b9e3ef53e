import { describe, expect, it } from 'vitest';
import { canSubmit, EMPTY_NAME_MESSAGE, initialQuizState, INVALID_NAME_MESSAGE, quizStep, type QuizEvent, type QuizState } from './quiz-machine';

const always = (value: number) => () => value;
// random() of 0.2 picks table 3 and multiplier 3 every time: 3 × 3 = 9.
const ctx = (now: number) => ({ now, random: always(0.2) });

function run(events: [QuizEvent, number][], state: QuizState = initialQuizState) {
  let effects: ReturnType<typeof quizStep>['effects'] = [];
  for (const [event, now] of events) ({ state, effects } = quizStep(state, event, ctx(now)));
  return { state, effects };
}

const started = () =>
  run([
    [{ type: 'nameChanged', name: '  지우 ' }, 0],
    [{ type: 'start' }, 1000],
  ]);

describe('quiz reducer: name entry', () => {
  it('alerts and stays put when the name is empty after trimming', () => {
    const { state, effects } = run([
      [{ type: 'nameChanged', name: '   ' }, 0],
      [{ type: 'start' }, 0],
    ]);
    expect(state.stage).toBe('name-entry');
    expect(effects).toEqual([{ type: 'alert', message: EMPTY_NAME_MESSAGE }]);
  });

  it('alerts when the name holds characters the score list cannot keep', () => {
    const { state, effects } = run([
      [{ type: 'nameChanged', name: '지우<3' }, 0],
      [{ type: 'start' }, 0],
    ]);
    expect(state.stage).toBe('name-entry');
    expect(effects).toEqual([{ type: 'alert', message: INVALID_NAME_MESSAGE }]);
  });

  it('plays as the child chosen on the device when the start names one, in place of the typed name', () => {
    const { state } = run([
      [{ type: 'nameChanged', name: '예전 이름' }, 0],
      [{ type: 'start', playerName: '서준' }, 1000],
    ]);
    expect(state).toMatchObject({ stage: 'in-progress', playerName: '서준' });
    const none = run([[{ type: 'start', playerName: '' }, 0]]);
    expect(none.effects).toEqual([{ type: 'alert', message: EMPTY_NAME_MESSAGE }]);
  });

  it('starts ten questions, unlocking audio first, then focusing and scheduling the spoken question and the timer', () => {
    const { state, effects } = started();
    expect(state).toMatchObject({ stage: 'in-progress', index: 0, secondsLeft: 10, timerRunning: true, startedAt: 1000 });
    expect(state.questions).toHaveLength(10);
    expect(effects.map((e) => e.type)).toEqual(['unlockAudio', 'focusAnswer', 'schedule', 'schedule']);
    expect(effects).toContainEqual({
      type: 'schedule',
      delayMs: 500,
      event: { type: 'speak', round: state.round, clip: { kind: 'question', table: 3, multiplier: 3 } },
    });
    expect(effects).toContainEqual({ type: 'schedule', delayMs: 1000, event: { type: 'tick', round: state.round } });
  });
});

describe('quiz reducer: what to practise', () => {
  it('asks only the chosen tables, keeps them for the next quiz, and cannot change them mid-quiz', () => {
    const { state } = run([
      [{ type: 'focusChanged', focus: { kind: 'tables', tables: [9] } }, 0],
      [{ type: 'nameChanged', name: '지우' }, 0],
      [{ type: 'start' }, 1000],
    ]);
    expect(state.questions).toHaveLength(10);
    expect(state.questions.every((q) => q.table === 9)).toBe(true);
    expect(quizStep(state, { type: 'focusChanged', focus: { kind: 'standard' } }, ctx(1500)).state.focus).toEqual({ kind: 'tables', tables: [9] });
    expect(quizStep(state, { type: 'reset' }, ctx(2000)).state.focus).toEqual({ kind: 'tables', tables: [9] });
  });

  it('keeps the very same state when the page sends the focus it already has, so nothing draws again', () => {
    expect(quizStep(initialQuizState, { type: 'focusChanged', focus: { kind: 'standard' } }, ctx(0)).state).toBe(initialQuizState);
    const { state } = run([[{ type: 'focusChanged', focus: { kind: 'tables', tables: [3, 8] } }, 0]]);
    expect(quizStep(state, { type: 'focusChanged', focus: { kind: 'tables', tables: [3, 8] } }, ctx(10)).state).toBe(state);
    expect(quizStep(state, { type: 'focusChanged', focus: { kind: 'tables', tables: [3] } }, ctx(20)).state.focus).toEqual({ kind: 'tables', tables: [3] });
  });
});

describe('quiz reducer: answering', () => {
  it('disables submitting while the answer is empty', () => {
    const { state } = started();
    expect(canSubmit(state)).toBe(false);
    expect(quizStep(state, { type: 'submit' }, ctx(2000)).state).toBe(state);
    expect(canSubmit(quizStep(state, { type: 'answerChanged', text: '9' }, ctx(2000)).state)).toBe(true);
  });

  it('counts a correct answer, stops the timer and moves on after 1.5 s', () => {
    const { state, effects } = run(
      [
        [{ type: 'answerChanged', text: '9' }, 3000],
        [{ type: 'submit' }, 3400],
      ],
      started().state,
    );
    expect(state.feedback).toEqual({ kind: 'correct' });
    expect(state.timerRunning).toBe(false);
    expect(state.results).toEqual([{ question: '3 × 3', correctAnswer: 9, userAnswer: 9, isCorrect: true, timeSpent: 2.4 }]);
    expect(effects).toEqual([{ type: 'schedule', delayMs: 1500, event: { type: 'next', round: state.round } }]);
  });

  it('speaks the right answer at once and again 2 s later after a wrong one, then moves on after 4 s', () => {
    const { state, effects } = run(
      [
        [{ type: 'answerChanged', text: '8' }, 2000],
        [{ type: 'submit' }, 2000],
      ],
      started().state,
    );
    const clip = { kind: 'multiplication', table: 3, multiplier: 3 };
    expect(state.feedback).toEqual({ kind: 'wrong', correctAnswer: 9 });
    expect(effects).toEqual([
      { type: 'play', clip },
      { type: 'schedule', delayMs: 2000, event: { type: 'speak', round: state.round, clip } },
      { type: 'schedule', delayMs: 4000, event: { type: 'next', round: state.round } },
    ]);
  });

  it('records a non-numeric answer as no answer, and wrong', () => {
    const { state } = run(
      [
        [{ type: 'answerChanged', text: '구' }, 2000],
        [{ type: 'submit' }, 2000],
      ],
      started().state,
    );
    expect(state.results[0]).toMatchObject({ userAnswer: null, isCorrect: false });
  });

  it('ignores typing and submitting once the timer has stopped', () => {
    const answered = run(
      [
        [{ type: 'answerChanged', text: '9' }, 2000],
        [{ type: 'submit' }, 2000],
      ],
      started().state,
    ).state;
    expect(quizStep(answered, { type: 'answerChanged', text: '99' }, ctx(2100)).state).toBe(answered);
    expect(quizStep(answered, { type: 'submit' }, ctx(2100)).state).toBe(answered);
  });
});

describe('quiz reducer: the clock', () => {
  it('counts down by whole seconds even when a timer fires a little late', () => {
    const { state } = started();
    const { state: after, effects } = quizStep(state, { type: 'tick', round: state.round }, ctx(2030));
    expect(after.secondsLeft).toBe(9);
    expect(effects).toEqual([{ type: 'schedule', delayMs: 970, event: { type: 'tick', round: state.round } }]);
  });

  it('times out at 0 s with no answer, speaks the answer as after a wrong one and moves on after 4 s', () => {
    const { state } = started();
    const { state: after, effects } = quizStep(state, { type: 'tick', round: state.round }, ctx(11_000));
    expect(after).toMatchObject({ secondsLeft: 0, timerRunning: false, feedback: { kind: 'timeout', correctAnswer: 9 } });
    expect(after.results[0]).toEqual({ question: '3 × 3', correctAnswer: 9, userAnswer: null, isCorrect: false, timeSpent: 10 });
    const clip = { kind: 'multiplication', table: 3, multiplier: 3 };
    expect(effects).toEqual([
      { type: 'play', clip },
      { type: 'schedule', delayMs: 2000, event: { type: 'speak', round: state.round, clip } },
      { type: 'schedule', delayMs: 4000, event: { type: 'next', round: state.round } },
    ]);
  });

  it('ignores ticks, speech and moves left over from an earlier question', () => {
    const { state } = started();
    const stale = state.round - 1;
    for (const event of [
      { type: 'tick', round: stale },
      { type: 'next', round: stale },
      { type: 'speak', round: stale, clip: { kind: 'question', table: 2, multiplier: 2 } },
    ] as QuizEvent[]) {
      expect(quizStep(state, event, ctx(5000))).toEqual({ state, effects: [] });
    }
  });
});

describe('quiz reducer: reset', () => {
  it('clears everything but what is practised, including the name, and outdates every pending timer', () => {
    const { state } = started();
    const reset = quizStep(state, { type: 'reset' }, ctx(3000)).state;
    expect(reset).toEqual({ ...initialQuizState, focus: state.focus, mode: state.mode, round: state.round + 1 });
    expect(quizStep(reset, { type: 'tick', round: state.round }, ctx(4000)).state).toBe(reset);
  });
});

describe('quiz reducer: the practice quiz without a clock', () => {
  const fact = (table: number, multiplier: number, correct: boolean, seconds: number) => ({
    fact: { small: Math.min(table, multiplier), large: Math.max(table, multiplier) },
    correct,
    seconds,
  });

  function practice(history = [fact(4, 6, false, 8), fact(4, 6, false, 7)]) {
    return run([
      [{ type: 'modeChanged', mode: 'practice' }, 0],
      [{ type: 'focusChanged', focus: { kind: 'tables', tables: [4] } }, 0],
      [{ type: 'nameChanged', name: '지우' }, 0],
      [{ type: 'start', history }, 1000],
    ]);
  }

  it('starts on the fact the child missed, with no clock ticking', () => {
    const { state, effects } = practice();
    expect(state).toMatchObject({ stage: 'in-progress', mode: 'practice', timerRunning: true });
    expect(state.questions).toEqual([{ table: 4, multiplier: 6 }]);
    expect(effects.some((e) => e.type === 'schedule' && e.event.type === 'tick')).toBe(false);
  });

  it('waits for an answer however long it takes, keeps up to 60 s of it, and saves the quiz marked as practice', () => {
    let { state } = practice();
    let effects: ReturnType<typeof quizStep>['effects'] = [];
    for (let i = 0; i < 10; i++) {
      const { table, multiplier } = state.questions[i]!;
      const asked = 1000 + i * 100_000;
      ({ state } = quizStep({ ...state, questionStartedAt: asked }, { type: 'answerChanged', text: String(table * multiplier) }, ctx(asked)));
      // The first answer comes after 90 s, the rest after 2 s.
      ({ state } = quizStep(state, { type: 'submit' }, ctx(asked + (i === 0 ? 90_000 : 2000))));
      ({ state, effects } = quizStep(state, { type: 'next', round: state.round }, ctx(asked + 95_000)));
    }
    expect(state.results[0]!.timeSpent).toBe(60);
    expect(state.results[1]!.timeSpent).toBe(2);
    const save = effects.find((e) => e.type === 'saveScore');
    expect(save?.type === 'saveScore' && save.score).toMatchObject({ mode: 'practice', score: 10, totalQuestions: 10 });
    expect(state.questions).toHaveLength(10);
    // Only the 4s were asked, and the missed 4 × 6 came back.
    expect(state.questions.every((q) => q.table === 4 || q.multiplier === 4)).toBe(true);
    expect(state.questions.filter((q) => q.table * q.multiplier === 24).length).toBeGreaterThan(1);
  });

  it('gives a wrong answer one more try, telling nothing yet; right the second time, the record keeps the first answer', () => {
    let { state } = practice();
    ({ state } = quizStep(state, { type: 'answerChanged', text: '20' }, ctx(2000)));
    const tried = quizStep(state, { type: 'submit' }, ctx(3000));
    expect(tried.state).toMatchObject({ feedback: { kind: 'retry' }, timerRunning: true, answerText: '', results: [] });
    expect(tried.effects).toEqual([{ type: 'focusAnswer' }]);
    ({ state } = quizStep(tried.state, { type: 'answerChanged', text: '24' }, ctx(4000)));
    const again = quizStep(state, { type: 'submit' }, ctx(5000));
    expect(again.state.feedback).toEqual({ kind: 'secondTry' });
    expect(again.state.results).toEqual([{ question: '4 × 6', correctAnswer: 24, userAnswer: 20, isCorrect: false, timeSpent: 4 }]);
    expect(again.effects).toEqual([{ type: 'schedule', delayMs: 1500, event: { type: 'next', round: again.state.round } }]);
  });

  it('tells the answer kindly after a second wrong answer, says it once and moves on after 4 s', () => {
    let { state } = practice();
    let effects: ReturnType<typeof quizStep>['effects'] = [];
    for (const text of ['20', '18']) {
      ({ state } = quizStep(state, { type: 'answerChanged', text }, ctx(2000)));
      ({ state, effects } = quizStep(state, { type: 'submit' }, ctx(3000)));
    }
    expect(state.feedback).toEqual({ kind: 'gentle', correctAnswer: 24 });
    expect(state.results).toEqual([{ question: '4 × 6', correctAnswer: 24, userAnswer: 20, isCorrect: false, timeSpent: 2 }]);
    expect(state.timerRunning).toBe(false);
    expect(effects).toEqual([
      { type: 'play', clip: { kind: 'multiplication', table: 4, multiplier: 6 } },
      { type: 'schedule', delayMs: 4000, event: { type: 'next', round: state.round } },
    ]);
  });

  it('asks every fact the report listed once before any comes back', () => {
    const facts = [
      { small: 3, large: 7 },
      { small: 6, large: 8 },
      { small: 4, large: 9 },
    ];
    const history = [fact(3, 7, false, 4), fact(3, 7, false, 4), fact(6, 8, true, 8), fact(4, 9, false, 3)];
    let { state } = run([
      [{ type: 'modeChanged', mode: 'practice' }, 0],
      [{ type: 'focusChanged', focus: { kind: 'facts', facts } }, 0],
      [{ type: 'nameChanged', name: '지우' }, 0],
      [{ type: 'start', history }, 1000],
    ]);
    for (let i = 0; i < 2; i++) {
      // Each wrong twice: the spaced review alone would bring 3 × 7 straight back.
      for (const text of ['1', '2']) {
        ({ state } = quizStep(state, { type: 'answerChanged', text }, ctx(2000)));
        ({ state } = quizStep(state, { type: 'submit' }, ctx(3000)));
      }
      ({ state } = quizStep(state, { type: 'next', round: state.round }, ctx(8000)));
    }
    const asked = state.questions.map((q) => q.table * q.multiplier);
    expect(new Set(asked)).toEqual(new Set([21, 48, 36]));
  });
});
