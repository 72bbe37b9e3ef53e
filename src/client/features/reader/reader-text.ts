import type { BookLang } from '@/shared/book-words';

/** The reader's own words, in one language. */
export interface ReaderText {
  lang: BookLang;
  chapters: string;
  chapterLabel: (id: number) => string;
  activity: string;
  theEnd: string;
  toTop: string;
  by: string;
}

const english: ReaderText = {
  lang: 'en',
  chapters: 'Chapters',
  chapterLabel: (id) => `Chapter ${id}`,
  activity: 'Try this!',
  theEnd: 'The End',
  toTop: 'Back to the top',
  by: 'By',
};

const korean: ReaderText = {
  lang: 'ko',
  chapters: '차례',
  chapterLabel: (id) => `${id}장`,
  activity: '함께 해 봐요!',
  theEnd: '끝',
  toTop: '맨 위로 가기',
  by: '글·그림',
};

/** The reader's words in the language shown. */
export function readerText(lang: BookLang): ReaderText {
  return lang === 'en' ? english : korean;
}
