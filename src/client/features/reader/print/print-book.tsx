import { useEffect, useRef } from 'react';
import { langOf, storyWords, type BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import { Button, ButtonLink } from '../../../ui/button-link';
import { BookChapters } from '../scroll-mode/book-chapters';
import { ChoiceGroup } from '../choice-group';
import { resolvePrefs, shownLangs, type TextChoice } from '../reader-prefs';
import { fetchPaperFont } from './paper-font';
import { languageNames } from '../reader-words';
import { ScrollToTopButton } from '../scroll-mode/scroll-to-top-button';
import { useReaderPrefs } from '../use-reader-prefs';
import './print-book.css';

const words = {
  ko: {
    print: '인쇄하기',
    back: '원래 책으로 돌아가기',
    note: 'A4 종이에 두 단으로 나와요. Ctrl+P(맥은 ⌘+P)를 눌러도 인쇄할 수 있어요.',
    touchNote: 'A4 종이에 두 단으로 나와요. 위의 ‘인쇄하기’를 누르거나, 브라우저의 공유 메뉴에서 ‘프린트’를 골라요.',
    text: '글',
    both: '둘 다',
    toTop: '맨 위로 가기',
    by: '글·그림',
  },
  en: {
    print: 'Print',
    back: 'Back to the book',
    note: 'It prints on A4 paper in two columns. You can also press Ctrl+P (⌘+P on a Mac).',
    touchNote: 'It prints on A4 paper in two columns. Tap Print above, or choose Print in your browser’s share menu.',
    text: 'Text',
    both: 'Both',
    toTop: 'Back to the top',
    by: 'By',
  },
} satisfies Record<BookLang, Record<string, string>>;

/**
 * A whole book on paper: every chapter, picture, bubble and text, two columns per A4 page, in
 * the text language the family chose. Pictures load eagerly so nothing is missing when the print dialog opens.
 */
export function PrintBook({ book }: { book: Book }) {
  const { prefs, update } = useReaderPrefs();
  const own = langOf(book.story.language);
  const { text } = resolvePrefs(prefs, own);
  const langs = shownLangs(text, own);
  const ui = words[own];
  const story = book.story;
  const titles = langs.map((lang) => ({ lang, title: storyWords(story, lang).title }));
  const article = useRef<HTMLElement>(null);
  const paperFont = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => {
    paperFont.current = fetchPaperFont(article.current?.textContent ?? '');
  }, [text]);
  return (
    <article ref={article} lang={langs[0]} className="print-book mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <div lang={own} className="flex flex-col gap-4 rounded-3xl bg-amber-50 p-5 ring-1 ring-amber-200 sm:p-6 print:hidden">
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => void paperFont.current.then(() => window.print())}>
            <span aria-hidden="true">🖨️</span> {ui.print}
          </Button>
          <ButtonLink to={story.route} tone="quiet">
            <span aria-hidden="true">←</span> {ui.back}
          </ButtonLink>
        </div>
        <ChoiceGroup<TextChoice>
          legend={ui.text}
          value={text}
          options={[...(['en', 'ko'] as const).map((lang) => ({ value: lang, label: languageNames[lang], lang })), { value: 'both', label: ui.both }]}
          onChange={(value) => update({ text: value })}
        />
        {/* A phone or a tablet has no Ctrl+P: a touch screen is told where its own print is. */}
        <p className="text-slate-700 pointer-coarse:hidden">{ui.note}</p>
        <p className="hidden text-slate-700 pointer-coarse:block">{ui.touchNote}</p>
      </div>
      <header className="mt-8 text-center print:mt-0">
        <p className="font-semibold text-indigo-700 print:text-[10pt]">
          {story.series} · {story.readingLevel}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl print:text-[20pt]">
          {(titles.length ? titles : [{ lang: own, title: story.title }]).map(({ lang, title }, i) => (
            <span key={lang} lang={lang} className={i === 0 ? 'block' : 'block text-2xl text-slate-600 print:text-[14pt]'}>
              {title}
            </span>
          ))}
        </h1>
        <p className="mt-1 text-slate-600 print:text-[9pt]">
          {ui.by} {story.author}
        </p>
      </header>
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-2 print:mt-4 print:block print:columns-2 print:gap-[0.3in]">
        <BookChapters book={book} langs={langs} eager />
      </div>
      <ScrollToTopButton label={ui.toTop} place="corner" />
    </article>
  );
}
