import { useLayoutEffect, useRef, type RefObject } from 'react';
import { QUIZ_QUESTION_COUNT } from '@/shared/multiplication';
import { Button } from '@/client/ui/button-link';
import { Spinner } from '@/client/ui/spinner';
import { NumberPad } from './number-pad';
import { pressPadKey } from './number-pad-keys';
import { QuizFeedback, TimeoutOverlay } from './quiz-feedback';
import { canSubmit, currentQuestion, quizScore, type QuizEvent, type QuizState } from './quiz-machine';
import { QuizTimer } from './quiz-timer';
import { useCoarsePointer } from './use-coarse-pointer';

/** The sticky site header is 64 px tall; a little more keeps the card's edge in sight. */
const HEADER_CLEARANCE_PX = 68;

interface Props {
  state: QuizState;
  dispatch: (event: QuizEvent) => void;
  answerInput: RefObject<HTMLInputElement | null>;
  onListenAgain: () => void;
  /** The last spoken clip could not be played (offline before the clips were ever fetched, most often). */
  speechMissing: boolean;
}

/**
 * One question. On a touch phone the card is laid out to fit a 360 × 640 screen under the site header: counter,
 * listen-again and score on one line, the clock as one line, the question with its answer box beside it, one
 * line for feedback or the "couldn't speak" note (the same height whichever shows, so nothing moves), then the
 * pad. The card is brought under the header for every question, and the browser's scroll anchoring is off on
 * it, so a note appearing never pushes the question up behind the header.
 */
export function QuizQuestionCard({ state, dispatch, answerInput, onListenAgain, speechMissing }: Props) {
  // A finger is the pointer: show the number pad and keep the phone's keyboard down. Read here, where a quiz
  // has started, not by the page: the prerendered page says "no", and on a phone the page's whole takeover then
  // re-rendered at once for a pad no one sees before the quiz starts.
  const withPad = useCoarsePointer();
  const question = currentQuestion(state);
  const card = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const rect = card.current?.getBoundingClientRect();
    if (!rect) return;
    const hidden = rect.top < HEADER_CLEARANCE_PX - 4 || rect.bottom > window.innerHeight;
    if (hidden) window.scrollBy({ top: rect.top - HEADER_CLEARANCE_PX, behavior: 'instant' });
  }, [state.index]);
  if (!question) return null;
  const { feedback } = state;
  const timed = state.mode === 'timed';
  const compact = withPad;
  const gap = compact ? 'mt-2' : 'mt-6';

  const speechNote = compact
    ? '🔇 지금은 소리로 읽어 줄 수 없어요. 화면의 문제를 보고 풀어요.'
    : '🔇 문제를 소리로 읽어 주지 못했어요. 인터넷이 연결되면 다시 들려줄게요. 지금은 화면의 문제를 보고 풀어요.';

  return (
    <section
      ref={card}
      aria-label="퀴즈 문제"
      data-testid="quiz-card"
      style={{ overflowAnchor: 'none' }}
      className={`mx-auto max-w-xl rounded-3xl bg-white ${compact ? 'p-3' : 'p-6'} text-center shadow-md ring-1 ring-slate-100 sm:p-10`}
    >
      <div className={`flex items-center justify-between gap-2 ${compact ? 'text-base' : 'text-lg'} font-bold`}>
        <span className="rounded-full bg-slate-100 px-3 py-1 whitespace-nowrap text-slate-800">
          문제 {state.index + 1} / {QUIZ_QUESTION_COUNT}
        </span>
        {compact && <ListenAgain onClick={onListenAgain} />}
        <span className="rounded-full bg-amber-100 px-3 py-1 whitespace-nowrap text-amber-950">
          ⭐ {compact ? '' : '맞힌 문제 '}
          {quizScore(state)}개
        </span>
      </div>

      <div className={gap}>
        {timed ? (
          <QuizTimer secondsLeft={state.secondsLeft} running={state.timerRunning} compact={compact} />
        ) : (
          <p data-testid="practice-calm" className="rounded-full bg-emerald-50 px-4 py-1 text-base font-bold text-emerald-800">
            🌱 천천히 풀기 · 시간 제한이 없어요
          </p>
        )}
      </div>

      <form
        className={`${gap} flex items-center justify-center gap-3 ${compact ? '' : 'flex-wrap'}`}
        onSubmit={(event) => {
          event.preventDefault();
          dispatch({ type: 'submit' });
        }}
      >
        <p
          data-testid="quiz-question"
          className={`${compact ? 'text-5xl' : 'w-full text-6xl sm:text-7xl'} font-black tracking-tight whitespace-nowrap text-slate-900`}
        >
          {question.table} × {question.multiplier} ={compact ? '' : ' ?'}
        </p>
        {!compact && (
          <div className="w-full">
            <ListenAgain onClick={onListenAgain} />
          </div>
        )}
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
          placeholder={compact ? '?' : '답'}
          className={`${compact ? 'min-h-14 w-24 text-4xl' : 'min-h-16 w-36 text-4xl'} rounded-2xl border-2 border-slate-300 bg-white text-center font-extrabold text-slate-900 placeholder:text-slate-400 focus:border-indigo-600 disabled:bg-slate-100`}
        />
        {!withPad && (
          <Button type="submit" disabled={!canSubmit(state)} className="min-h-16 px-8 text-2xl">
            확인
          </Button>
        )}
      </form>

      {/* One slot for the answer's feedback or, between answers, the note that speech is missing. */}
      <div aria-live="polite" data-testid="quiz-feedback" className={`${gap} flex items-center justify-center ${compact ? 'min-h-14' : 'min-h-16'}`}>
        {feedback ? (
          <QuizFeedback feedback={feedback} question={question} compact={compact} />
        ) : (
          speechMissing && (
            <p role="status" className={`mx-auto max-w-sm rounded-2xl bg-slate-100 px-3 py-1 ${compact ? 'text-sm' : 'text-base'} text-slate-700`}>
              {speechNote}
            </p>
          )
        )}
      </div>

      {feedback?.kind === 'timeout' && <TimeoutOverlay question={question} correctAnswer={feedback.correctAnswer} />}

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
    </section>
  );
}

function ListenAgain({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="min-h-11 rounded-full px-3 text-base font-semibold whitespace-nowrap text-indigo-700 underline-offset-4 hover:underline"
    >
      🔊 다시 듣기
    </button>
  );
}
