import { useMemo } from 'react';
import { sharedHardProblems, missedProblems, recommendTables } from '@/shared/quiz-scores/analysis';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { ChildPractice } from './child-practice';
import { SharedHardProblemsSection } from './shared-hard-problems';
import { EmptyState, StartQuizLink } from './empty-state';
import { MissedProblemsSection } from './missed-problems';
import { PracticeRecommendations } from './practice-recommendations';

interface Props {
  player: string | null;
  /** Every child with records under this code, in the filter's order. */
  players: readonly string[];
  allRecords: readonly QuizScoreRecord[];
  shownRecords: readonly QuizScoreRecord[];
}

export function WrongAnswerAnalysis({ player, players, allRecords, shownRecords }: Props) {
  const sharedResult = useMemo(() => sharedHardProblems(allRecords), [allRecords]);
  const missed = useMemo(() => missedProblems(shownRecords), [shownRecords]);
  const practice = useMemo(() => recommendTables(shownRecords), [shownRecords]);

  if (shownRecords.length === 0) {
    return (
      <EmptyState emoji="🔎" title="오답 분석에 쓸 기록이 아직 없어요" action={<StartQuizLink>퀴즈 풀러 가기</StartQuizLink>}>
        퀴즈를 한 번 풀면 어떤 문제를 자주 틀리는지 알려 드릴게요.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-6">
      {/* Each child's own map and practice link, side by side: what to practise is never pooled across children. */}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {(player === null ? players : [player]).map((name) => (
          <ChildPractice key={name} playerName={name} records={shownRecords} />
        ))}
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <MissedProblemsSection who={player} problems={missed} />
        <SharedHardProblemsSection result={sharedResult} />
      </div>
      <PracticeRecommendations tables={practice} player={player} />
    </div>
  );
}
