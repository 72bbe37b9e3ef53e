import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { familyCodeHeaders } from '@/shared/family-code';
import { FamilyRecordsDeletedSchema, KeptQuizScoreRecordListSchema, SCORE_LIST_LIMIT_MAX } from '@/shared/quiz-score';
import { deleteJson, getJson } from '../../lib/api';

const LOAD_ERROR = 'Failed to load quiz scores';

export const quizScoreKeys = {
  family: (code: string) => ['quiz-scores', code] as const,
  all: (code: string) => ['quiz-scores', code, 'all'] as const,
  player: (code: string, name: string) => ['quiz-scores', code, 'player', name] as const,
};

/** Logs a failed load (docs/product.md §8: score load failures are logged only); the query itself ends its loading state. */
function useLogFailure(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.error(`Could not load ${what}:`, error);
  }, [error, what]);
}

/**
 * The family code's 100 most recent records, and the chosen player's records. Both are fetched again each time
 * they are chosen (staleTime 0, docs/product.md §4), one try only so a failure ends the loading state at once.
 */
export function useQuizScores(code: string, player: string | null) {
  const headers = familyCodeHeaders(code);
  const all = useQuery({
    queryKey: quizScoreKeys.all(code),
    queryFn: () => getJson(`/api/quiz-scores?limit=${SCORE_LIST_LIMIT_MAX}`, KeptQuizScoreRecordListSchema, LOAD_ERROR, headers),
    staleTime: 0,
    retry: false,
  });
  const chosen = useQuery({
    queryKey: quizScoreKeys.player(code, player ?? ''),
    queryFn: () => getJson(`/api/quiz-scores/${encodeURIComponent(player ?? '')}`, KeptQuizScoreRecordListSchema, LOAD_ERROR, headers),
    enabled: player !== null,
    staleTime: 0,
    retry: false,
  });
  useLogFailure(all.error, 'quiz scores');
  useLogFailure(chosen.error, `${player ?? ''}'s quiz scores`);

  const shownQuery = player === null ? all : chosen;
  return {
    /** Every loaded record of this code: the family or class, for the filter buttons and the class-wide analysis. */
    allRecords: all.data ?? [],
    /** The records the filter selects; empty after a failed load. */
    shownRecords: shownQuery.data ?? [],
    // Pending also covers the prerendered HTML, so it shows the spinner, not a false "no records yet".
    isLoading: shownQuery.isPending,
    isError: shownQuery.isError,
    isRefreshing: shownQuery.isFetching && !shownQuery.isPending,
    reloadAll: () => void all.refetch(),
    retry: () => void shownQuery.refetch(),
  };
}

/** Deletes every record under the code; answers how many quiz records and progress rows went. */
export function deleteFamilyRecords(code: string): Promise<{ deleted: number; progressDeleted: number }> {
  return deleteJson('/api/quiz-scores', FamilyRecordsDeletedSchema, 'Failed to delete quiz scores', familyCodeHeaders(code));
}
