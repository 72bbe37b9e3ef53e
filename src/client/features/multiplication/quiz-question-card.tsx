import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@/client/ui/button-link';
import { Spinner } from '@/client/ui/spinner';
import { NumberPad } from './number-pad';
import { pressPadKey } from './number-pad-keys';
import { canSubmit, currentQuestion, quizScore, type QuizEvent, type QuizState } from './quiz-machine';
import { QuizTimer } from './quiz-timer';
import { TimeoutOverlay } from './timeout-overlay';

/** The sticky site header is 64 px tall; a little more keeps the card's edge in sight. */
const HEADER_CLEARANCE_PX = 72;

interface Props {
  state: QuizState;
  dispatch: (event: QuizEvent) => void;
  answerInput: RefObject<HTMLInputElement | null>;
  onListenAgain: () => void;
  /** A finger is the pointer: show the number pad and keep the phone's keyboard down. */
  withPad: boolean;
  /** The last spoken clip could not be played (offline before the clips were ever fetched, most often). */
  speechMissing: boolean;
}

export function QuizQuestionCard({ state, dispatch, answerInput, onListenAgain, withPad, speechMissing }: Props) {
  const question = currentQuestion(state);
  const card = useRef<HTMLElement>(null);
  // When the quiz starts, a phone shows the whole card (timer, question, feedback and pad) under the site header.
  useEffect(() => {
    const rect = card.current?.getBoundingClientRect();
    if (rect && rect.bottom > window.innerHeight) window.scrollBy({ top: rect.top - HEADER_CLEARANCE_PX, behavior: 'instant' });
  }, []);
  if (!question) return null;
  const { feedback } = state;

  return (
    <section
      ref={card}
      aria-label="퀴즈 문제"
      className={`mx-auto max-w-xl rounded-3xl bg-white ${withPad ? 'p-4' : 'p-6'} text-center shadow-md ring-1 ring-slate-100 sm:p-10`}
    >
      <div className="flex items-center justify-between gap-3 text-lg font-bold">
        <span className="rounded-full bg-slate-100 px-4 py-1 text-slate-800">
          문제 {state.index + 1} / {state.questions.length}
        </span>
        <span className="rounded-full bg-amber-100 px-4 py-1 text-amber-950">⭐ 맞힌 문제 {quizScore(state)}개</span>
      </div>

      <div className={withPad ? 'mt-3' : 'mt-6'}>
        <QuizTimer secondsLeft={state.secondsLeft} running={state.timerRunning} />
      </div>

      <p data-testid="quiz-question" className={`${withPad ? 'mt-3' : 'mt-6'} text-6xl font-black tracking-tight text-slate-900 sm:text-7xl`}>
        {question.table} × {question.multiplier} = ?
      </p>
      <button
        type="button"
        onClick={onListenAgain}
        className="mt-3 min-h-11 rounded-full px-4 text-base font-semibold text-indigo-700 underline-offset-4 hover:underline"
      >
        🔊 다시 듣기
      </button>
      {speechMissing && (
        <p role="status" className="mx-auto mt-1 max-w-sm rounded-2xl bg-slate-100 px-4 py-2 text-base text-slate-700">
          🔇 문제를 소리로 읽어 주지 못했어요. 인터넷이 연결되면 다시 들려줄게요. 지금은 화면의 문제를 보고 풀어요.
        </p>
      )}

      <form
        className={`${withPad ? 'mt-3' : 'mt-6'} flex items-stretch justify-center gap-3`}
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'submit' });
        }}
      >
        <label htmlFor="quiz-answer" className="sr-only">
          답
        </label>
        <input
          id="quiz-answer"
          ref={answerInput}
          value={state.answerText}
          onChange={(event) => dispatch({ type: 'answerChanged', text: event.target.value })}
          disabled={!state.timerRunning}
          // With the pad on screen the phone keyboard stays down; a real keyboard still types into the box.
          inputMode={withPad ? 'none' : 'numeric'}
          enterKeyHint="done"
          autoComplete="off"
          placeholder="답"
          className="min-h-16 w-36 rounded-2xl border-2 border-slate-300 bg-white text-center text-4xl font-extrabold text-slate-900 placeholder:text-slate-400 focus:border-indigo-600 disabled:bg-slate-100"
        />
        {!withPad && (
          <Button type="submit" disabled={!canSubmit(state)} className="min-h-16 px-8 text-2xl">
            확인
          </Button>
        )}
      </form>

      <div aria-live="polite" data-testid="quiz-feedback" className={withPad ? 'mt-3 min-h-10' : 'mt-6 min-h-16'}>
        {feedback?.kind === 'correct' && <p className="text-3xl font-extrabold text-emerald-700">정답! 🎉</p>}
        {feedback?.kind === 'wrong' && <p className="text-2xl font-extrabold text-rose-700">틀렸어요. 정답은 {feedback.correctAnswer}입니다.</p>}
        {feedback?.kind === 'timeout' && <p className="text-2xl font-extrabold text-rose-700">시간이 다 됐어요. 정답은 {feedback.correctAnswer}입니다.</p>}
      </div>

      {withPad && (
        <NumberPad
          disabled={!state.timerRunning}
          canSubmit={canSubmit(state)}
          onKey={(key) => dispatch({ type: 'answerChanged', text: pressPadKey(state.answerText, key) })}
          onSubmit={() => dispatch({ type: 'submit' })}
        />
      )}

      {state.save === 'saving' && <Spinner label="점수를 저장하고 있어요…" />}
      {state.save === 'failed' && (
        <div className="mt-4 rounded-2xl bg-rose-50 p-4">
          <p className="font-semibold text-rose-800">점수를 저장하지 못했어요. 인터넷 연결을 확인하고 다시 눌러 주세요.</p>
          <Button className="mt-3" onClick={() => dispatch({ type: 'retrySave' })}>
            다시 저장하기
          </Button>
        </div>
      )}

      {feedback?.kind === 'timeout' && state.save === 'idle' && <TimeoutOverlay question={question} />}
    </section>
  );
}
