import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: '홈으로', icon: '🏠', tone: 'quiet' },
  printLabel: '인쇄용 페이지',
  end: {
    title: '끝',
    message: '샬럿의 아홉 번째 생일 이야기를 끝까지 읽어 주어서 고마워요.',
    links: [
      { to: '/', label: '홈으로', icon: '🏠' },
      { to: '/book/korean-charlotte-birthday/print', label: '인쇄해서 읽기', icon: '🖨️', tone: 'secondary' },
    ],
  },
  translated: {
    back: 'Home',
    printLabel: 'Printable page',
    end: { title: 'The End', message: 'Thank you for reading Charlotte’s ninth birthday story all the way to the end.', links: ['Home', 'Print and read'] },
  },
  talkTogether: {
    happened: {
      ko: '비 때문에 공원 소풍을 못 하게 되자, 샬럿은 어떤 생각을 해냈나요?',
      en: 'When the rain spoiled the park picnic, what idea did Charlotte have?',
    },
    feeling: {
      ko: '정자에서 비가 그치기를 기다릴 때 샬럿은 어떤 마음이었을까요?',
      en: 'How do you think Charlotte felt, waiting in the pavilion for the rain to stop?',
    },
    myLife: { ko: '하고 싶던 일이 뜻대로 안 된 적이 있나요? 그때 어떻게 했나요?', en: 'Has a plan of yours ever gone wrong? What did you do then?' },
  },
};
