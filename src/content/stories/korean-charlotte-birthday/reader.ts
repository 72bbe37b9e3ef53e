import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: '홈으로', icon: '🏠', tone: 'quiet' },
  printLabel: '인쇄용 페이지',
  end: { title: '끝', message: '샬럿의 아홉 번째 생일 이야기를 끝까지 읽어 주어서 고마워요.', links: [{ to: '/', label: '홈으로', icon: '🏠' }, { to: '/book/korean-charlotte-birthday/print', label: '인쇄해서 읽기', icon: '🖨️', tone: 'secondary' }] },
};
