import { CAREER_PAGE_MAX, CareerRecommendationSchema, type CareerRecommendation } from '@/shared/career';

/** The part of the Web Storage API the planner needs; `localStorage` in the page, so a new tab or the next day remembers. */
type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

const pageKey = (sessionId: string) => `iyagi.planner.page.${sessionId}`;
const chosenKey = (sessionId: string) => `iyagi.planner.chosen.${sessionId}`;

/** Storage can be blocked (private mode, strict settings): the planner then just forgets, as a new device would. */
function guarded<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Which set of careers this device last looked at: 0 until 'see other jobs' is pressed. */
export function storedPage(store: SessionStore, sessionId: string): number {
  const page = Number(guarded(() => store.getItem(pageKey(sessionId)), null));
  return Number.isInteger(page) && page >= 0 && page <= CAREER_PAGE_MAX ? page : 0;
}

export function storePage(store: SessionStore, sessionId: string, page: number): void {
  guarded(() => store.setItem(pageKey(sessionId), String(page)), undefined);
}

/** The career the child chose on this device, kept whole so the plan shows again even when the list has moved on. */
export function storedChoice(store: SessionStore, sessionId: string): CareerRecommendation | null {
  const text = guarded(() => store.getItem(chosenKey(sessionId)), null);
  if (!text) return null;
  const parsed = CareerRecommendationSchema.safeParse(guarded(() => JSON.parse(text) as unknown, null));
  return parsed.success ? parsed.data : null;
}

export function storeChoice(store: SessionStore, sessionId: string, career: CareerRecommendation): void {
  guarded(() => store.setItem(chosenKey(sessionId), JSON.stringify(career)), undefined);
}

/** The next page after `page`, back to the first after the last one the server takes. */
export const nextPage = (page: number) => (page >= CAREER_PAGE_MAX ? 0 : page + 1);
