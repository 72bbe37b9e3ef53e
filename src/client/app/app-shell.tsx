import { useEffect, type ReactNode } from 'react';
import { startOutbox } from './outbox/outbox';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ToastProvider } from './toast';
import { useScrollToTopOnRouteChange } from './use-scroll-to-top-on-route-change';

export function AppShell({ children }: { children: ReactNode }) {
  useScrollToTopOnRouteChange();
  // Saves left waiting on this device (a quiz finished offline) go out on any page, as soon as they can.
  useEffect(startOutbox, []);
  return (
    <ToastProvider>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-bold focus:shadow-lg"
      >
        본문으로 건너뛰기
      </a>
      <div className="flex min-h-dvh flex-col">
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
      </div>
    </ToastProvider>
  );
}
