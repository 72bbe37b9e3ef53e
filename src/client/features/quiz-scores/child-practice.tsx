import { useMemo } from 'react';
import { factHeatMap, factsToPractise } from '@/shared/quiz-scores/fact-heat-map';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { practiceHref } from '@/shared/times-tables/practice-focus';
import { ButtonLink } from '../../ui/button-link';
import { FactHeatMap } from './fact-heat-map';
import { FactProgress } from './fact-progress';

/**
 * One child's heat map, its counts and, one tap away, the calm quiz of the facts the map shows missed or slow:
 * it asks each of them (at most ten, one quiz's worth) and gives a second try.
 */
export function ChildPractice({ playerName, records }: { playerName: string; records: readonly QuizScoreRecord[] }) {
  const own = useMemo(() => records.filter((r) => r.playerName === playerName), [records, playerName]);
  const map = useMemo(() => factHeatMap(own), [own]);
  const facts = useMemo(() => factsToPractise(own), [own]);
  return (
    <section
      aria-label={`${playerName}의 구구단 지도`}
      data-testid="child-practice"
      className="rounded-3xl bg-white p-4 shadow-md ring-1 ring-slate-100 sm:p-6"
    >
      <FactHeatMap playerName={playerName} map={map} />
      <FactProgress playerName={playerName} records={own} />
      {facts.length > 0 ? (
        <ButtonLink to={practiceHref({ kind: 'facts', facts }, playerName)} tone="primary" className="mt-4 w-full sm:w-auto">
          🌱 틀리거나 느린 {facts.length}문제 천천히 연습하기
        </ButtonLink>
      ) : (
        <p className="mt-4 font-semibold text-emerald-800">틀리거나 느린 문제가 없어요. 새로운 단에 도전해 봐요!</p>
      )}
    </section>
  );
}
