import { useEffect, useRef, useState } from 'react';
import { shelfStories } from '@/content/stories/shelf-stories';
import type { ReaderWords } from '@/content/stories/shelf-types';
import { storyWords, type BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';
import { Button, ButtonLink } from '../../ui/button-link';
import { useActiveFamilyCode } from '../../lib/family-code/active-code';
import { usePlayingChoice } from '../../lib/family-progress/playing-child';
import { ControlIcon } from './control-icons';
import { nextBook } from './next-book';
import { ReaderLinkButton } from './reader-link';
import { readerWord } from './reader-words';
import { TALK_PARTS, talkPart } from '@/shared/story-parts';
import { SpokenText } from './read-aloud/spoken-text';
import type { SpokenCue } from './read-aloud/use-read-aloud';

interface EndPageProps {
  story: Story;
  words: ReaderWords;
  langs: readonly BookLang[];
  onReadAgain: () => void;
  /** The question being read aloud, for its highlight; absent where the end is not read aloud. */
  cue?: SpokenCue | null;
  onWord?: (partId: string, lang: BookLang, wordStart: number) => void;
}

const cheers = {
  done: { ko: '끝까지 다 읽었어요!', en: 'You read the whole book!' },
  sticker: { ko: (name: string) => `${name}의 스티커`, en: (name: string) => `Sticker for ${name}` },
} as const;

/**
 * The moment a child reaches the end: a burst of cheer over the top of the page that takes no room (the end page
 * keeps its questions and buttons on one phone screen) and fades away. It waits until the end is in sight: a
 * scrolled book draws its end page long before the child gets there.
 */
function Celebration({ langs }: { langs: readonly BookLang[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const end = marker.current?.parentElement;
    if (!end || seen) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setSeen(true), { threshold: 0.5 });
    observer.observe(end);
    return () => observer.disconnect();
  }, [seen]);
  if (!seen) return <span ref={marker} hidden />;
  return (
    <div
      data-celebration
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 top-0 z-10 flex animate-[celebrate_2.8s_ease-out_forwards] flex-col items-center"
    >
      <p className="flex gap-2 text-3xl md:text-4xl">
        {['🎉', '⭐', '📖', '⭐', '🎉'].map((emoji, i) => (
          <span key={i} className="animate-bounce" style={{ animationDelay: `${i * 120}ms` }}>
            {emoji}
          </span>
        ))}
      </p>
      <p lang={langs[0]} className="mt-1 rounded-full bg-white/90 px-4 py-1 text-xl font-extrabold text-emerald-700 shadow-md md:text-2xl">
        {cheers.done[langs[0]!]}
      </p>
    </div>
  );
}

/** For a child playing under the family code, the sticker the shelf will show, given now rather than found later. */
function Sticker({ lang }: { lang: BookLang }) {
  const code = useActiveFamilyCode();
  const { name } = usePlayingChoice(code);
  if (!name) return null;
  return (
    <p
      data-sticker
      lang={lang}
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-300 px-3 py-1 text-base font-extrabold text-amber-950 shadow-md"
    >
      <span aria-hidden="true">🏅</span>
      {cheers.sticker[lang](name)}
    </p>
  );
}

/**
 * After the last page: a celebration, The End, three questions for a grown-up and a child to talk over, then the way back
 * to the first page and the next book (its series first), in the languages on show.
 */
export function EndPage({ story, words, langs, onReadAgain, cue = null, onWord = () => {} }: EndPageProps) {
  const word = (key: Parameters<typeof readerWord>[1]) => readerWord(langs, key);
  const next = nextBook(story, shelfStories, langs[0]!);
  return (
    <div data-end-page className="relative text-center">
      <Celebration langs={langs} />
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <h2 className="text-2xl font-extrabold text-slate-900 md:text-3xl">{words.end.title}</h2>
        <Sticker lang={langs[0]!} />
      </div>
      <p className="mx-auto mt-1 max-w-md text-base text-slate-700 md:mt-2 md:text-lg">{words.end.message}</p>
      {/* The questions first: on a phone they are what the screen is for, with the buttons right under them. */}
      <div data-talk-together className="mx-auto mt-3 max-w-xl rounded-3xl bg-white p-3 text-left ring-1 ring-indigo-100 sm:p-6 md:mt-6">
        <h3 className="text-lg font-extrabold text-indigo-800 md:text-xl">{word('talkTogether')}</h3>
        <ol className="mt-2 list-decimal space-y-2 pl-6 md:mt-3 md:space-y-3">
          {TALK_PARTS.map((id) => (
            <li key={id} data-talk={id} className="text-[17px] leading-snug text-slate-800 marker:font-bold marker:text-indigo-700 md:text-lg">
              {langs.map((lang, i) => (
                <p key={lang} lang={lang} className={i > 0 ? 'mt-0.5 text-base text-slate-600' : undefined}>
                  <SpokenText text={words.talkTogether[id][lang]} lang={lang} partId={talkPart(id)} cue={cue} onWord={onWord} />
                </p>
              ))}
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-3 flex flex-wrap justify-center gap-2 md:mt-6 md:gap-3">
        <Button tone="quiet" onClick={onReadAgain} className="max-md:px-4 max-md:text-base">
          <ControlIcon name="again" /> {word('readAgain')}
        </Button>
        {next && (
          <ButtonLink to={next.route} tone="primary" className="max-md:px-4 max-md:text-base">
            <span>
              {word('nextBook')}: <span lang={langs[0]}>{storyWords(next, langs[0]!).title}</span>
            </span>
            <ControlIcon name="next" className="size-5" />
          </ButtonLink>
        )}
        {words.end.links.map((link) => (
          <ReaderLinkButton key={link.to} link={link} className="max-md:px-4 max-md:text-base" />
        ))}
      </div>
    </div>
  );
}
