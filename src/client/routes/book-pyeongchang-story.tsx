import { pyeongchangStoryBook } from '@/content/stories/pyeongchang-story/story';
import { pageMeta } from '../app/seo';
import { BookReader } from '../features/reader/book-reader';
import { EndBlock } from '../features/reader/end-block';
import { ButtonLink } from '../ui/button-link';

export const meta = () => pageMeta('/book/pyeongchang-story');

export default function Page() {
  return (
    <BookReader
      book={pyeongchangStoryBook}
      actions={
        <ButtonLink to="/" tone="quiet">
          <span aria-hidden="true">←</span> 서재로 돌아가기
        </ButtonLink>
      }
      end={
        <EndBlock title="끝" message="서준이의 지도를 끝까지 봐 주어서 고마워요. 여러분의 동네 지도에는 무엇을 그려 넣고 싶나요?">
          <ButtonLink to="/">다른 이야기 읽기</ButtonLink>
        </EndBlock>
      }
    />
  );
}
