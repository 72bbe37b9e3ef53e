import { QUIZ_SECONDS_PER_QUESTION } from '@/shared/multiplication';
import { timerTone } from './quiz-questions';

const toneClass = {
  calm: { text: 'text-indigo-700', bar: 'bg-indigo-500' },
  warning: { text: 'text-orange-700', bar: 'bg-orange-500' },
  danger: { text: 'text-red-700 animate-pulse', bar: 'bg-red-600' },
};

/**
 * The countdown: orange at 3 s or less, red and pulsing at 2 s or less. `compact` puts the seconds and the bar on
 * one line, for a phone where the question, the answer and the number pad share the screen.
 */
export function QuizTimer({ secondsLeft, running, compact = false }: { secondsLeft: number; running: boolean; compact?: boolean }) {
  const tone = timerTone(secondsLeft);
  const style = toneClass[tone];
  return (
    <div data-testid="quiz-timer" data-tone={tone} className={compact ? 'flex items-center justify-center gap-3' : 'flex flex-col items-center gap-2'}>
      <p className={`${compact ? 'text-2xl' : 'text-4xl'} font-extrabold tabular-nums ${running ? style.text : 'text-slate-500'}`}>
        <span aria-hidden="true">⏱ </span>
        {secondsLeft}초
      </p>
      <div className={`${compact ? 'h-2.5 flex-1' : 'h-3 w-48'} max-w-48 overflow-hidden rounded-full bg-slate-200`} aria-hidden="true">
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear ${style.bar}`}
          style={{ width: `${(secondsLeft / QUIZ_SECONDS_PER_QUESTION) * 100}%` }}
        />
      </div>
    </div>
  );
}
