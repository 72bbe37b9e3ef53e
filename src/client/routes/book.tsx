import { readerBookOf } from '@/content/stories/reader-book';
import { shelfBook } from '@/content/stories/shelf';
import { useLoaderData, useLocation, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { bookPageHandle } from '../app/page-lang';
import { metaFor } from '../app/seo';
import { SiteNavList } from '../app/site-nav-list';
import { bookRouteOf, printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { FIRST_PAGE_LAID_OUT } from '../features/reader/page-mode/first-page-layout';
import { WhoIsPlayingPrompt } from '../lib/family-progress/who-is-playing-prompt';

/**
 * One module reads every book (/book/<id>). The book is loaded while the page is prerendered and
 * sent with its HTML, so its text (in both languages) is not in any page's script as well.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = bookRouteOf(new URL(request.url).pathname);
  const shelved = route && shelfBook(route.bookId);
  if (!shelved) throw new Response('No such book', { status: 404 });
  const [book, reader] = await Promise.all([shelved.load(), shelved.loadReader()]);
  return { book: readerBookOf(book), reader };
}

export const handle = bookPageHandle;

/**
 * The browser draws nothing until the first page's layout script has run (Chromium; others ignore it): a slow
 * phone could otherwise paint the page as prerendered, and then move it.
 */
export const links: LinksFunction = () => [{ rel: 'expect', href: `#${FIRST_PAGE_LAID_OUT}`, blocking: 'render' }];

export const meta: MetaFunction = ({ location }) => {
  const route = bookRouteOf(location.pathname);
  return route ? metaFor(route) : [];
};

export default function Page() {
  const { book, reader } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <>
      <WhoIsPlayingPrompt />
      <BookReader book={book} words={reader} printTo={printPath(book.story.id)} siteMenu={<SiteNavList pathname={pathname} size="small" />} />
    </>
  );
}
