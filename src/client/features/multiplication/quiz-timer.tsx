import { QUIZ_SECONDS_PER_QUESTION } from '@/shared/multiplication';
import { timerTone } from './quiz-questions';

const toneClass = {
  calm: { text: 'text-indigo-700', bar: 'bg-indigo-500' },
  warning: { text: 'text-orange-700', bar: 'bg-orange-500' },
  danger: { text: 'text-red-700 animate-pulse', bar: 'bg-red-600' },
};

/** The countdown: orange at 3 s or less, red and pulsing at 2 s or less. */
export function QuizTimer({ secondsLeft, running }: { secondsLeft: number; running: boolean }) {
  const tone = timerTone(secondsLeft);
  const style = toneClass[tone];
  return (
    <div data-testid="quiz-timer" data-tone={tone} className="flex flex-col items-center gap-2">
      <p className={`text-4xl font-extrabold tabular-nums ${running ? style.text : 'text-slate-500'}`}>
        <span aria-hidden="true">⏱ </span>
        {secondsLeft}초
      </p>
      <div className="h-3 w-48 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className={`h-full rounded-full transition-[width] duration-1000 ease-linear ${style.bar}`}
          style={{ width: `${(secondsLeft / QUIZ_SECONDS_PER_QUESTION) * 100}%` }}
        />
      </div>
    </div>
  );
}
