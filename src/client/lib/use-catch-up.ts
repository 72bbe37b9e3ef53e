import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { holdHydratedMark, isHydrated } from './hydrated-mark';

/**
 * For a part of the page that learns what only the browser knows (a stored choice, a measured size) while React
 * takes the prerendered page over: `catchUp(update)` renders the update in a transition, in slices between frames,
 * not as a synchronous re-render inside the takeover's task that a tap would wait behind, and holds the page's
 * ready mark (`html[data-hydrated]`) until that render is on screen. Once the page is taken over, an update is
 * made at once.
 */
export function useCatchUp(): (update: () => void) => void {
  const [caughtUp, setCaughtUp] = useState(isHydrated);
  const hold = useRef<(() => void) | null>(null);
  useEffect(() => {
    const release = () => {
      hold.current?.();
      hold.current = null;
    };
    if (caughtUp) release();
    return release;
  }, [caughtUp]);
  return useCallback((update: () => void) => {
    if (isHydrated()) return update();
    hold.current ??= holdHydratedMark();
    startTransition(() => {
      update();
      setCaughtUp(true);
    });
  }, []);
}
