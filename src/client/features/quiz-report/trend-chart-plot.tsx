import { CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@/shared/quiz-report/trend';
import { QUIZ_QUESTION_COUNT } from '@/shared/multiplication';
import { formatCompletedAt } from './format';

interface TooltipProps {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: TrendPoint }>;
}

function PointTooltip({ active, payload }: TooltipProps) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-2xl bg-white px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200">
      <p className="font-bold text-slate-900">
        {point.playerName} · {point.score}/{point.totalQuestions}점
      </p>
      <p className="text-slate-600">{formatCompletedAt(point.completedAt)}</p>
    </div>
  );
}

/** The drawn chart only; loaded lazily so recharts stays out of every other page's bundle. */
export default function TrendChartPlot({ points }: { points: readonly TrendPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart accessibilityLayer={false} data={[...points]} margin={{ top: 24, right: 8, bottom: 4, left: -20 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="4 4" />
        <XAxis dataKey="order" padding={{ left: 24, right: 24 }} tickFormatter={(order: number) => `${order}회`} stroke="#475569" tick={{ fontSize: 13 }} />
        <YAxis domain={[0, QUIZ_QUESTION_COUNT]} ticks={[0, 2, 4, 6, 8, 10]} stroke="#475569" tick={{ fontSize: 13 }} allowDecimals={false} />
        <Tooltip content={<PointTooltip />} />
        <Line type="linear" dataKey="score" stroke="#4f46e5" strokeWidth={3} dot={{ r: 5, fill: '#4f46e5' }} activeDot={{ r: 7 }} isAnimationActive={false}>
          <LabelList dataKey="score" position="top" offset={10} fill="#1e293b" fontSize={13} fontWeight={700} />
        </Line>
      </LineChart>
    </ResponsiveContainer>
  );
}
