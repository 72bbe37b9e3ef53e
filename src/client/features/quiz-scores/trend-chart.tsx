import type { TrendSeries } from '@/shared/quiz-scores/trend';
import { formatCompletedAt } from './format';
import { TrendChartPlot } from './trend-chart-plot';

/**
 * Score trend of the last records, one line per child. The drawing is hidden from screen readers; the
 * table below carries the same points.
 */
export function TrendChart({ series }: { series: readonly TrendSeries[] }) {
  const points = series.flatMap((s) => s.points);
  const longest = Math.max(0, ...series.map((s) => s.points.length));
  return (
    <section aria-labelledby="trend-title" className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-6">
      <h2 id="trend-title" className="text-xl font-extrabold text-slate-900">
        점수 변화 <span className="text-base font-semibold text-slate-600">· {series.length > 1 ? `아이별로 최근 ${longest}번까지` : `최근 ${longest}번`}</span>
      </h2>
      <div aria-hidden="true" data-testid="trend-plot" className="mt-2 h-60">
        <TrendChartPlot series={series} />
      </div>
      {/* Hidden by a box around it: sr-only on the table itself leaves Firefox drawing the caption, which is
          laid out outside the table's own box. */}
      <div className="sr-only">
        <table>
          <caption>{series.length > 1 ? '아이별 최근 퀴즈 점수' : `최근 ${longest}번의 퀴즈 점수`}, 오래된 것부터</caption>
          <thead>
            <tr>
              <th scope="col">회차</th>
              <th scope="col">이름</th>
              <th scope="col">점수</th>
              <th scope="col">날짜</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={`${p.playerName}-${p.id}`} data-testid="trend-point">
                <td>{p.order}회</td>
                <td>{p.playerName}</td>
                <td>
                  {p.score}/{p.totalQuestions}점
                </td>
                <td>{formatCompletedAt(p.completedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
