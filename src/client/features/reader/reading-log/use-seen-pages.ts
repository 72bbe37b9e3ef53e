import { useEffect, useRef } from 'react';
import { IN_VIEW_STEPS, mostlyInView, SEEN_AFTER_MS } from './page-in-view';

/** The attribute a scrolled book's pages carry, holding the page's number (from 0; the end page's is the page count). */
export const PAGE_ATTRIBUTE = 'data-reader-page';

/**
 * In a scrolled book, tells `onSeen` each page most of which has stayed on screen for a moment, every
 * time it comes back into view, so the reading log counts it as page mode counts a page turned to.
 */
export function useSeenPages(active: boolean, onSeen: (page: number) => void) {
  const report = useRef(onSeen);
  report.current = onSeen;
  useEffect(() => {
    if (!active) return;
    // Per page mostly on screen: the timer until it counts, or 'seen' once it has (until it leaves the screen).
    const shown = new Map<Element, number | 'seen'>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting, intersectionRect, boundingClientRect, rootBounds } of entries) {
          const mostly = isIntersecting && mostlyInView(intersectionRect.height, boundingClientRect.height, rootBounds?.height ?? window.innerHeight);
          const state = shown.get(target);
          if (mostly && state === undefined) {
            const page = Number(target.getAttribute(PAGE_ATTRIBUTE));
            const count = () => {
              shown.set(target, 'seen');
              report.current(page);
            };
            shown.set(target, window.setTimeout(count, SEEN_AFTER_MS));
          } else if (!mostly && state !== undefined) {
            if (state !== 'seen') window.clearTimeout(state);
            shown.delete(target);
          }
        }
      },
      { threshold: IN_VIEW_STEPS },
    );
    for (const page of document.querySelectorAll(`[${PAGE_ATTRIBUTE}]`)) observer.observe(page);
    return () => {
      observer.disconnect();
      for (const state of shown.values()) if (state !== 'seen') window.clearTimeout(state);
    };
  }, [active]);
}
