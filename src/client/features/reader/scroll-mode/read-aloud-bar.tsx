import { useEffect, useRef } from 'react';
import type { BookLang } from '@/shared/book-words';
import type { Book } from '@/shared/story';
import type { TalkTogether } from '@/content/stories/shelf-types';
import type { ReaderPage } from '../book-pages';
import { ReadButtons } from '../control-button';
import type { PageScreen } from '../page-mode/page-screens';
import { useBookNarration } from '../read-aloud/use-book-narration';
import { PAGE_ATTRIBUTE } from '../reading-log/use-seen-pages';
import { readerText } from '../reader-text';
import { VoiceChoice } from '../voice-choice';
import { scrollSpeech } from './scroll-speech';
import { screenInSight } from './screen-in-sight';
import { ScrollToTopButton } from './scroll-to-top-button';

/** The attribute a scrolled book's chapter activities carry, holding the number of the page they follow. */
const ACTIVITY_ATTRIBUTE = 'data-reader-activity';

interface ReadAloudBarProps {
  book: Book;
  pages: readonly ReaderPage[];
  /** The languages the controls speak. */
  langs: readonly BookLang[];
  audio: BookLang;
  voiceChosen: boolean;
  onVoice: (voice: BookLang | null) => void;
  rate: number;
  talk: TalkTogether;
  /** Told when reading aloud starts, for the reading log. */
  onReadAloud: () => void;
}

/** The element of a page or of a chapter's activity in the scrolled book. */
const screenElement = ({ page, activity }: PageScreen) => document.querySelector(`[${activity ? ACTIVITY_ATTRIBUTE : PAGE_ATTRIBUTE}="${page}"]`);

/** Where the pages and activities of the scrolled book are on screen. */
const screenBoxes = () =>
  [...document.querySelectorAll(`[${PAGE_ATTRIBUTE}], [${ACTIVITY_ATTRIBUTE}]`)].map((element) => {
    const activity = element.hasAttribute(ACTIVITY_ATTRIBUTE);
    const { top, bottom } = element.getBoundingClientRect();
    return { page: Number(element.getAttribute(activity ? ACTIVITY_ATTRIBUTE : PAGE_ATTRIBUTE)), activity, top, bottom };
  });

/**
 * Read-aloud for a scrolled book, in its first view on every screen: a bar that stays at the bottom of the
 * window while the book scrolls. "Read to me" reads the page the window shows most of (at the cover, the first
 * page), "Read it all" goes on from there to The End, bringing each page into view as it starts; a tapped word
 * is said alone. Which voice reads is on the bar, a tap from changing.
 */
export function ReadAloudBar({ book, pages, langs, audio, voiceChosen, onVoice, rate, talk, onReadAloud }: ReadAloudBarProps) {
  const { speech, read, sayWord } = useBookNarration(book, pages, talk, audio, rate);
  useEffect(() => {
    if (speech.status === 'playing') onReadAloud();
  }, [speech.status, onReadAloud]);
  // The page whose words are being said: the words of that page light up.
  const saying = useRef<number | null>(null);
  useEffect(() => scrollSpeech.setCue(speech.cue && saying.current !== null ? { page: saying.current, cue: speech.cue } : null), [speech.cue]);
  const start = (continuing: boolean) => {
    const from = screenInSight(screenBoxes(), window.innerHeight);
    saying.current = from.page;
    // A page that starts low in the window (under the cover, say) comes up, so its picture and words are seen.
    const first = screenElement(from);
    if (first && first.getBoundingClientRect().top > window.innerHeight * 0.4) first.scrollIntoView({ block: 'start' });
    read(from, continuing, (next) => {
      if (next.page >= pages.length) return;
      saying.current = next.page;
      screenElement(next)?.scrollIntoView({ block: 'start' });
    });
  };
  useEffect(() => {
    scrollSpeech.tap = (page, partId, lang, wordStart) => {
      saying.current = page;
      sayWord({ page, activity: partId.startsWith('activity') }, partId, lang, wordStart);
    };
  });
  return (
    <div
      data-read-aloud-bar
      className="sticky bottom-2 z-20 mt-8 grid grid-cols-[1fr_1fr_auto_auto] items-center gap-1 rounded-3xl bg-cream/95 p-1 shadow-lg ring-1 ring-amber-200 sm:bottom-4 md:flex md:gap-3 md:rounded-full md:p-2 print:hidden"
    >
      <ReadButtons
        langs={langs}
        status={speech.status}
        waiting={speech.status === 'playing' && (speech.cue === null || speech.cue.waiting === true)}
        readOn
        onReadPage={() => start(false)}
        onReadBook={() => start(true)}
        onPause={speech.pause}
        onResume={speech.resume}
        onStop={speech.stop}
      />
      <span className="max-md:hidden md:flex-1" />
      <VoiceChoice ui={langs} voice={audio} chosen={voiceChosen} reading={speech.status === 'playing'} onChange={onVoice} opens="up" />
      <ScrollToTopButton label={readerText(langs[0]!).toTop} place="bar" />
    </div>
  );
}
