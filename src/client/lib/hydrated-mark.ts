/**
 * `html[data-hydrated]` tells browser tests and the prerendered page's early-taps recorder that the page answers.
 * A page that finishes taking over its prerendered HTML in a transition (rendered in slices, so no long task keeps
 * a tap waiting) holds the mark until that render is on screen.
 */
let hydrated = false;
let holds = 0;

function markIfReady(): void {
  if (hydrated && holds === 0) document.documentElement.dataset.hydrated = '';
}

/** The root calls this once React has taken the first page over. */
export function markHydrated(): void {
  hydrated = true;
  markIfReady();
}

/** True once the first page is taken over: a page mounted after that renders from the device's state at once. */
export function isHydrated(): boolean {
  return hydrated;
}

/** Holds the mark back until the returned release is called (once; later calls do nothing). */
export function holdHydratedMark(): () => void {
  holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds--;
    markIfReady();
  };
}
