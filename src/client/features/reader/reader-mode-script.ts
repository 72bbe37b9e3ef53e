import { inlineScript } from '../../lib/inline-script';
import { PREFS_KEY } from './reader-prefs';

/**
 * Runs in the prerendered book page before its layouts are drawn: a family that chose page or scroll
 * mode gets that layout from the first paint (app.css reads the mark), not after the scripts load.
 * Unreadable storage or a broken entry leaves the mark off, and the screen's own layout shows.
 */
function markReaderMode(prefsKey: string): void {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(prefsKey) ?? '{}');
    const mode = typeof stored === 'object' && stored !== null && 'mode' in stored ? stored.mode : undefined;
    if (mode === 'page' || mode === 'scroll') document.documentElement.dataset.readerMode = mode;
  } catch {
    return;
  }
}

/** The mark as the inline script the prerendered book page carries. */
export const readerModeScript = () => inlineScript(markReaderMode, PREFS_KEY);
