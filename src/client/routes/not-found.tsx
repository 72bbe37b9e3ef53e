import { useEffect, useState } from 'react';
import { metaFor } from '../app/seo';
import { notFoundRoute } from '../app/page-routes';
import { ButtonLink } from '../ui/button-link';

export const meta = () => metaFor(notFoundRoute, { canonical: false });

/** Korean first like the rest of the site; the English title and a short developer hint stay under it. */
export default function NotFound() {
  // The same prerendered HTML serves every unknown path, so the path is filled in after load.
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(window.location.pathname), []);
  return (
    <div className="mx-auto max-w-2xl px-6 py-16 text-center">
      <p aria-hidden="true" className="text-7xl">
        🧭
      </p>
      <h1 className="mt-4 text-4xl font-extrabold text-slate-900">
        앗, 길을 잃었어요
        <span lang="en" className="mt-1 block text-xl font-bold text-slate-500">
          Page Not Found
        </span>
      </h1>
      <p className="mt-4 text-lg text-slate-700">
        찾는 페이지가 여기에는 없어요. 주소에 틀린 글자가 있는지 살펴보거나, 아래 버튼으로 이야기와 게임을 찾아가 보세요.
      </p>
      <p lang="en" className="mt-1 text-base text-slate-500">
        We looked everywhere, but this page is not here.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">홈으로 가기</ButtonLink>
        <ButtonLink to="/stories" tone="quiet">
          이야기 읽기
        </ButtonLink>
        <ButtonLink to="/games" tone="quiet">
          게임하기
        </ButtonLink>
      </div>
      <pre lang="en" className="mx-auto mt-10 max-w-full rounded-2xl bg-slate-900 p-5 text-left text-sm leading-relaxed whitespace-pre-wrap text-emerald-300">
        <code>{`GET ${path ?? '(this page)'}\n→ 404: no page has this address.\n  Hint: check the address for typos; every page is listed in /sitemap.xml`}</code>
      </pre>
    </div>
  );
}
