/** A page of a scrolled book counts as seen once most of it has stayed on screen this long: a fling past it is not reading. */
export const SEEN_AFTER_MS = 1500;

/** "Most of it": this share of the page, or of the screen when the page is taller than the screen. */
const MOSTLY = 0.6;

/** Whether most of a page (its height `pageHeight`, `visibleHeight` of it on a screen `screenHeight` tall) is on screen. */
export function mostlyInView(visibleHeight: number, pageHeight: number, screenHeight: number): boolean {
  if (visibleHeight <= 0 || pageHeight <= 0 || screenHeight <= 0) return false;
  return visibleHeight >= MOSTLY * Math.min(pageHeight, screenHeight);
}

/** The share of a page's height at which the observer reports, fine enough to notice "most of it" within a few pixels' scroll. */
export const IN_VIEW_STEPS = Array.from({ length: 21 }, (_, i) => i / 20);
