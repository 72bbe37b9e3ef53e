/** docs/product.md §4: the scroll-to-top button shows only once the page is scrolled more than 300 px. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export function isPastScrollThreshold(scrollY: number, threshold = SCROLL_TOP_THRESHOLD_PX): boolean {
  return scrollY > threshold;
}
