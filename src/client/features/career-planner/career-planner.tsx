import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fallbackNextSteps, RELOAD_AFTER_GENERATE_MS, type CareerRecommendation } from '@/shared/career';
import { quadrantZones, type QuadrantLists } from '@/shared/quadrant';
import { useToast } from '../../lib/toast';
import { Button, ButtonLink } from '../../ui/button-link';
import { PageContainer, PageTitle } from '../../ui/page-container';
import { Spinner } from '../../ui/spinner';
import { CareerDetail } from './career-detail';
import { CareerList } from './career-list';
import { generateRecommendations } from './planner-api';
import { nextPage, storeChoice, storedChoice, storedPage, storePage } from './planner-memory';
import { plannerKeys, useBoardQuery, useNextStepsQuery, useRecommendationsQuery } from './planner-queries';
import { plannerText } from './planner-text';
import { StateCard } from './state-card';
import { useStoredSessionId } from './use-stored-session-id';
import { useOnline } from '../../lib/offline/use-online';

/**
 * The device's localStorage: the chosen career and the page of careers last seen stay for a new tab and the next
 * day, as the board they come from does. Read only once the page runs in a browser; a blocked store throws inside
 * the guarded calls.
 */
const deviceStore = {
  getItem: (key: string) => window.localStorage.getItem(key),
  setItem: (key: string, value: string) => window.localStorage.setItem(key, value),
};

const hasCards = (board: QuadrantLists | undefined) => !!board && quadrantZones.some((zone) => board[zone].length > 0);

export function CareerPlanner() {
  return (
    <PageContainer>
      <PageTitle kicker={plannerText.kicker} intro={plannerText.intro}>
        {plannerText.title}
      </PageTitle>
      {/* As tall as the loading spinner: a shorter message in its place (a device with no board yet) pulled
          the footer up into view as the page started, a layout shift a parent saw. */}
      <div className="min-h-[60svh]">
        <PlannerBody />
      </div>
    </PageContainer>
  );
}

/** Walks the states of docs/product.md §2/§4: session, board, recommendations, then the two-column planner. */
function PlannerBody() {
  const session = useStoredSessionId();
  const sessionId = session.status === 'found' ? session.sessionId : null;
  const board = useBoardQuery(sessionId);
  const boardReady = hasCards(board.data);
  // Read again on each render: 'see other jobs' stores the next page and bumps this counter.
  const [, setPageChanges] = useState(0);
  const page = sessionId ? storedPage(deviceStore, sessionId) : 0;
  const recommendations = useRecommendationsQuery(sessionId, boardReady, page);
  const [generating, setGenerating] = useState(false);
  // 'See other jobs' was pressed: once the new list is on the page, the child is brought to its top.
  const [listMoved, setListMoved] = useState(false);
  const online = useOnline();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (recommendations.error) console.error(recommendations.error);
  }, [recommendations.error]);

  if (session.status === 'reading') return <Spinner label={plannerText.loadingBoard} />;
  if (session.status === 'missing') {
    return (
      <StateCard
        title={plannerText.sessionMissingTitle}
        action={
          <>
            <ButtonLink to="/quadrant-board">{plannerText.sessionMissingBoardButton}</ButtonLink>
            <ButtonLink to="/" tone="quiet">
              {plannerText.sessionMissingButton}
            </ButtonLink>
          </>
        }
      >
        {plannerText.sessionMissingBody}
      </StateCard>
    );
  }
  if (board.isPending) return <Spinner label={plannerText.loadingBoard} />;
  if (board.isError) {
    return (
      <StateCard title={plannerText.boardErrorTitle} action={<Button onClick={() => void board.refetch()}>{plannerText.boardErrorButton}</Button>}>
        {plannerText.boardErrorBody}
      </StateCard>
    );
  }
  if (!boardReady) {
    return (
      <StateCard title={plannerText.boardEmptyTitle} action={<ButtonLink to="/quadrant-board">{plannerText.boardEmptyButton}</ButtonLink>}>
        {plannerText.boardEmptyBody}
      </StateCard>
    );
  }
  if (generating || recommendations.isFetching) return <Spinner label={plannerText.generating} />;

  const careers = recommendations.data ?? [];
  if (careers.length === 0) {
    const generate = async () => {
      setGenerating(true);
      try {
        await generateRecommendations(session.sessionId);
        queryClient.removeQueries({ queryKey: plannerKeys.recommendations });
        setTimeout(() => window.location.reload(), RELOAD_AFTER_GENERATE_MS);
      } catch (error) {
        // docs/product.md §8: the spinner stops and nothing else is shown.
        console.error(error);
        setGenerating(false);
      }
    };
    return (
      <StateCard
        title={plannerText.noRecommendationsTitle}
        action={
          <Button onClick={() => void generate()} disabled={!online}>
            {plannerText.getRecommendations}
          </Button>
        }
      >
        {online ? plannerText.noRecommendationsBody : plannerText.needsNetwork}
      </StateCard>
    );
  }

  const showOtherJobs = () => {
    storePage(deviceStore, session.sessionId, nextPage(page));
    setPageChanges((n) => n + 1);
    setListMoved(true);
  };
  return (
    <Planner
      sessionId={session.sessionId}
      board={board.data}
      careers={careers}
      onOtherJobs={showOtherJobs}
      showList={listMoved}
      onListShown={() => setListMoved(false)}
    />
  );
}

