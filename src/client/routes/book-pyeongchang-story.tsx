import { pyeongchangStoryBook } from '@/content/stories/pyeongchang-story/story';
import { useLoaderData } from 'react-router';
import { pageMeta } from '../app/seo';
import { printPath } from '../app/site-routes';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/pyeongchang-story');

// Read while the page is prerendered and sent with its HTML, so the book's text (in both
// languages) is not in the page's script as well.
export const loader = () => ({ book: pyeongchangStoryBook });

export default function Page() {
  const { book } = useLoaderData<typeof loader>();
  return (
    <BookReader
      book={book}
      actions={
        <>
          <ButtonLink to="/" tone="quiet">
            <span aria-hidden="true">←</span> 서재로 돌아가기
          </ButtonLink>
          <ButtonLink to={printPath('pyeongchang-story')} tone="secondary">
            <span aria-hidden="true">🖨️</span> 인쇄용 페이지
          </ButtonLink>
        </>
      }
      end={
        <EndBlock title="끝" message="서준이의 지도를 끝까지 봐 주어서 고마워요. 여러분의 동네 지도에는 무엇을 그려 넣고 싶나요?">
          <ButtonLink to="/">다른 이야기 읽기</ButtonLink>
        </EndBlock>
      }
    />
  );
}
