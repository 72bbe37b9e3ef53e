import { koreanCharlotteBirthdayBook } from '@/content/stories/korean-charlotte-birthday/story';
import { useLoaderData } from 'react-router';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/korean-charlotte-birthday');

const PRINT_PATH = printPath('korean-charlotte-birthday');

// Read while the page is prerendered and sent with its HTML, so the book's text (in both
// languages) is not in the page's script as well.
export const loader = () => ({ book: koreanCharlotteBirthdayBook });

export default function Page() {
  const { book } = useLoaderData<typeof loader>();
  return (
    <BookReader
      book={book}
      actions={
        <>
          <ButtonLink to="/" tone="quiet">
            <span aria-hidden="true">🏠</span> 홈으로
          </ButtonLink>
          <ButtonLink to={PRINT_PATH} tone="secondary">
            <span aria-hidden="true">🖨️</span> 인쇄용 페이지
          </ButtonLink>
        </>
      }
      end={
        <EndBlock title="끝" message="샬럿의 아홉 번째 생일 이야기를 끝까지 읽어 주어서 고마워요.">
          <ButtonLink to="/">
            <span aria-hidden="true">🏠</span> 홈으로
          </ButtonLink>
          <ButtonLink to={PRINT_PATH} tone="secondary">
            <span aria-hidden="true">🖨️</span> 인쇄해서 읽기
          </ButtonLink>
        </EndBlock>
      }
    />
  );
}
