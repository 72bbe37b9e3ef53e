import { readerBookOf } from '@/content/stories/reader-book';
import { shelfBook } from '@/content/stories/shelf';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { bookPageHandle } from '../app/page-lang';
import { metaFor } from '../app/seo';
import { bookRouteOf } from '../app/site-routes';
import { PrintBook } from '../features/reader/print/print-book';

/**
 * One module prints every book (/book/<id>/print). The book is read while the page is
 * prerendered and sent with its HTML, so no print page's script carries the other books.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const route = bookRouteOf(new URL(request.url).pathname);
  const shelved = route && shelfBook(route.bookId);
  if (!shelved) throw new Response('No such book', { status: 404 });
  return { book: readerBookOf(await shelved.load()) };
}

export const handle = bookPageHandle;

export const meta: MetaFunction = ({ location }) => {
  const route = bookRouteOf(location.pathname);
  return route ? metaFor(route) : [];
};

export default function Page() {
  const { book } = useLoaderData<typeof loader>();
  return <PrintBook book={book} />;
}
