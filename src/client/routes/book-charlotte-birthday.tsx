import { charlotteBirthdayBook } from '@/content/stories/charlotte-birthday/story';
import { useLoaderData } from 'react-router';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/charlotte-birthday');

// Read while the page is prerendered and sent with its HTML, so the book's text (in both
// languages) is not in the page's script as well.
export const loader = () => ({ book: charlotteBirthdayBook });

export default function Page() {
  const { book } = useLoaderData<typeof loader>();
  return (
    <BookReader
      book={book}
      actions={
        <>
          <ButtonLink to="/stories" tone="quiet">
            <span aria-hidden="true">←</span> Back to Library
          </ButtonLink>
          <ButtonLink to={printPath('charlotte-birthday')} tone="secondary">
            <span aria-hidden="true">🖨️</span> Print this book
          </ButtonLink>
        </>
      }
      end={
        <EndBlock title="The End" message="Happy birthday, Charlotte! Thank you for reading her story.">
          <ButtonLink to="/stories">
            <span aria-hidden="true">📚</span> Read More Stories
          </ButtonLink>
        </EndBlock>
      }
    />
  );
}
