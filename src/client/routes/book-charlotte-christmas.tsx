import { charlotteChristmasBook } from '@/content/stories/charlotte-christmas/story';
import { useLoaderData } from 'react-router';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/charlotte-christmas');

// Read while the page is prerendered and sent with its HTML, so the book's text (in both
// languages) is not in the page's script as well.
export const loader = () => ({ book: charlotteChristmasBook });

export default function Page() {
  const { book } = useLoaderData<typeof loader>();
  return (
    <BookReader
      book={book}
      actions={
        <>
          <ButtonLink to="/" tone="quiet">
            <span aria-hidden="true">🏠</span> Home
          </ButtonLink>
          <ButtonLink to={printPath('charlotte-christmas')} tone="secondary">
            <span aria-hidden="true">🖨️</span> Print this book
          </ButtonLink>
        </>
      }
      end={
        <EndBlock title="The End" message="Merry Christmas! Thank you for reading Charlotte's story.">
          <ButtonLink to="/">
            <span aria-hidden="true">🏠</span> Home
          </ButtonLink>
        </EndBlock>
      }
    />
  );
}
