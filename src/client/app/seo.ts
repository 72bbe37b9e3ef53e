import type { MetaDescriptor } from 'react-router';
import { pageRoute, SITE_NAME, type PagePath, type SiteRoute } from './page-routes';

/** Absolute origin for canonical and Open Graph URLs; set VITE_SITE_URL when building for a real domain. */
const SITE_URL = (import.meta.env.VITE_SITE_URL as string | undefined)?.replace(/\/$/, '') ?? 'http://localhost:3000';

/** The <head> tags a page needs for search engines and social previews (KakaoTalk, Facebook, X). */
export function metaFor(route: SiteRoute, options: { canonical?: boolean } = {}): MetaDescriptor[] {
  const url = `${SITE_URL}${route.path}`;
  const image = `${SITE_URL}/og-image.png`;
  const tags: MetaDescriptor[] = [
    { title: route.title },
    { name: 'description', content: route.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: route.lang === 'ko' ? 'ko_KR' : 'en_US' },
    { property: 'og:title', content: route.title },
    { property: 'og:description', content: route.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: route.title },
    { name: 'twitter:description', content: route.description },
    { name: 'twitter:image', content: image },
  ];
  if (options.canonical !== false) tags.push({ tagName: 'link', rel: 'canonical', href: url });
  return tags;
}

export function pageMeta(path: PagePath): MetaDescriptor[] {
  return metaFor(pageRoute(path));
}
