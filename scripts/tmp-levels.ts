import { books } from '@/content/stories/library';
import { panelWords } from '@/shared/book-words';
import { measureEnglish, measureKorean } from '../tests/content/reading-level';
for (const book of books) {
  const texts = (lang: 'en' | 'ko') => book.chapters.flatMap((c) => c.panels.flatMap((p) => { const w = panelWords(book, p, lang); return w ? [w.text, ...w.bubbles.map((b) => b.text)] : []; }));
  const en = measureEnglish(texts('en')); const ko = measureKorean(texts('ko'));
  console.log(book.story.id, 'en', en.level, en.grade.toFixed(2), (en.unfamiliarShare*100).toFixed(1)+'%', en.words, '| ko', ko.level, ko.eojeolPerSentence.toFixed(2), (ko.hardShare*100).toFixed(1)+'%', ko.eojeol);
}
