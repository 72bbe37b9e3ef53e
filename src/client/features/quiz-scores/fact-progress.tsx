import { useMemo } from 'react';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { attemptsOf, factProgress, REPORTED_FACTS, weeklyFactProgress } from '@/shared/times-tables/fact-history';

const weekName = (weeksAgo: number) => (weeksAgo === 0 ? '이번 주' : weeksAgo === 1 ? '지난주' : `${weeksAgo}주 전`);

/**
 * How many of the 36 facts of tables 2–9 one child answers fast, answers slowly, or does not know yet (by each
 * fact's latest answer, timed quizzes and practice alike), and how that changed over the last four weeks.
 */
export function FactProgress({ playerName, records }: { playerName: string; records: readonly QuizScoreRecord[] }) {
  const now = useMemo(() => factProgress(attemptsOf(records)), [records]);
  const weeks = useMemo(() => weeklyFactProgress(records, Date.now()), [records]);
  const items = [
    { label: '빨라요', value: now.fast, look: 'bg-emerald-100 text-emerald-900', emoji: '⚡' },
    { label: '느려요', value: now.slow, look: 'bg-yellow-100 text-yellow-950', emoji: '🐢' },
    { label: '아직 몰라요', value: now.notYet, look: 'bg-slate-100 text-slate-800', emoji: '🌱' },
  ];
  return (
    <div data-testid="fact-progress" className="mt-4">
      <h3 className="font-bold text-slate-800">
        {playerName}의 구구단 {REPORTED_FACTS.length}개 <span className="text-sm font-semibold text-slate-600">(2단~9단, 마지막으로 푼 결과)</span>
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
        {items.map((item) => (
          <div key={item.label} className={`rounded-2xl px-2 py-2 ${item.look}`}>
            <dt className="text-sm font-semibold">
              <span aria-hidden="true">{item.emoji} </span>
              {item.label}
            </dt>
            <dd className="text-2xl font-extrabold">{item.value}개</dd>
          </div>
        ))}
      </dl>
      <table className="mt-3 w-full text-center text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-700">최근 4주 동안 이렇게 달라졌어요</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="text-left font-semibold">
              주
            </th>
            <th scope="col">빨라요</th>
            <th scope="col">느려요</th>
            <th scope="col">아직 몰라요</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weeksAgo} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-semibold text-slate-700">
                {weekName(week.weeksAgo)}
              </th>
              <td className="font-bold text-emerald-800">{week.fast}</td>
              <td className="font-bold text-yellow-900">{week.slow}</td>
              <td className="text-slate-700">{week.notYet}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
