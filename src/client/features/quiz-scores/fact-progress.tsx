import { useMemo } from 'react';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { attemptsOf, factProgress, REPORTED_FACTS, weeklyFactProgress } from '@/shared/times-tables/fact-history';
import { levelLook } from './fact-levels-look';

const weekName = (weeksAgo: number) => (weeksAgo === 0 ? '이번 주' : weeksAgo === 1 ? '지난주' : `${weeksAgo}주 전`);

/**
 * How many of the 36 facts of tables 2–9 one child knows, answers slowly, does not know yet, or was never asked,
 * by the heat map's own rule: these counts are its legend, each with the map's colours. Below, the same counts at
 * the end of each of the last four weeks, from the week the child first played.
 */
export function FactProgress({ playerName, records }: { playerName: string; records: readonly QuizScoreRecord[] }) {
  const now = useMemo(() => factProgress(attemptsOf(records)), [records]);
  const weeks = useMemo(() => weeklyFactProgress(records, Date.now()), [records]);
  const items = [
    { key: 'known', label: '잘 알아요', value: now.known, swatches: [levelLook.known.cell] },
    { key: 'slow', label: '느려요', value: now.slow, swatches: [levelLook.slow.cell] },
    { key: 'not-yet', label: '아직 몰라요', value: now.notYet, swatches: [levelLook.shaky.cell, levelLook.missed.cell], note: '가끔·자주 틀려요' },
    { key: 'unasked', label: '아직 안 풀었어요', value: now.unasked, swatches: [levelLook.unasked.cell] },
  ];
  return (
    <div data-testid="fact-progress" className="mt-4">
      <h3 className="font-bold text-slate-800">
        {playerName}의 구구단 {REPORTED_FACTS.length}문제 <span className="text-sm font-semibold text-slate-600">(2단~9단, 지도의 색 뜻)</span>
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.key} data-count={item.key} className="rounded-2xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
            <dt className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
              {item.swatches.map((swatch) => (
                <span key={swatch} aria-hidden="true" className={`inline-block size-4 shrink-0 rounded ${swatch}`} />
              ))}
              {item.label}
            </dt>
            <dd className="text-2xl font-extrabold text-slate-900">
              {item.value}개{item.note && <span className="block text-sm font-semibold text-slate-600">{item.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <table className="mt-3 w-full text-center text-sm">
        <caption className="mb-1 text-left font-semibold text-slate-700">처음 푼 주부터 이렇게 달라졌어요 (최근 4주)</caption>
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="text-left font-semibold">
              주
            </th>
            <th scope="col">잘 알아요</th>
            <th scope="col">느려요</th>
            <th scope="col">아직 몰라요</th>
            <th scope="col">안 풀었어요</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.weeksAgo} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-semibold text-slate-700">
                {weekName(week.weeksAgo)}
              </th>
              <td className="font-bold text-emerald-800">{week.known}</td>
              <td className="font-bold text-yellow-900">{week.slow}</td>
              <td className="font-bold text-orange-900">{week.notYet}</td>
              <td className="text-slate-700">{week.unasked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
