import { notFoundRoute, siteRoutes, withoutTrailingSlash } from './site-routes';

/** The page's main language, so screen readers and hyphenation use the right one. */
export function pageLang(pathname: string): 'ko' | 'en' {
  const path = withoutTrailingSlash(pathname);
  return siteRoutes.find((r) => r.path === path)?.lang ?? notFoundRoute.lang;
}