interface PlannerProps {
  sessionId: string;
  board: QuadrantLists;
  careers: CareerRecommendation[];
  onOtherJobs: () => void;
  showList: boolean;
  onListShown: () => void;
}

function Planner({ sessionId, board, careers, onOtherJobs, showList, onListShown }: PlannerProps) {
  // The chosen career is remembered on the device, so coming back to the planner shows its plan again.
  const [chosen, setChosen] = useState<CareerRecommendation | null>(() => storedChoice(deviceStore, sessionId));
  const [savingPdf, setSavingPdf] = useState(false);
  const nextSteps = useNextStepsQuery(sessionId, chosen);
  const detailRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const toast = useToast();

  useEffect(() => {
    if (!showList) return;
    const list = listRef.current;
    list?.scrollIntoView({ behavior: 'instant', block: 'start' });
    list?.querySelector('h2')?.focus({ preventScroll: true });
    onListShown();
  }, [showList, careers, onListShown]);

  useEffect(() => {
    if (nextSteps.error) console.error(nextSteps.error);
  }, [nextSteps.error]);

  const steps: readonly string[] = nextSteps.isError ? fallbackNextSteps : (nextSteps.data ?? []);

  const choose = (career: CareerRecommendation) => {
    setChosen(career);
    storeChoice(deviceStore, sessionId, career);
    // On a phone the plan sits below the list: bring it into view.
    if (window.matchMedia('(max-width: 1023px)').matches) {
      requestAnimationFrame(() => detailRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
    }
  };

  const savePdf = async () => {
    if (!chosen) return;
    setSavingPdf(true);
    try {
      const { saveCareerPlanPdf } = await import('./pdf/save-career-plan-pdf');
      await saveCareerPlanPdf(board, chosen, steps);
    } catch (error) {
      console.error(error);
      toast({ title: plannerText.pdfFailed, tone: 'error' });
    } finally {
      setSavingPdf(false);
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div ref={listRef} className="scroll-mt-20">
        <CareerList careers={careers} selectedTitle={chosen?.title} onSelect={choose} onOtherJobs={onOtherJobs} />
      </div>
      <div ref={detailRef} className="scroll-mt-24">
        {chosen ? (
          <CareerDetail career={chosen} nextSteps={steps} savingPdf={savingPdf} onSavePdf={() => void savePdf()} />
        ) : (
          <StateCard title={plannerText.pickTitle}>{plannerText.pickBody}</StateCard>
        )}
      </div>
    </div>
  );
}
