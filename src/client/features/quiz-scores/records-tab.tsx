import { useMemo } from 'react';
import { summarizeByPlayer, summarizeScores } from '@/shared/quiz-scores/stats';
import { newestFirst, trendSeries } from '@/shared/quiz-scores/trend';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { EmptyState, StartQuizLink } from './empty-state';
import { PlayerComparison } from './player-comparison';
import { RecordList } from './record-list';
import { ScoreStatsPanel } from './score-stats';
import { TrendChart } from './trend-chart';

/** `players`: the children whose records are shown; with more than one, each gets their own figures. */
export function RecordsTab({ records, players }: { records: readonly QuizScoreRecord[]; players: readonly string[] }) {
  const stats = useMemo(() => summarizeScores(records), [records]);
  const perPlayer = useMemo(() => summarizeByPlayer(records, players), [records, players]);
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
      {perPlayer.length > 1 ? <PlayerComparison players={perPlayer} /> : <ScoreStatsPanel stats={stats} />}
      <TrendChart series={series} />
      <RecordList records={list} />
    </div>
  );
}
