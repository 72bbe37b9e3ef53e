import type { TrendSeries } from '@/shared/quiz-scores/trend';
import { QUIZ_QUESTION_COUNT } from '@/shared/multiplication';
import { formatCompletedAt } from './format';
import { attemptX, plotTrend } from './trend-geometry';

/** Line colours with 3:1 contrast on white, distinct for colour-blind eyes in the first four. */
export const seriesColours = ['#4f46e5', '#c2410c', '#047857', '#be185d', '#0369a1', '#7c3aed', '#a16207', '#475569'];

const SCORE_TICKS = [0, 2, 4, 6, 8, 10];

/**
 * The drawn chart: lines in an SVG stretched over the plot (strokes keep their width at any size), dots
 * and words as HTML placed by percent, so the text stays its own size on a phone and on a desk.
 */
export function TrendChartPlot({ series }: { series: readonly TrendSeries[] }) {
  const many = series.length > 1;
  const plot = plotTrend(series, QUIZ_QUESTION_COUNT);
  const colourOf = (index: number) => seriesColours[index % seriesColours.length];
  return (
    <div className="flex h-full flex-col text-sm font-semibold whitespace-nowrap text-slate-600">
      {many && (
        <ul className="flex flex-wrap justify-center gap-x-4 font-bold">
          {plot.series.map((s, index) => (
            <li key={s.playerName} style={{ color: colourOf(index) }}>
              ● <span className="text-slate-800">{s.playerName}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="relative mt-6 mr-2 mb-6 ml-7 flex-1">
        {SCORE_TICKS.map((tick) => (
          <span key={tick} className="absolute right-full -translate-y-1/2 pr-1.5" style={{ top: `${100 - tick * 10}%` }}>
            {tick}
          </span>
        ))}
        {Array.from({ length: plot.longest }, (_, i) => (
          <span key={i} className="absolute top-full -translate-x-1/2 pt-1" style={{ left: `${attemptX(i + 1, plot.longest)}%` }}>
            {i + 1}회
          </span>
        ))}
        <svg className="absolute inset-0 h-full w-full overflow-visible" viewBox="0 0 100 100" preserveAspectRatio="none">
          {SCORE_TICKS.map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100"
              y1={100 - tick * 10}
              y2={100 - tick * 10}
              stroke="#e2e8f0"
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {plot.series.map((s, index) => (
            <polyline
              key={s.playerName}
              data-testid="trend-line"
              points={s.points.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              stroke={colourOf(index)}
              strokeWidth="3"
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        {plot.series.map((s, index) =>
          s.points.map((p) => (
            <span
              key={`${s.playerName}-${p.order}`}
              data-testid="trend-dot"
              title={`${p.order}회 · ${s.playerName} · ${p.score}/${p.totalQuestions}점 · ${formatCompletedAt(p.completedAt)}`}
              className="absolute h-3 w-3 -translate-x-1/2 -translate-y-1/2 rounded-full"
              style={{ left: `${p.x}%`, top: `${p.y}%`, background: colourOf(index) }}
            >
              {!many && <span className="absolute bottom-full left-1/2 mb-1 -translate-x-1/2 font-bold text-slate-800">{p.score}</span>}
            </span>
          )),
        )}
      </div>
    </div>
  );
}
