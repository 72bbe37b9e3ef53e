import { CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendSeries } from '@/shared/quiz-scores/trend';
import { QUIZ_QUESTION_COUNT } from '@/shared/multiplication';
import { formatCompletedAt } from './format';

/** Line colours with 3:1 contrast on white, distinct for colour-blind eyes in the first four. */
export const seriesColours = ['#4f46e5', '#c2410c', '#047857', '#be185d', '#0369a1', '#7c3aed', '#a16207', '#475569'];

/** One row per attempt number: series i's score under `s${i}`. */
function chartRows(series: readonly TrendSeries[]) {
  const longest = Math.max(0, ...series.map((s) => s.points.length));
  return Array.from({ length: longest }, (_, i) => {
    const row: Record<string, number> = { order: i + 1 };
    series.forEach((s, index) => {
      const point = s.points[i];
      if (point) row[`s${index}`] = point.score;
    });
    return row;
  });
}

interface TooltipProps {
  active?: boolean;
  label?: number;
  series: readonly TrendSeries[];
}

function AttemptTooltip({ active, label, series }: TooltipProps) {
  if (!active || label === undefined) return null;
  const rows = series.flatMap((s, index) => {
    const point = s.points[label - 1];
    return point ? [{ s, point, colour: seriesColours[index % seriesColours.length] }] : [];
  });
  return (
    <div className="rounded-2xl bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200">
      <p className="font-bold text-slate-900">{label}회</p>
      {rows.map(({ s, point, colour }) => (
        <p key={s.playerName} className="text-slate-700">
          <span style={{ color: colour }}>●</span> {s.playerName} · {point.score}/{point.totalQuestions}점 · {formatCompletedAt(point.completedAt)}
        </p>
      ))}
    </div>
  );
}

/** The drawn chart only; loaded lazily so recharts stays out of every other page's bundle. */
export default function TrendChartPlot({ series }: { series: readonly TrendSeries[] }) {
  const many = series.length > 1;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart accessibilityLayer={false} data={chartRows(series)} margin={{ top: 24, right: 8, bottom: 4, left: -20 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="4 4" />
        <XAxis dataKey="order" padding={{ left: 24, right: 24 }} tickFormatter={(order: number) => `${order}회`} stroke="#475569" tick={{ fontSize: 13 }} />
        <YAxis domain={[0, QUIZ_QUESTION_COUNT]} ticks={[0, 2, 4, 6, 8, 10]} stroke="#475569" tick={{ fontSize: 13 }} allowDecimals={false} />
        <Tooltip content={<AttemptTooltip series={series} />} />
        {many && <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 13, fontWeight: 700 }} />}
        {series.map((s, index) => {
          const colour = seriesColours[index % seriesColours.length];
          return (
            <Line
              key={s.playerName}
              name={s.playerName}
              type="linear"
              dataKey={`s${index}`}
              stroke={colour}
              strokeWidth={3}
              dot={{ r: 5, fill: colour }}
              activeDot={{ r: 7 }}
              connectNulls
              isAnimationActive={false}
            >
              {!many && <LabelList dataKey={`s${index}`} position="top" offset={10} fill="#1e293b" fontSize={13} fontWeight={700} />}
            </Line>
          );
        })}
      </LineChart>
    </ResponsiveContainer>
  );
}
