import type { QuizQuestion } from './quiz-questions';
import type { Feedback } from './quiz-machine';

/**
 * What the child hears after an answer, in words. A timeout is told once, kindly, in the card like any other
 * answer (decision 038): no full-screen alarm.
 */
export function QuizFeedback({ feedback, question, compact }: { feedback: Feedback; question: QuizQuestion; compact: boolean }) {
  const size = compact ? 'text-xl' : 'text-2xl';
  switch (feedback.kind) {
    case 'correct':
      return <p className={`${compact ? 'text-2xl' : 'text-3xl'} font-extrabold text-emerald-700`}>정답! 🎉</p>;
    case 'wrong':
      return <p className={`${size} font-extrabold text-rose-700`}>틀렸어요. 정답은 {feedback.correctAnswer}입니다.</p>;
    case 'timeout':
      return (
        <p data-testid="timeout-note" className={`${size} font-extrabold text-amber-800`}>
          <span aria-hidden="true">⏰ </span>시간이 다 됐어요. 괜찮아요!{' '}
          <span className="whitespace-nowrap">
            {question.table} × {question.multiplier} = {feedback.correctAnswer},
          </span>{' '}
          같이 기억해 봐요.
        </p>
      );
  }
}
