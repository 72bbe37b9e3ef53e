import { createPortal } from 'react-dom';
import type { QuizQuestion } from './quiz-questions';

/**
 * Full-screen red notice while a timed-out question waits for the next: the right equation, three
 * times. Portalled to <body>, so no ancestor's transform or overflow can ever confine it to the card.
 */
export function TimeoutOverlay({ question }: { question: QuizQuestion }) {
  const equation = `${question.table} × ${question.multiplier} = ${question.table * question.multiplier}`;
  return createPortal(
    <div
      role="alert"
      data-testid="timeout-overlay"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-red-700 p-6 text-center text-white"
    >
      <p aria-hidden="true" className="text-7xl">
        ⏰
      </p>
      <p className="text-5xl font-black sm:text-7xl">시간 초과!</p>
      <ul className="space-y-3 text-4xl font-extrabold sm:text-5xl">
        {[1, 2, 3].map((n) => (
          <li key={n}>{equation}</li>
        ))}
      </ul>
    </div>,
    document.body,
  );
}
