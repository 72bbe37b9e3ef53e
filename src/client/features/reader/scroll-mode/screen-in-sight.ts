import type { PageScreen } from '../page-mode/page-screens';

/** A page or a chapter's activity of a scrolled book, where it is on screen (px from the window's top). */
export interface ScreenBox extends PageScreen {
  top: number;
  bottom: number;
}

/**
 * What a reader of a scrolled book is looking at: the page or activity the window shows most of (the first of
 * equals). Above the first page (the cover, the chapter list) nothing is on screen yet: the first page.
 */
export function screenInSight(boxes: readonly ScreenBox[], windowHeight: number): PageScreen {
  let shown: ScreenBox | null = null;
  let most = 0;
  for (const box of boxes) {
    const seen = Math.min(box.bottom, windowHeight) - Math.max(box.top, 0);
    if (seen > most) [shown, most] = [box, seen];
  }
  return shown ? { page: shown.page, activity: shown.activity } : { page: 0, activity: false };
}
