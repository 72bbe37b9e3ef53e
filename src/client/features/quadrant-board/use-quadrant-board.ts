import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { QuadrantListsSchema, type QuadrantBoard, type QuadrantCard, type QuadrantZone } from '@/shared/quadrant';
import { getJson } from '../../lib/api';
import { sendOrQueue } from '../../lib/outbox/outbox';
import { boardFromSaved, moveCard, placeCard, removeCard, shufflePool, type BoardState } from './board-logic';

const quadrantBoardKey = (sessionId: string) => ['quadrant-board', sessionId] as const;

/** A board the network loses waits on the device; one id per session, so only its newest board waits. */
async function saveBoard(board: QuadrantBoard): Promise<unknown> {
  const res = await sendOrQueue({ id: `board-${board.sessionId}`, url: '/api/quadrant-board', headers: {}, body: JSON.stringify(board) });
  if (res === 'queued') return board;
  if (!res.ok) throw new Error('Failed to save');
  return res.json();
}

/**
 * The board of one session: loaded once from the server, then changed locally by drops, removals and
 * shuffles. Every drop and removal is saved; saves run one after another so an older board never lands
 * last. A failed save is only logged (docs/product.md §8), the child keeps playing.
 */
export function useQuadrantBoard(sessionId: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: quadrantBoardKey(sessionId ?? ''),
    queryFn: () => getJson(`/api/quadrant-board/${encodeURIComponent(sessionId ?? '')}`, QuadrantListsSchema, 'Failed to fetch quadrant data'),
    enabled: sessionId !== null,
  });
  const save = useMutation({
    mutationFn: saveBoard,
    scope: { id: 'quadrant-board-save' },
    onMutate: ({ sessionId: id, ...lists }) => queryClient.setQueryData(quadrantBoardKey(id), lists),
    onError: (error) => console.error(error),
    onSettled: (_data, _error, board) => queryClient.invalidateQueries({ queryKey: quadrantBoardKey(board.sessionId) }),
  });

  const loaded = useMemo(() => (query.data ? boardFromSaved(query.data) : null), [query.data]);
  // Local changes win over later refetches, which may answer before the newest save has landed.
  const [changed, setChanged] = useState<BoardState | null>(null);
  const latest = useRef<BoardState | null>(null);
  const board = changed ?? loaded;

  const apply = (change: (state: BoardState) => BoardState, persist: boolean) => {
    const current = latest.current ?? board;
    if (!current || !sessionId) return;
    const next = change(current);
    if (next === current) return;
    latest.current = next;
    setChanged(next);
    if (persist) save.mutate({ sessionId, ...next.lists });
  };

  return {
    board,
    isError: board === null && query.isError,
    retry: () => void query.refetch(),
    place: (card: QuadrantCard, zone: QuadrantZone) => apply((s) => placeCard(s, card, zone, Date.now()), true),
    move: (card: QuadrantCard, from: QuadrantZone, to: QuadrantZone) => apply((s) => moveCard(s, card, from, to, Date.now()), true),
    remove: (card: QuadrantCard, zone: QuadrantZone) => apply((s) => removeCard(s, card, zone), true),
    shuffle: () => apply((s) => shufflePool(s), false),
  };
}
