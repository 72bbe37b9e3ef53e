export type Turn = 'previous' | 'next';

const SWIPE_MIN_PX = 50;

/** A mostly sideways drag of at least 50 px turns the page: leftwards to the next, rightwards back. */
export function swipeTurn(dx: number, dy: number): Turn | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}
