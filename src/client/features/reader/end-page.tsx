import { shelfStories } from '@/content/stories/shelf-stories';
import type { ReaderWords } from '@/content/stories/shelf-types';
import { storyWords, type BookLang } from '@/shared/book-words';
import type { Story } from '@/shared/story';
import { Button, ButtonLink } from '../../ui/button-link';
import { ControlIcon } from './control-icons';
import { nextBook } from './next-book';
import { ReaderLinkButton } from './reader-link';
import { readerWord } from './reader-words';
import { TALK_PARTS } from './speech-script';
import { SpokenText } from './spoken-text';
import type { SpokenCue } from './use-read-aloud';

interface EndPageProps {
  story: Story;
  words: ReaderWords;
  langs: readonly BookLang[];
  onReadAgain: () => void;
  /** The question being read aloud, for its highlight; absent where the end is not read aloud. */
  cue?: SpokenCue | null;
  onWord?: (partId: string, lang: BookLang, wordStart: number) => void;
}

/**
 * After the last page: The End, the way back to the first page, the next book (its series first), and
 * three questions for a grown-up and a child to talk over, in the languages on show.
 */
export function EndPage({ story, words, langs, onReadAgain, cue = null, onWord = () => {} }: EndPageProps) {
  const word = (key: Parameters<typeof readerWord>[1]) => readerWord(langs, key);
  const next = nextBook(story, shelfStories, langs[0]!);
  return (
    <div data-end-page className="text-center">
      <h2 className="text-3xl font-extrabold text-slate-900">{words.end.title}</h2>
      <p className="mx-auto mt-2 max-w-md text-lg text-slate-700">{words.end.message}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Button tone="quiet" onClick={onReadAgain}>
          <ControlIcon name="again" /> {word('readAgain')}
        </Button>
        {next && (
          <ButtonLink to={next.route} tone="primary">
            <span>
              {word('nextBook')}: <span lang={langs[0]}>{storyWords(next, langs[0]!).title}</span>
            </span>
            <ControlIcon name="next" className="size-5" />
          </ButtonLink>
        )}
      </div>
      <div data-talk-together className="mx-auto mt-6 max-w-xl rounded-3xl bg-white p-4 text-left ring-1 ring-indigo-100 sm:p-6">
        <h3 className="text-xl font-extrabold text-indigo-800">{word('talkTogether')}</h3>
        <ol className="mt-3 space-y-3">
          {TALK_PARTS.map((id) => (
            <li key={id} data-talk={id} className="text-lg leading-snug text-slate-800">
              {langs.map((lang, i) => (
                <p key={lang} lang={lang} className={i > 0 ? 'mt-1 text-base text-slate-600' : undefined}>
                  <SpokenText text={words.talkTogether[id][lang]} lang={lang} partId={`talk-${id}`} cue={cue} onWord={onWord} />
                </p>
              ))}
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {words.end.links.map((link) => (
          <ReaderLinkButton key={link.to} link={link} />
        ))}
      </div>
    </div>
  );
}
