import type { ScoreStats } from '@/shared/quiz-scores/stats';
import { formatNumber, formatSeconds } from './format';

/** The six numbers a parent looks at first, as a description list so each value keeps its label for screen readers. */
export function ScoreStatsPanel({ stats }: { stats: ScoreStats }) {
  const items = [
    { label: '평균 점수', value: `${formatNumber(stats.averageScore)}점`, emoji: '📊' },
    { label: '최고 점수', value: `${stats.bestScore}점`, emoji: '🏆' },
    { label: '평균 걸린 시간', value: formatSeconds(stats.averageTime), emoji: '⏱️' },
    { label: '문제당 평균 시간', value: formatSeconds(stats.averageTimePerQuestion), emoji: '⚡' },
    { label: '정답률', value: `${stats.accuracy}%`, emoji: '🎯' },
    { label: '퀴즈 횟수', value: `${stats.count}번`, emoji: '📝' },
  ];
  return (
    <section aria-labelledby="score-stats-title">
      <h2 id="score-stats-title" className="mb-3 text-xl font-extrabold text-slate-900">
        한눈에 보기
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100">
            <dt className="text-sm font-semibold text-slate-600">
              <span aria-hidden="true">{item.emoji} </span>
              {item.label}
            </dt>
            <dd className="mt-1 text-2xl font-extrabold text-slate-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
