import type { UIMatch } from 'react-router';
import { inlineScript } from '../lib/inline-script';
import { pageHandleSays, type PageHandle } from './page-lang';

/**
 * A page that runs no bundle (docs/decisions/061-a-home-page-without-a-bundle.md): its route exports
 * `handle = staticPage`, and root.tsx prerenders it without React Router's scripts, with `staticPageScript`
 * instead. Reached by a link inside the app, it is drawn by the app like any other page.
 */
export const staticPage: PageHandle = { runsNoBundle: true };

export function isStaticPage(matches: readonly UIMatch[]): boolean {
  return pageHandleSays(matches, 'runsNoBundle');
}

/** The elements and names the static page's script works with; the components render the same ids. */
export const STATIC_PAGE_PARTS = {
  offlineNoteId: 'offline-note',
  installHintId: 'install-hint',
  installButtonId: 'install-hint-install',
  dismissButtonId: 'install-hint-dismiss',
  dismissedKey: 'iyagi:install-hint-dismissed',
  serviceWorkerUrl: '/sw.js',
};

/** The browser's install offer, which the page shows at a moment of its own choosing. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

/**
 * What the app shell does on other pages, done without it (storage that refuses only means the install card
 * comes back next visit): the offline note follows the connection, the
 * install card appears when the browser offers to install (unless the family said no on this device), the
 * service worker is registered once the page is idle, and the page is marked as answering (browser tests
 * and benches wait for that mark, as on a page React has taken over).
 */
function startStaticPage(parts: typeof STATIC_PAGE_PARTS): void {
  const byId = (id: string) => document.getElementById(id);
  const note = byId(parts.offlineNoteId);
  const followConnection = () => {
    if (note) note.hidden = navigator.onLine;
  };
  window.addEventListener('online', followConnection);
  window.addEventListener('offline', followConnection);
  followConnection();

  const hint = byId(parts.installHintId);
  let offer: InstallPromptEvent | null = null;
  const hideHint = () => {
    offer = null;
    if (hint) hint.hidden = true;
  };
  const refused = () => {
    try {
      return localStorage.getItem(parts.dismissedKey) !== null;
    } catch {
      return false;
    }
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    if (hint && !refused()) hint.hidden = false;
  });
  window.addEventListener('appinstalled', hideHint);
  byId(parts.installButtonId)?.addEventListener('click', () => {
    const chosen = offer;
    hideHint();
    void chosen?.prompt();
  });
  const rememberRefusal = () => {
    try {
      localStorage.setItem(parts.dismissedKey, '1');
    } catch {
      return;
    }
  };
  byId(parts.dismissButtonId)?.addEventListener('click', () => {
    rememberRefusal();
    hideHint();
  });

  if ('serviceWorker' in navigator) {
    const register = () => {
      navigator.serviceWorker.register(parts.serviceWorkerUrl).catch((error: unknown) => console.warn('offline support could not start', error));
    };
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  }
  document.documentElement.dataset.hydrated = '';
}

export const staticPageScript = () => inlineScript(startStaticPage, STATIC_PAGE_PARTS);
