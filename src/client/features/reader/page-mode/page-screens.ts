import type { Turn } from './page-gestures';

/**
 * What page mode shows: a page (from 0; the page count is the end page) or, after a chapter's last page, that
 * chapter's activity ("Try this!"), which is no page of its own: the counter and the place a reload resumes at
 * stay on the page before it.
 */
export interface PageScreen {
  page: number;
  activity: boolean;
}

/**
 * The screen a turn leads to. A chapter's activity comes between its last page and the next chapter, both ways;
 * `activityAfter(page)` says whether one follows that page. The first page and the end page turn no further.
 */
export function turnScreen(from: PageScreen, turn: Turn, count: number, activityAfter: (page: number) => boolean): PageScreen {
  if (turn === 'next') {
    if (from.page >= count) return from;
    if (!from.activity && activityAfter(from.page)) return { page: from.page, activity: true };
    return { page: from.page + 1, activity: false };
  }
  if (from.activity) return { page: from.page, activity: false };
  if (from.page === 0) return from;
  return { page: from.page - 1, activity: activityAfter(from.page - 1) };
}
