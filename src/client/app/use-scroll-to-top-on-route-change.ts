import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const ROUTE_SCROLL_REPEAT_MS = 100;

/**
 * docs/product.md §1: scroll to the top on every route change, and again after 100 ms once late content has
 * laid out. A link to a place in a page (#chapter-3) keeps its place instead. The page the browser loaded is no
 * route change: it opened at the top, at its #place or where a reload left it, and on a slow phone the reader
 * may have scrolled or followed a chapter link long before the scripts start, so starting up moves nothing.
 */
export function useScrollToTopOnRouteChange() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (hash) return;
    window.scrollTo(0, 0);
    const again = window.setTimeout(() => window.scrollTo(0, 0), ROUTE_SCROLL_REPEAT_MS);
    return () => window.clearTimeout(again);
    // Only a new page scrolls; the hash is read, not watched, so jumping within a page does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}
