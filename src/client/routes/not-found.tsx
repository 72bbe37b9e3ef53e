import { useEffect, useState } from 'react';
import { metaFor } from '../app/seo';
import type { PageHandle } from '../app/page-lang';
import { notFoundRoute } from '../app/page-routes';
import { ButtonLink } from '../ui/button-link';

export const handle: PageHandle = { lang: () => 'en' };

export const meta = () => metaFor(notFoundRoute, { canonical: false });

export default function NotFound() {
  // The same prerendered HTML serves every unknown path, so the path is filled in after load.
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(window.location.pathname), []);
  return (
    <div className="mx-auto max-w-2xl px-6 py-16 text-center" lang="en">
      <p aria-hidden="true" className="text-7xl">🧭</p>
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-lg text-slate-700">
        <span lang="ko">길을 잃었나 봐요. 찾는 페이지가 없어요.</span> We looked everywhere, but this page is not here.
      </p>
      <pre className="mx-auto mt-8 max-w-full rounded-2xl bg-slate-900 p-5 text-left text-sm leading-relaxed whitespace-pre-wrap text-emerald-300">
        <code>
          {`GET ${path ?? '(this page)'}\n→ 404: no route matches this path.\n  Hint: check the address for typos, or see the routes in src/client/app/site-routes.ts`}
        </code>
      </pre>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go home · 홈으로</ButtonLink>
        <ButtonLink to="/stories" tone="quiet">
          Stories · 이야기
        </ButtonLink>
      </div>
    </div>
  );
}
