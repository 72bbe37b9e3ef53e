import { koreanCharlotteBirthdayBook } from '@/content/stories/korean-charlotte-birthday/story';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/korean-charlotte-birthday');

const PRINT_PATH = printPath('korean-charlotte-birthday');

export default function Page() {
  return (
    <BookReader
      book={koreanCharlotteBirthdayBook}
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
