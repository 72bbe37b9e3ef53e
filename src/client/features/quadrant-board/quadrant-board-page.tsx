import { useDeferredValue } from 'react';
import { SUGGESTED_CARDS_PER_ZONE } from '@/shared/quadrant';
import { Button, ButtonLink } from '../../ui/button-link';
import { PageContainer, PageTitle } from '../../ui/page-container';
import { Spinner } from '../../ui/spinner';
import { BoardDnd } from './board-dnd';
import { placedCount } from './board-logic';
import { CareerLink } from './career-link';
import { useQuadrantBoard } from './use-quadrant-board';
import { useQuadrantSessionId } from './use-quadrant-session-id';

const { min, max } = SUGGESTED_CARDS_PER_ZONE;

export function QuadrantBoardPage() {
  const sessionId = useQuadrantSessionId();
  const { board, isError, retry, place, move, remove, shuffle } = useQuadrantBoard(sessionId);
  // The board's first appearance mounts dozens of draggable cards: as a deferred (transition) render React
  // builds it in slices between frames, where the loaded data's own render would do it in one long task that
  // holds a tap back. Only the mount waits; later changes to the board render at once.
  const shownBoard = useDeferredValue(board !== null) ? board : null;

  return (
    <PageContainer>
      <PageTitle kicker="나를 알아보는 시간">나를 알아보는 보드</PageTitle>
      <div className="-mt-4 mb-8 flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="max-w-3xl space-y-3 text-lg text-slate-700">
          <p>
            카드를 눌러 고른 다음 넣을 칸을 누르세요. 꾹 눌러 끌어다 놓아도 돼요. 내가 잘하는 것과 좋아하는 것을 알면 나에게 꼭 맞는 꿈의 직업을 찾기 쉬워져요.
          </p>
          <p className="rounded-2xl bg-amber-100 px-4 py-3 font-semibold text-amber-950">
            <span aria-hidden="true">💡 </span>
            칸마다 카드를 {min}~{max}장씩 넣어 보세요. 잘못 넣었으면 카드를 눌러 다른 칸으로 옮기거나 ✕ 버튼을 눌러 빼면 돼요.
          </p>
          <p className="hidden text-base text-slate-600 sm:block">
            키보드로는 카드에서 스페이스를 눌러 들고, 방향키로 칸을 고른 뒤 스페이스를 한 번 더 눌러 내려놓아요.
          </p>
        </div>
        <ButtonLink to="/" tone="quiet" className="self-start">
          <span aria-hidden="true">🏠</span> 홈으로
        </ButtonLink>
      </div>

      {!shownBoard && !isError && <Spinner label="보드를 불러오고 있어요" />}
      {isError && (
        <div role="alert" className="rounded-3xl bg-white p-8 text-center shadow-md">
          <p className="mb-4 text-xl font-bold">보드를 불러오지 못했어요. 인터넷 연결을 확인하고 다시 해 볼까요?</p>
          <Button onClick={retry}>다시 불러오기</Button>
        </div>
      )}
      {shownBoard && <BoardDnd board={shownBoard} onPlace={place} onMove={move} onRemove={remove} onShuffle={shuffle} />}
      {shownBoard && placedCount(shownBoard.lists) > 0 && <CareerLink />}
    </PageContainer>
  );
}
