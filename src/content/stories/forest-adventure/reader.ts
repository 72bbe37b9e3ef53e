import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: 'Back to Library', icon: '←', tone: 'quiet' },
  printLabel: 'Print this book',
  end: {
    title: 'The End',
    message: 'Bramble is home safe, and the forest friends are together again. Thank you for reading!',
    links: [{ to: '/', label: 'Read More Stories' }],
  },
  translated: {
    back: '이야기 목록으로',
    printLabel: '이 책 인쇄하기',
    end: { title: '끝', message: '브램블이 무사히 집에 돌아왔고, 숲속 친구들이 다시 함께 모였어요. 읽어 주어서 고마워요!', links: ['다른 이야기 더 읽기'] },
  },
  talkTogether: {
    happened: {
      en: 'The bridge broke and the branch floated away. How did everyone get Bramble across the river in the end?',
      ko: '다리가 부러지고 나뭇가지도 떠내려갔어요. 모두 어떻게 브램블을 강 건너로 데려왔을까요?',
    },
    feeling: {
      en: 'How do you think Bramble felt when the third stone wobbled? What helped her keep going?',
      ko: '세 번째 돌이 흔들렸을 때 브램블은 어떤 기분이었을까요? 무엇이 브램블에게 힘이 되었을까요?',
    },
    myLife: {
      en: 'If you drew a map of a place you love, what would you put on it?',
      ko: '좋아하는 곳의 지도를 그린다면, 무엇을 그려 넣고 싶나요?',
    },
  },
};
