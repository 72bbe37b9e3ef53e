import { useMemo } from 'react';
import { summarizeByPlayer, summarizeScores } from '@/shared/quiz-scores/stats';
import { newestFirst } from '@/shared/quiz-scores/record-order';
import { trendSeries } from '@/shared/quiz-scores/trend';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { EmptyState, StartQuizLink } from './empty-state';
import { PlayerComparison } from './player-comparison';
import { RecordList } from './record-list';
import { ScoreStatsPanel } from './score-stats';
import { TrendChart } from './trend-chart';

/** `players`: the children whose records are shown; with more than one, each gets their own figures. */
/**
 * The statistics, the trend and the first list count timed quizzes only; calm practice quizzes (no clock) are
 * listed apart below them, so a slow, careful practice never lowers a child's timed figures.
 */
export function RecordsTab({ records, players }: { records: readonly QuizScoreRecord[]; players: readonly string[] }) {
  const timed = useMemo(() => records.filter((r) => r.mode !== 'practice'), [records]);
  const practice = useMemo(() => newestFirst(records.filter((r) => r.mode === 'practice')), [records]);
  const stats = useMemo(() => summarizeScores(timed), [timed]);
  const perPlayer = useMemo(() => summarizeByPlayer(timed, players), [timed, players]);
  const series = useMemo(() => trendSeries(timed), [timed]);
  const list = useMemo(() => newestFirst(timed), [timed]);

  if (records.length === 0) {
    return (
      <EmptyState emoji="📭" title="아직 퀴즈 기록이 없어요" action={<StartQuizLink />}>
        아이와 함께 구구단 퀴즈를 풀어 보세요. 다 풀면 점수가 여기에 저장돼요.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      {stats && (
        <>
          {perPlayer.length > 1 ? <PlayerComparison players={perPlayer} /> : <ScoreStatsPanel stats={stats} />}
          <TrendChart series={series} />
          <RecordList records={list} />
        </>
      )}
      {practice.length > 0 && <RecordList records={practice} practice />}
    </div>
  );
}
