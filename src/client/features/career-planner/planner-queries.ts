import { useQuery } from '@tanstack/react-query';
import { BOARD_FETCH_RETRIES, type CareerRecommendation } from '@/shared/career';
import { fetchBoard, fetchFreshRecommendations, fetchNextSteps } from './planner-api';

export const plannerKeys = {
  board: (sessionId: string | null) => ['career-planner', 'board', sessionId] as const,
  recommendations: ['career-recommendations'] as const,
  recommendationsFor: (sessionId: string | null, page: number) => ['career-recommendations', sessionId, page] as const,
  nextSteps: (sessionId: string | null, title: string | undefined) => ['career-next-steps', sessionId, title] as const,
};

/** docs/product.md §7/§9: retried 3 times and never cached, so the planner always sees the board as it is now. */
export function useBoardQuery(sessionId: string | null) {
  return useQuery({
    queryKey: plannerKeys.board(sessionId),
    queryFn: () => fetchBoard(sessionId!),
    enabled: sessionId !== null,
    retry: BOARD_FETCH_RETRIES,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Starts only once the board has loaded with cards on it; a new page ('see other jobs') fetches again. */
export function useRecommendationsQuery(sessionId: string | null, boardReady: boolean, page: number) {
  return useQuery({
    queryKey: plannerKeys.recommendationsFor(sessionId, page),
    queryFn: () => fetchFreshRecommendations(sessionId!, page),
    enabled: sessionId !== null && boardReady,
    staleTime: 0,
  });
}

export function useNextStepsQuery(sessionId: string | null, career: CareerRecommendation | null) {
  return useQuery({
    queryKey: plannerKeys.nextSteps(sessionId, career?.title),
    queryFn: () => fetchNextSteps(sessionId!, career!),
    enabled: sessionId !== null && career !== null,
    staleTime: 0,
    // One retry: the child is waiting, and a fallback list follows a failure anyway.
    retry: 1,
  });
}
