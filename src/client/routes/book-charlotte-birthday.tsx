import { charlotteBirthdayBook } from '@/content/stories/charlotte-birthday/story';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/charlotte-birthday');

export default function Page() {
  return (
    <BookReader
      book={charlotteBirthdayBook}
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
