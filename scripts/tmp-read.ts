import { books } from '@/content/stories/library';
import { chapterWords, panelWords } from '@/shared/book-words';
const id = process.argv[2]; const lang = process.argv[3] as 'en' | 'ko';
const book = books.find((b) => b.story.id === id)!;
for (const c of book.chapters) {
  const cw = chapterWords(book, c, lang);
  console.log(`\n## ${cw?.label ?? ''} ${cw?.title}`);
  for (const p of c.panels) {
    const w = panelWords(book, p, lang);
    if (!w) { console.log('  (missing)'); continue; }
    console.log(`  ${w.text}`);
    for (const b of w.bubbles) console.log(`    [${b.speaker}] ${b.text}`);
  }
}
