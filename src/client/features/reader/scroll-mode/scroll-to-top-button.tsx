import { useScrolledPast } from './use-scrolled-past';

/** A round button in the corner that takes the reader back to the top of the book, above the read-aloud bar. */
export function ScrollToTopButton({ label }: { label: string }) {
  const visible = useScrolledPast();
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      aria-label={label}
      title={label}
      className="fixed right-4 bottom-24 z-20 flex size-14 animate-enter items-center justify-center rounded-full bg-indigo-600 text-2xl font-bold text-white shadow-lg hover:bg-indigo-700 sm:right-8 sm:bottom-28 print:hidden"
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
