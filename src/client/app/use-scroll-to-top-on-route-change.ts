import { useEffect } from 'react';
import { useLocation } from 'react-router';

export const ROUTE_SCROLL_REPEAT_MS = 100;

/** SPEC §1: scroll to the top on every route change, and again after 100 ms once late content has laid out. */
export function useScrollToTopOnRouteChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    const again = window.setTimeout(() => window.scrollTo(0, 0), ROUTE_SCROLL_REPEAT_MS);
    return () => window.clearTimeout(again);
  }, [pathname]);
}
