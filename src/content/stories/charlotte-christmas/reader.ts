import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: 'Home', icon: '🏠', tone: 'quiet' },
  printLabel: 'Print this book',
  end: { title: 'The End', message: 'Merry Christmas! Thank you for reading Charlotte’s story.', links: [{ to: '/', label: 'Home', icon: '🏠' }] },
  translated: {
    back: '홈으로',
    printLabel: '이 책 인쇄하기',
    end: { title: '끝', message: '메리 크리스마스! 샬럿의 이야기를 읽어 주어서 고마워요.', links: ['홈으로'] },
  },
  talkTogether: {
    happened: {
      en: 'Charlotte had only three dollars. How did she find a present for everyone?',
      ko: '샬럿은 3달러밖에 없었어요. 어떻게 모두에게 선물을 줄 수 있었을까요?',
    },
    feeling: {
      en: 'How do you think Charlotte felt when Grandma said they couldn’t come? And when Grandma opened the door?',
      ko: '할머니 할아버지가 못 오신다고 했을 때 샬럿은 어떤 기분이었을까요? 할머니가 문을 열었을 때는요?',
    },
    myLife: {
      en: 'If you could make a present for someone you love, what would you make?',
      ko: '사랑하는 사람에게 선물을 직접 만들어 준다면, 무엇을 만들고 싶나요?',
    },
  },
};
