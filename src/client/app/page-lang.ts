import { notFoundRoute, siteRoutes } from './site-routes';

/** The page's main language, so screen readers and hyphenation use the right one. */
export function pageLang(pathname: string): 'ko' | 'en' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return siteRoutes.find((r) => r.path === path)?.lang ?? notFoundRoute.lang;
}
