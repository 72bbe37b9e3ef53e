import { useMemo } from 'react';
import { summarizeScores } from '@/shared/quiz-report/stats';
import { newestFirst, trendSeries } from '@/shared/quiz-report/trend';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { EmptyState, StartQuizLink } from './empty-state';
import { RecordList } from './record-list';
import { ScoreStatsPanel } from './score-stats';
import { TrendChart } from './trend-chart';

export function RecordsTab({ records }: { records: readonly QuizScoreRecord[] }) {
  const stats = useMemo(() => summarizeScores(records), [records]);
  const series = useMemo(() => trendSeries(records), [records]);
  const list = useMemo(() => newestFirst(records), [records]);

  if (!stats) {
    return (
      <EmptyState emoji="📭" title="아직 퀴즈 기록이 없어요" action={<StartQuizLink />}>
        아이와 함께 구구단 퀴즈를 풀어 보세요. 다 풀면 점수가 여기에 저장돼요.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      <ScoreStatsPanel stats={stats} />
      <TrendChart series={series} />
      <RecordList records={list} />
    </div>
  );
}
