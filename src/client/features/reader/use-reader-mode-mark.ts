import { useEffect } from 'react';
import type { ViewMode } from './reader-prefs';

/**
 * Keeps <html data-reader-mode> on the mode on show once the choices are read (the prerendered page's
 * one-line script sets it from the stored choice before then): app.css folds the site's header away on a
 * phone in page mode, and must not while the book scrolls.
 */
export function useReaderModeMark(loaded: boolean, mode: ViewMode) {
  useEffect(() => {
    if (!loaded) return;
    const root = document.documentElement;
    root.dataset.readerMode = mode;
    return () => {
      delete root.dataset.readerMode;
    };
  }, [loaded, mode]);
}
