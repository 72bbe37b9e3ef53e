import type { BookLang } from '@/shared/book-words';

/** The words of the reader's own controls, in one language. */
export interface ReaderWords {
  readPage: string;
  readBook: string;
  /** The word on the read-the-whole-book button, short enough for a phone's one row; `readBook` names it in full. */
  readBookShort: string;
  pause: string;
  resume: string;
  stop: string;
  previous: string;
  next: string;
  /** The words on the page-turn buttons; `previous` and `next` name them in full. */
  previousShort: string;
  nextShort: string;
  pageMode: string;
  scrollMode: string;
  view: string;
  text: string;
  audio: string;
  /** The voice's choice that reads whatever language the text shows. */
  voiceFollows: string;
  both: string;
  speed: string;
  slow: string;
  normal: string;
  options: string;
  /** The word on the button that opens the options. */
  settings: string;
  pageOf: (page: number, count: number) => string;
  theEndPage: string;
  readAgain: string;
  nextBook: string;
  talkTogether: string;
}

const en: ReaderWords = {
  readPage: 'Read to me',
  readBook: 'Read the whole book',
  readBookShort: 'Read it all',
  pause: 'Pause',
  resume: 'Go on',
  stop: 'Stop',
  previous: 'Previous page',
  next: 'Next page',
  previousShort: 'Previous',
  nextShort: 'Next',
  pageMode: 'Pages',
  scrollMode: 'Scroll',
  view: 'View',
  text: 'Text',
  audio: 'Voice',
  voiceFollows: 'Same as the text',
  both: 'Both',
  speed: 'Speed',
  slow: 'Slow',
  normal: 'Normal',
  options: 'Reading options',
  settings: 'Settings',
  pageOf: (page, count) => `Page ${page} of ${count}`,
  theEndPage: 'The end of the book',
  readAgain: 'Read it again',
  nextBook: 'Next book',
  talkTogether: 'Let’s talk together',
};

const ko: ReaderWords = {
  readPage: '읽어 주세요',
  readBook: '끝까지 읽어 주세요',
  readBookShort: '끝까지 읽기',
  pause: '잠깐 멈춤',
  resume: '계속 읽기',
  stop: '그만 읽기',
  previous: '이전 쪽',
  next: '다음 쪽',
  previousShort: '이전',
  nextShort: '다음',
  pageMode: '한 쪽씩',
  scrollMode: '스크롤',
  view: '보기',
  text: '글',
  audio: '목소리',
  voiceFollows: '글과 같은 말',
  both: '둘 다',
  speed: '빠르기',
  slow: '천천히',
  normal: '보통',
  options: '읽기 설정',
  settings: '설정',
  pageOf: (page, count) => `${count}쪽 중 ${page}쪽`,
  theEndPage: '책의 끝',
  readAgain: '처음부터 다시 읽기',
  nextBook: '다음 책',
  talkTogether: '함께 이야기해요',
};

/** Every control word in each language (exported for the checks that hold across all of them). */
export const dictionaries: Record<BookLang, ReaderWords> = { en, ko };

type Word = Exclude<keyof ReaderWords, 'pageOf'>;

/**
 * A control's words in the languages on show: one language, or both (the book's own
 * first, so a Korean book says '읽어 주세요 · Read to me').
 */
export function readerWord(langs: readonly BookLang[], word: Word): string {
  return langs.map((lang) => dictionaries[lang][word]).join(' · ');
}

/** A control's word in the first language on show: one short word that keeps the controls on one row. */
export function shortWord(langs: readonly BookLang[], word: Word): string {
  return dictionaries[langs[0] ?? 'en'][word];
}

export function pageOfWords(langs: readonly BookLang[], page: number, count: number): string {
  return langs.map((lang) => dictionaries[lang].pageOf(page, count)).join(' · ');
}

/** Each language named in itself, so a parent finds their own whatever the page shows. */
export const languageNames: Record<BookLang, string> = { en: 'English', ko: '한국어' };
