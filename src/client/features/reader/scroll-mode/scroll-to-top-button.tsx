import { useScrolledPast } from './use-scrolled-past';

/**
 * Where the button back to the top sits: floating in a corner (`corner`), floating only on a screen wide enough to
 * leave a margin beside the book (`wide-corner`), or as the read-aloud bar's last button (`bar`). Floating over a
 * phone's or a tablet's book, it covered the words under it.
 */
type Place = 'corner' | 'wide-corner' | 'bar';

const looks: Record<Place, string> = {
  corner: 'fixed right-4 bottom-24 z-20 size-14 animate-enter text-2xl shadow-lg sm:right-8 sm:bottom-28',
  'wide-corner': 'fixed right-8 bottom-28 z-20 size-14 animate-enter text-2xl shadow-lg max-lg:hidden',
  bar: 'size-11 shrink-0 text-xl shadow-sm lg:hidden md:size-12',
};

/** A round button that takes the reader back to the top of the book, once the book is scrolled. */
export function ScrollToTopButton({ label, place }: { label: string; place: Place }) {
  const scrolled = useScrolledPast();
  // In the bar it keeps its room while hidden, so the bar's other buttons do not move when it comes.
  if (!scrolled && place !== 'bar') return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      aria-label={label}
      title={label}
      aria-hidden={scrolled ? undefined : true}
      tabIndex={scrolled ? undefined : -1}
      className={`flex items-center justify-center rounded-full bg-indigo-600 font-bold text-white hover:bg-indigo-700 print:hidden ${scrolled ? '' : 'invisible'} ${looks[place]}`}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
