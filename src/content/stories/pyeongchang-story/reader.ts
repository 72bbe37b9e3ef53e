import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: '서재로 돌아가기', icon: '←', tone: 'quiet' },
  printLabel: '인쇄용 페이지',
  end: { title: '끝', message: '서준이의 지도를 끝까지 봐 주어서 고마워요. 여러분의 동네 지도에는 무엇을 그려 넣고 싶나요?', links: [{ to: '/', label: '다른 이야기 읽기' }] },
};
