import type { ReaderWords } from '../shelf-types';

/** The buttons and closing words around this book's pages, loaded with the book's reader page only. */
export const reader: ReaderWords = {
  back: { to: '/stories', label: 'Back to Library', icon: '←', tone: 'quiet' },
  printLabel: 'Print this book',
  end: {
    title: 'The End',
    message: 'Happy birthday, Charlotte! Thank you for reading her story.',
    links: [{ to: '/stories', label: 'Read More Stories', icon: '📚' }],
  },
  translated: {
    back: '이야기 목록으로',
    printLabel: '이 책 인쇄하기',
    end: { title: '끝', message: '샬럿, 생일 축하해! 샬럿의 이야기를 읽어 주어서 고마워요.', links: ['다른 이야기 더 읽기'] },
  },
  talkTogether: {
    happened: {
      en: 'What happened to the first cake? How did the family make a new one?',
      ko: '첫 번째 케이크는 어떻게 되었나요? 가족은 새 케이크를 어떻게 만들었나요?',
    },
    feeling: {
      en: 'How do you think Charlotte felt when nobody said “Happy birthday” in the morning? When did that feeling change?',
      ko: '아침에 아무도 “생일 축하해!” 하고 말해 주지 않았을 때 샬럿은 어떤 마음이었을까요? 그 마음은 언제 바뀌었나요?',
    },
    myLife: {
      en: 'Have you ever made something with your family that came out a little crooked? How did it feel?',
      ko: '가족과 함께 무언가를 만들었는데 조금 삐뚤빼뚤하게 된 적이 있나요? 그때 기분이 어땠나요?',
    },
  },
};
