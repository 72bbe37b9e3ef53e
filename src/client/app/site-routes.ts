import { shelfEntries } from '../../content/stories/shelf-entries';
import { notFoundRoute, pageRoutes, type SiteRoute } from './page-routes';
import { withoutTrailingSlash } from './paths';

export type { SiteRoute } from './page-routes';

/** A book's print page. */
export function printPath(bookId: string): string {
  return `/book/${bookId}/print`;
}

/** Each book on the shelf has a reader page and a print page, served by one module each. */
const bookRoutes: SiteRoute[] = shelfEntries.flatMap((book) => {
  const lang = book.story.language === 'Korean' ? 'ko' : 'en';
  const id = book.story.id;
  return [
    { path: `/book/${id}`, file: 'routes/book.tsx', bookId: id, lang, ...book.page },
    { path: printPath(id), file: 'routes/book-print.tsx', bookId: id, lang, ...book.printPage },
  ];
});

/**
 * Every page of the site with its own title and description (docs/product.md §2). The prerender
 * list, the sitemap, the route table and the tests all read this one table.
 */
export const siteRoutes: readonly SiteRoute[] = [...pageRoutes, ...bookRoutes];

export const prerenderPaths = [...siteRoutes.map((r) => r.path), notFoundRoute.path];

/** The reader or print page at `pathname` (trailing slash or not), if it is one. */
export function bookRouteOf(pathname: string): (SiteRoute & { bookId: string }) | undefined {
  const path = withoutTrailingSlash(pathname);
  return siteRoutes.find((r): r is SiteRoute & { bookId: string } => r.bookId !== undefined && r.path === path);
}
