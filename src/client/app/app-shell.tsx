import { useEffect, type ReactNode } from 'react';
import { OfflineNote } from './offline/offline-note';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastProvider, useToast } from '../lib/toast';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top-on-route-change';

/**
 * Offline, its code can fail to load (Firefox once in several runs, with the worker in control and the files in its
 * cache): the page works without it, and the next page that loads tries again.
 */
function noOfflineSupport() {}

/**
 * Offline support: the service worker (registered when the page is idle) and the saves waiting on this device.
 * Neither is needed to draw the page, so both load after it and stay out of every page's first download.
 */
function OfflineSupport() {
  const toast = useToast();
  useEffect(() => {
    let stopped = false;
    let stopOutbox = () => {};
    void Promise.all([import('./offline/register-service-worker'), import('../lib/outbox/outbox')]).then(([worker, outbox]) => {
      if (stopped) return;
      worker.registerServiceWorker((activate) =>
        toast({
          title: '새 버전이 있어요',
          description: '새로 고치면 바로 쓸 수 있어요.',
          duration: Infinity,
          action: { label: '새로 고치기', onClick: activate },
        }),
      );
      // Saves left waiting (a quiz finished offline) go out on any page, as soon as they can.
      stopOutbox = outbox.startOutbox();
    }, noOfflineSupport);
    return () => {
      stopped = true;
      stopOutbox();
    };
  }, [toast]);
  return null;
}

export function AppShell({ children }: { children: ReactNode }) {
  useScrollToTopOnRouteChange();
  return (
    <ToastProvider>
      <OfflineSupport />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-bold focus:shadow-lg"
      >
        본문으로 건너뛰기
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <OfflineNote />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ToastProvider>
  );
}
