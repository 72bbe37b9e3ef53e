import type { QuizQuestion } from './quiz-questions';
import type { Feedback } from './quiz-machine';

/**
 * What the child hears after an answer, in words, in the card's feedback line. The timed quiz's timeout is the
 * product's full-screen "시간 초과!" (TimeoutOverlay), not a line here. In the calm practice a first wrong answer
 * asks for one more try, and a second one tells the answer kindly (decision 038).
 */
export function QuizFeedback({ feedback, question, compact }: { feedback: Feedback; question: QuizQuestion; compact: boolean }) {
  const size = compact ? 'text-xl' : 'text-2xl';
  switch (feedback.kind) {
    case 'correct':
      return <p className={`${compact ? 'text-2xl' : 'text-3xl'} font-extrabold text-emerald-700`}>정답! 🎉</p>;
    case 'secondTry':
      return <p className={`${size} font-extrabold text-emerald-700`}>맞았어요! 두 번째에 해냈어요 🎉</p>;
    case 'retry':
      return (
        <p data-testid="retry-note" className={`${size} font-extrabold text-indigo-800`}>
          <span aria-hidden="true">🤔 </span>아깝다! 한 번 더 생각해 볼까요?
        </p>
      );
    case 'wrong':
      return <p className={`${size} font-extrabold text-rose-700`}>틀렸어요. 정답은 {feedback.correctAnswer}입니다.</p>;
    case 'gentle':
      return (
        <p data-testid="gentle-note" className={`${size} font-extrabold text-amber-800`}>
          괜찮아요!{' '}
          <span className="whitespace-nowrap">
            {question.table} × {question.multiplier} = {feedback.correctAnswer},
          </span>{' '}
          같이 기억해 봐요.
        </p>
      );
    case 'timeout':
      return null;
  }
}

/**
 * The timed quiz's timeout as docs/product.md §4 has it: the whole screen turns red, says "시간 초과!" and shows the
 * right equation three times while the answer is spoken; the next question comes after 4 s.
 */
export function TimeoutOverlay({ question, correctAnswer }: { question: QuizQuestion; correctAnswer: number }) {
  const equation = `${question.table} × ${question.multiplier} = ${correctAnswer}`;
  return (
    <div
      role="alert"
      data-testid="timeout-overlay"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-red-600 p-6 text-center text-white"
    >
      <p className="text-5xl font-black sm:text-7xl">
        <span aria-hidden="true">⏰ </span>시간 초과!
      </p>
      <ul aria-label="정답" className="space-y-2 text-4xl font-extrabold tabular-nums sm:text-5xl">
        {[0, 1, 2].map((i) => (
          <li key={i} aria-hidden={i > 0 ? true : undefined}>
            {equation}
          </li>
        ))}
      </ul>
    </div>
  );
}
