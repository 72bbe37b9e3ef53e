import { useId, useState } from 'react';
import { DETAIL_LIST_MAX_HEIGHT_PX } from '@/shared/quiz-scores/constants';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { formatCompletedAt, formatSeconds } from './format';
import { RatingBadge } from './rating-badge';

type Question = QuizScoreRecord['questions'][number];

function answerText(q: Question): string {
  if (q.userAnswer === null) return '시간 초과';
  return `${q.userAnswer}`;
}

function QuestionRow({ q, index }: { q: Question; index: number }) {
  return (
    <li className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl px-3 py-2 ${q.isCorrect ? 'bg-emerald-50' : 'bg-rose-50'}`}>
      <span className="w-6 text-sm font-bold text-slate-600">{index + 1}.</span>
      <span className="font-bold text-slate-900">
        {q.question} = {q.correctAnswer}
      </span>
      <span className="text-slate-700">답: {answerText(q)}</span>
      <span className={`font-bold ${q.isCorrect ? 'text-emerald-800' : 'text-rose-800'}`}>{q.isCorrect ? '⭕ 정답' : '❌ 오답'}</span>
      <span className="ml-auto text-sm text-slate-600">{formatSeconds(q.timeSpent)}</span>
    </li>
  );
}

/** One quiz in the list; the ten answers open below it and scroll past 256 px so long lists stay compact. */
export function RecordItem({ record }: { record: QuizScoreRecord }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li data-testid="quiz-record" className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-5">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="text-lg font-extrabold text-slate-900">{record.playerName}</span>
        {record.mode === 'practice' ? (
          <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-sm font-bold text-emerald-900">🌱 연습</span>
        ) : (
          <RatingBadge score={record.score} totalQuestions={record.totalQuestions} />
        )}
        <span className="text-lg font-bold text-indigo-700">
          {record.score}/{record.totalQuestions}점
        </span>
        <span className="text-slate-600">{formatSeconds(record.timeTaken)}</span>
        <span className="text-sm text-slate-600">{formatCompletedAt(record.completedAt)}</span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((v) => !v)}
          className="ml-auto min-h-11 rounded-full px-4 font-bold text-indigo-700 ring-2 ring-indigo-100 hover:bg-indigo-50"
        >
          {open ? '접기' : '자세히 보기'}
        </button>
      </div>
      {open && (
        <ol
          id={panelId}
          tabIndex={0}
          aria-label={`${record.playerName}의 문제 ${record.questions.length}개`}
          className="mt-4 space-y-2 overflow-auto pr-1"
          style={{ maxHeight: DETAIL_LIST_MAX_HEIGHT_PX }}
        >
          {record.questions.map((q, i) => (
            <QuestionRow key={i} q={q} index={i} />
          ))}
        </ol>
      )}
    </li>
  );
}
