import { Link } from 'react-router';
import { shelfStories } from '@/content/stories/shelf-stories';
import { storyWords } from '@/shared/book-words';
import { activeCodeOnDevice, FAMILY_CODES_KEY } from '../../lib/family-code/active-code';
import { CONTINUE_KEY, parseContinue } from '../../lib/family-progress/continue-reading';
import { PLAYING_KEY, playingChild } from '../../lib/family-progress/playing-child';
import { inlineScript } from '../../lib/inline-script';
import { pageAnchor } from '../../lib/reading-place';
import { readStored } from '../../lib/stored';
import { useDeviceValue } from '../../lib/use-device-value';

/** Each book's Korean title and address, for the card and for the home page's script that fills it. */
const books: Record<string, { title: string; route: string }> = Object.fromEntries(
  shelfStories.map((story) => [story.id, { title: storyWords(story, 'ko').title, route: story.route }]),
);

const PARTS = { id: 'continue-reading', codesKey: FAMILY_CODES_KEY, playingKey: PLAYING_KEY, continueKey: CONTINUE_KEY, books };

/**
 * Fills the prerendered card from the device's storage, on the home page that runs no bundle (decision 061): the
 * book the child playing under the family code left unfinished on this device, at its page. Nothing to continue,
 * another child playing now, or storage that refuses: the card stays hidden.
 */
export function fillContinueCard(parts: typeof PARTS): void {
  try {
    const card = document.getElementById(parts.id);
    const entry = JSON.parse(localStorage.getItem(parts.continueKey) ?? 'null') as {
      code?: string;
      childName?: string;
      bookId?: string;
      page?: number;
      pageCount?: number;
    } | null;
    const codes = JSON.parse(localStorage.getItem(parts.codesKey) ?? '{}') as { codes?: string[]; active?: string };
    const playing = JSON.parse(localStorage.getItem(parts.playingKey) ?? '{}') as Record<string, { name?: string } | undefined>;
    const book = entry?.bookId ? parts.books[entry.bookId] : undefined;
    const active = codes.active ?? codes.codes?.[0];
    if (!card || !entry || !book || !entry.code || entry.code !== active || playing[entry.code]?.name !== entry.childName) return;
    if (typeof entry.page !== 'number' || typeof entry.pageCount !== 'number' || entry.page >= entry.pageCount) return;
    card.setAttribute('href', `${book.route}#page-${entry.page + 1}`);
    const fill = (name: string, text: string) => {
      const slot = card.querySelector(`[data-continue-${name}]`);
      if (slot) slot.textContent = text;
    };
    fill('child', entry.childName ?? '');
    fill('title', book.title);
    fill('pages', `${entry.page + 1} / ${entry.pageCount}쪽`);
    card.hidden = false;
  } catch {
    return;
  }
}

/** The card's filler as the inline script the prerendered home page carries. */
export const continueCardScript = () => inlineScript(fillContinueCard, PARTS);

function subscribe(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The same choice as the script's, read in the app (the home page reached by a link inside it). */
function readShown(): string | null {
  const entry = parseContinue(readStored(CONTINUE_KEY));
  if (!entry || !books[entry.bookId] || activeCodeOnDevice() !== entry.code || playingChild(entry.code) !== entry.childName) return null;
  return JSON.stringify(entry);
}

/**
 * "계속 읽기" on the home page, for a child with a book half read: straight back to the page where it stopped. The
 * prerendered page holds the card hidden, and the script under it shows it.
 */
export function ContinueCard() {
  const shown = useDeviceValue(subscribe, readShown);
  const entry = parseContinue(shown);
  const book = entry ? books[entry.bookId] : undefined;
  return (
    <>
      <Link
        id={PARTS.id}
        hidden={!entry}
        to={entry && book ? `${book.route}#${pageAnchor(entry.page)}` : '/stories'}
        className="mt-8 flex min-h-16 flex-wrap items-center gap-x-4 gap-y-3 rounded-3xl bg-white p-5 shadow-md ring-2 ring-indigo-200 transition hover:-translate-y-1 hover:shadow-lg"
      >
        <span aria-hidden="true" className="text-4xl">
          📖
        </span>
        <span className="min-w-48 flex-1">
          <span className="block font-semibold text-slate-600">
            <span data-continue-child>{entry?.childName}</span>, 읽던 책이 있어요
          </span>
          <span data-continue-title className="block text-xl font-extrabold text-slate-900">
            {book?.title}
          </span>
          <span data-continue-pages className="block text-sm font-semibold text-slate-600">
            {entry && `${entry.page + 1} / ${entry.pageCount}쪽`}
          </span>
        </span>
        <span className="shrink-0 rounded-full bg-indigo-600 px-5 py-2.5 text-lg font-bold text-white max-sm:w-full max-sm:text-center">
          ▶ 계속 읽기 <span lang="en">· Continue</span>
        </span>
      </Link>
      {/* Runs from the prerendered home page only, which runs no bundle; the app draws the card itself. */}
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? continueCardScript() : '' }} />
    </>
  );
}
