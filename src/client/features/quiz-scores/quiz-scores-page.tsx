import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { distinctPlayers } from '@/shared/quiz-scores/players';
import { Button, ButtonLink } from '../../ui/button-link';
import { PageContainer, PageTitle } from '../../ui/page-container';
import { Spinner } from '../../ui/spinner';
import { TabList, TabPanel } from '../../ui/tabs';
import type { FamilyCodeList } from '../../lib/family-code/family-code-list';
import { useFamilyCodes } from '../../lib/family-code/use-family-codes';
import { EmptyState } from './empty-state';
import { FamilyCodeBar } from './family-code-bar';
import { LinkOutcomeNote } from './link-outcome-note';
import { NoCodeYet } from './no-code-yet';
import { PlayerFilter } from './player-filter';
import { RecordsCare } from './records-care';
import { RecordsTab } from './records-tab';
import { useJoinFromLink } from './use-join-from-link';
import { useQuizScores } from './use-quiz-scores';
import { WrongAnswerAnalysis } from './wrong-answer-analysis';

type Tab = 'records' | 'analysis';

// What the children read: its code loads after the quiz report, only for a device holding a code.
const ReadingReport = lazy(() => import('./reading-report'));

const tabClass =
  'min-h-12 flex-1 rounded-full px-5 text-lg font-bold text-slate-700 transition-colors hover:bg-indigo-50 data-[state=active]:bg-indigo-600 data-[state=active]:text-white data-[state=active]:shadow-md sm:flex-none';

export function QuizScoresPage() {
  const codes = useFamilyCodes();
  const linkOutcome = useJoinFromLink();

  return (
    <PageContainer>
      <PageTitle kicker="부모님과 보호자를 위한 평가 페이지">구구단 퀴즈 성적표</PageTitle>
      <div className="-mt-4 mb-8 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <p className="max-w-2xl text-lg text-slate-700">
          아이가 푼 구구단 퀴즈를 모아 두었어요. 점수가 어떻게 달라지는지, 어떤 문제에서 자주 막히는지 살펴보고 따뜻한 칭찬과 응원을 건네 주세요.
        </p>
        <nav aria-label="다른 곳으로 가기" className="flex flex-wrap gap-3">
          <ButtonLink to="/" tone="quiet">
            홈으로
          </ButtonLink>
          <ButtonLink to="/multiplication-table" tone="primary">
            구구단 퀴즈 하러 가기
          </ButtonLink>
        </nav>
      </div>
      {/* Prerendered and hydrating pages cannot read the device's codes yet, so they hold both views, and app.css
          shows the one the head's family-device mark picks: a spinner while a family's records load, or at once
          what a fresh device can do. Each keeps its wrapper, so catching up with the codes only drops the other. */}
      {codes && <LinkOutcomeNote outcome={linkOutcome} active={codes.active} />}
      {codes === null && (
        <div data-for-family-device>
          <Spinner label="퀴즈 기록을 불러오고 있어요" />
        </div>
      )}
      {(codes === null || codes.active === null) && (
        <div data-for-fresh-device>
          <NoCodeYet />
        </div>
      )}
      {codes?.active && <FamilyReport key={codes.active} list={codes} code={codes.active} />}
    </PageContainer>
  );
}

/** One family code's report: the spec's tabs, filter, statistics and analysis over that code's records only. */
function FamilyReport({ list, code }: { list: FamilyCodeList; code: string }) {
  const [player, setPlayer] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('records');
  const tabIds = useId();
  const scores = useQuizScores(code, player);
  const players = useMemo(() => distinctPlayers(scores.allRecords), [scores.allRecords]);

  const choose = (next: string | null) => {
    setPlayer(next);
    if (next === null) scores.reloadAll();
  };

  return (
    <>
      <FamilyCodeBar list={list} active={code} />
      <div className="space-y-6">
        <div className="flex flex-col gap-4 rounded-3xl bg-white p-3 shadow-md ring-1 ring-slate-100 md:flex-row md:items-center md:justify-between">
          <TabList
            ids={tabIds}
            label="보기 고르기"
            value={tab}
            onChange={setTab}
            className="flex gap-2"
            tabClassName={tabClass}
            tabs={[
              { value: 'records', label: '퀴즈 기록' },
              { value: 'analysis', label: '오답 분석' },
            ]}
          />
          <PlayerFilter players={players} selected={player} onSelect={choose} />
        </div>

        {scores.isLoading && <Spinner label="퀴즈 기록을 불러오고 있어요" />}
        {scores.isError && (
          <EmptyState emoji="📡" title="기록을 불러오지 못했어요" action={<Button onClick={scores.retry}>다시 불러오기</Button>}>
            인터넷 연결을 확인한 뒤 다시 불러와 주세요.
          </EmptyState>
        )}
        {!scores.isLoading && !scores.isError && (
          <div aria-busy={scores.isRefreshing} className={scores.isRefreshing ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
            <TabPanel ids={tabIds} value={tab} className="focus-visible:outline-none">
              {tab === 'records' ? (
                <RecordsTab records={scores.shownRecords} players={player === null ? players : [player]} />
              ) : (
                <WrongAnswerAnalysis player={player} players={players} allRecords={scores.allRecords} shownRecords={scores.shownRecords} />
              )}
            </TabPanel>
          </div>
        )}
      </div>
      <Suspense fallback={null}>
        <ReadingReport code={code} />
      </Suspense>
      <RecordsCare code={code} recordCount={scores.allRecords.length} />
    </>
  );
}
