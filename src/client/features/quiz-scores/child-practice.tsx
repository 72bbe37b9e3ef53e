import { useMemo } from 'react';
import { factHeatMap, factsToPractise } from '@/shared/quiz-scores/fact-heat-map';
import type { QuizScoreRecord } from '@/shared/quiz-score';
import { practiceHref } from '@/shared/times-tables/practice-focus';
import { ButtonLink } from '../../ui/button-link';
import { FactHeatMap } from './fact-heat-map';
import { FactProgress } from './fact-progress';

/** One child's heat map and, one tap away, a quiz of only the facts that child missed or answered slowly. */
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
          틀린 문제 연습하기 ({facts.length}개)
        </ButtonLink>
      ) : (
        <p className="mt-4 font-semibold text-emerald-800">틀리거나 느린 문제가 없어요. 새로운 단에 도전해 봐요!</p>
      )}
    </section>
  );
}
