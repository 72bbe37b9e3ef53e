import { clampPage } from './book-pages';
import type { Turn } from './page-mode/page-gestures';
import { inlineScript } from '../../lib/inline-script';

/** Where the prerendered page keeps the page turns tapped before its scripts took over. */
export const EARLY_TURNS = '__iyagiEarlyTurns';

/**
 * Runs in the prerendered book page: until React has taken the page over (root.tsx marks
 * html[data-hydrated]), a tap on a page-turn button ([data-turn]) is written down, in window[storeKey],
 * so the reader can honour it when it starts. A chapter tapped that early needs nothing: its link changes
 * the address's #.
 */
function recordEarlyTurns(storeKey: string): void {
  const turns: string[] = [];
  (window as unknown as Record<string, unknown>)[storeKey] = turns;
  document.addEventListener(
    'click',
    (event) => {
      if ('hydrated' in document.documentElement.dataset) return;
      const button = event.target instanceof Element ? event.target.closest('[data-turn]') : null;
      if (button && !(button instanceof HTMLButtonElement && button.disabled)) turns.push(button.getAttribute('data-turn') ?? '');
    },
    true,
  );
}

/** The recorder as the inline script the prerendered book page carries. */
export const earlyTapsScript = () => inlineScript(recordEarlyTurns, EARLY_TURNS);

/** The chapter an address's # names (#chapter-3), or null. */
export function chapterInHash(hash: string): number | null {
  const match = /^#chapter-(\d+)$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * The page a book opens at. A chapter or a page turn tapped before the scripts ran wins over the
 * remembered page: the turns count from the page on screen then (the chapter's first, or the first).
 */
export function openingPage(resumed: number, count: number, early: { chapterPage: number | null; turns: readonly Turn[] }): number {
  if (early.chapterPage === null && early.turns.length === 0) return resumed;
  return early.turns.reduce((page, turn) => clampPage(turn === 'next' ? page + 1 : page - 1, count), early.chapterPage ?? 0);
}

/** The turns the prerendered page wrote down, taken once: a later book opened in the app starts clean. */
export function takeEarlyTurns(): Turn[] {
  const store = window as unknown as Record<string, unknown>;
  const turns = store[EARLY_TURNS];
  store[EARLY_TURNS] = [];
  return Array.isArray(turns) ? turns.filter((turn): turn is Turn => turn === 'next' || turn === 'previous') : [];
}
