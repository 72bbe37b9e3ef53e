import { useContext, useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, UNSAFE_FrameworkContext, useMatches } from 'react-router';
import appCss from './app.css?url';
import { koreanFontCheckScript } from './app/korean-font-check';
import koreanWebFontCss from './korean-web-font.css?url';
import { AppShell } from './app/app-shell';
import { invokersScript } from './app/invokers-fallback';
import { isStaticPage, staticPageScript } from './app/static-page';
import { pageHandleSays, usePageLang } from './app/page-lang';
import { familyDeviceScript } from './lib/family-code/family-device-script';
import { markHydrated } from './lib/hydrated-mark';

export const links = () => [
  // 'precedence' lets React put the stylesheet ahead of the script preloads, so first paint does not wait on them.
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  const lang = usePageLang();
  // Decided in the prerender only: a page that runs no bundle gets no React Router scripts, and the app,
  // once running, draws every page it navigates to (decision 061).
  // The SPA fallback page (for paths not prerendered) is rendered at '/' too, and must always boot the app.
  const spaFallback = useContext(UNSAFE_FrameworkContext)?.isSpaMode === true;
  const matches = useMatches();
  const runsNoBundle = import.meta.env.SSR && !spaFallback && isStaticPage(matches);
  const marksFamilyDevice = pageHandleSays(matches, 'marksFamilyDevice');
  return (
    <html lang={lang} data-runs-no-bundle={runsNoBundle ? '' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* In the head: an inline script in the body stops the parser there until the stylesheet has come, so
            the first paint would be the header alone, and the rest would be laid out in a task of its own. */}
        {marksFamilyDevice && <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? familyDeviceScript() : '' }} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* After the page's content, so it never holds up the first paint. It runs from the prerendered
            HTML; the browser's bundle keeps that element as it is rather than carry the script's source. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? koreanFontCheckScript(koreanWebFontCss) : '' }} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? invokersScript() : '' }} />
        {runsNoBundle ? (
          <script dangerouslySetInnerHTML={{ __html: staticPageScript() }} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Scripts load after the first paint (decision 015), so a prerendered button can be seen before it works;
  // the mark tells browser tests, and anyone debugging, that the page now answers.
  useEffect(markHydrated, []);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main className="mx-auto max-w-xl px-6 py-20 text-center">
      <h1 className="text-3xl font-bold">앗, 문제가 생겼어요</h1>
      <p className="mt-4 text-lg">{message} 페이지를 새로 고치거나 홈으로 돌아가 주세요.</p>
      <a className="mt-8 inline-flex min-h-11 items-center rounded-full bg-indigo-600 px-6 font-bold text-white" href="/">
        홈으로 가기
      </a>
    </main>
  );
}
