import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { holdHydratedMark, isHydrated } from '../../lib/hydrated-mark';
import { readStored, writeStored } from '../../lib/stored';
import { noPrefs, parsePrefs, PREFS_KEY, type ReaderPrefs } from './reader-prefs';

/** Phones and touch tablets turn pages (app.css shows the same layout before the scripts run); desks scroll. */
const PAGES_FIRST_QUERY = '(max-width: 767px), (pointer: coarse)';

/**
 * The family's stored choices. The prerendered page knows none of them, so while React takes it over
 * `loaded` is false and the defaults apply; a book opened from inside the app reads them at once.
 * After taking over, the choices are read in a transition: React renders the switch in slices between
 * frames, where a synchronous re-render of the whole reader was one long task a tap had to wait behind.
 * The page is marked ready (html[data-hydrated]) once the switch is on screen.
 */
export function useReaderPrefs() {
  const [loaded, setLoaded] = useState(isHydrated);
  useEffect(() => {
    if (loaded) return;
    const release = holdHydratedMark();
    startTransition(() => setLoaded(true));
    return release;
  }, [loaded]);
  const [chosen, setChosen] = useState<ReaderPrefs | null>(null);
  const prefs = useMemo(() => chosen ?? (loaded ? parsePrefs(readStored(PREFS_KEY)) : noPrefs), [chosen, loaded]);
  const pagesFirst = useMemo(() => loaded && window.matchMedia(PAGES_FIRST_QUERY).matches, [loaded]);
  const update = useCallback((change: Partial<ReaderPrefs>) => {
    setChosen((current) => {
      const next = { ...(current ?? parsePrefs(readStored(PREFS_KEY))), ...change };
      writeStored(PREFS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  // Page mode is the default on phones and touch tablets; on a desk the book scrolls unless chosen otherwise.
  const mode = prefs.mode ?? (pagesFirst ? 'page' : 'scroll');
  return { prefs, mode, loaded, update };
}
