/** The font print-book.css gives paper; the screen never draws in it. */
const PAPER_FONT = "1em 'Pretendard Variable'";

/**
 * Fetches the paper font's subsets that `text` needs, in idle time, so a printout has them without the
 * screen being redrawn in a new font. Resolves when they are in (or could not be had: paper then falls
 * back to the device's fonts).
 */
export function fetchPaperFont(text: string): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => {
      document.fonts.load(PAPER_FONT, text).then(
        () => resolve(),
        () => resolve(),
      );
    });
  });
}
