import { forestAdventureBook } from '@/content/stories/forest-adventure/story';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/forest-adventure');

export default function Page() {
  return (
    <BookReader
      book={forestAdventureBook}
      actions={
        <>
          <ButtonLink to="/" tone="quiet">
            <span aria-hidden="true">←</span> Back to Library
          </ButtonLink>
          <ButtonLink to={printPath('forest-adventure')} tone="secondary">
            <span aria-hidden="true">🖨️</span> Print this book
          </ButtonLink>
        </>
      }
      end={
        <EndBlock title="The End" message="Bramble is home safe, and the forest friends are together again. Thank you for reading!">
          <ButtonLink to="/">Read More Stories</ButtonLink>
        </EndBlock>
      }
    />
  );
}
