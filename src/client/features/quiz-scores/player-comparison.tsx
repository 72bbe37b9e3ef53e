import type { PlayerStats } from '@/shared/quiz-scores/stats';
import { formatNumber, formatSeconds } from './format';

const rows: { label: string; value: (s: PlayerStats['stats']) => string }[] = [
  { label: '평균 점수', value: (s) => `${formatNumber(s.averageScore)}점` },
  { label: '최고 점수', value: (s) => `${s.bestScore}점` },
  { label: '평균 걸린 시간', value: (s) => formatSeconds(s.averageTime) },
  { label: '문제당 평균 시간', value: (s) => formatSeconds(s.averageTimePerQuestion) },
  { label: '정답률', value: (s) => `${s.accuracy}%` },
  { label: '퀴즈 횟수', value: (s) => `${s.count}번` },
];

/** With every child shown, each child's own figures side by side: siblings are never averaged together. */
export function PlayerComparison({ players }: { players: readonly PlayerStats[] }) {
  return (
    <section aria-labelledby="player-comparison-title">
      <h2 id="player-comparison-title" className="mb-3 text-xl font-extrabold text-slate-900">
        아이별로 보기
      </h2>
      <div className="overflow-x-auto rounded-3xl bg-white p-2 shadow-md ring-1 ring-slate-100 sm:p-4">
        <table className="w-full text-left" data-testid="player-comparison">
          <thead>
            <tr>
              <td />
              {players.map((p) => (
                <th key={p.playerName} scope="col" className="px-2 py-2 text-lg font-extrabold text-indigo-700">
                  {p.playerName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-100">
                <th scope="row" className="px-2 py-2 text-sm font-semibold whitespace-nowrap text-slate-600">
                  {row.label}
                </th>
                {players.map((p) => (
                  <td key={p.playerName} className="px-2 py-2 text-lg font-extrabold whitespace-nowrap text-slate-900">
                    {row.value(p.stats)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
