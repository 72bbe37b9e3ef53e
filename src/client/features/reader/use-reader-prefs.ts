import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from './local-store';
import { noPrefs, parsePrefs, PREFS_KEY, type ReaderPrefs } from './reader-prefs';

const PHONE_QUERY = '(max-width: 767px)';

/**
 * The family's stored choices. The prerendered page knows none of them, so it renders the
 * defaults and `loaded` turns true once the device's choices (and its screen size) are read.
 */
export function useReaderPrefs() {
  const [prefs, setPrefs] = useState<ReaderPrefs>(noPrefs);
  const [phone, setPhone] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    setPrefs(parsePrefs(readStored(PREFS_KEY)));
    setPhone(window.matchMedia(PHONE_QUERY).matches);
    setLoaded(true);
  }, []);
  const update = useCallback((change: Partial<ReaderPrefs>) => {
    setPrefs((current) => {
      const next = { ...current, ...change };
      writeStored(PREFS_KEY, JSON.stringify(next));
      return next;
    });
  }, []);
  // Page mode is the default on phones; on larger screens the book scrolls unless chosen otherwise.
  const mode = prefs.mode ?? (phone ? 'page' : 'scroll');
  return { prefs, mode, loaded, update };
}
