import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * docs/product.md §9: data stays fresh for 5 minutes and is not refetched when the window regains focus.
 * Reads run offline too (offlineFirst): the service worker answers them from what the device saved, and
 * when it has nothing the page says so; paused queries left a page saying "loading" for as long as the
 * device stayed offline.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    },
  });
}

let sharedClient: QueryClient | undefined;

/**
 * The data cache, around the pages that fetch (the score report, the board, the planner) rather than the
 * whole site, so pages that never fetch do not load TanStack Query. One client for the tab, so the board
 * saved on one page is still cached when the planner opens.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  sharedClient ??= createQueryClient();
  return <QueryClientProvider client={sharedClient}>{children}</QueryClientProvider>;
}
