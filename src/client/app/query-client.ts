import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: data stays fresh for 5 minutes and is not refetched when the window regains focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
    },
  });
}
