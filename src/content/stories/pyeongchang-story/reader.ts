import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/', label: '서재로 돌아가기', icon: '←', tone: 'quiet' },
  printLabel: '인쇄용 페이지',
  end: {
    title: '끝',
    message: '서준이의 지도를 끝까지 봐 주어서 고마워요. 여러분의 동네 지도에는 무엇을 그려 넣고 싶나요?',
    links: [{ to: '/', label: '다른 이야기 읽기' }],
  },
  translated: {
    back: 'Back to Library',
    printLabel: 'Printable page',
    end: {
      title: 'The End',
      message: 'Thank you for reading Seojun’s map all the way to the end. What would you draw on a map of your own neighborhood?',
      links: ['Read Other Stories'],
    },
  },
  talkTogether: {
    happened: {
      ko: '계곡물에 빠진 지도를 서준이는 어떻게 다시 만들었나요?',
      en: 'After his map fell in the stream, how did Seojun make it again?',
    },
    feeling: {
      ko: '젖은 지도가 찌익 찢어졌을 때, 서준이 마음은 어땠을까요?',
      en: 'How do you think Seojun felt when the wet map tore in two?',
    },
    myLife: {
      ko: '우리 동네에서 제일 좋아하는 곳은 어디예요? 누구랑 같이 가 보고 싶나요?',
      en: 'What is your favorite place in your neighborhood? Who would you like to take there?',
    },
  },
};
