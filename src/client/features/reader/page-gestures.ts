import type { Scene } from '@/shared/scene';

export type Turn = 'previous' | 'next';

const SWIPE_MIN_PX = 50;

/** A mostly sideways drag of at least 50 px turns the page: leftwards to the next, rightwards back. */
export function swipeTurn(dx: number, dy: number): Turn | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

const DEFAULT_ACTOR_SIZE = 120;
// SCENE_WIDTH in shared/scene.ts; imported there it would bring zod into every reader page.
const SCENE_WIDTH = 800;

/**
 * Where to centre a picture cropped to a tall phone frame (CSS object-position x, in %):
 * the middle of the span its characters and things stand in, so the crop keeps them.
 */
export function sceneFocusX(scene: Scene): number {
  const left = Math.min(...scene.actors.map((a) => a.x - (a.size ?? DEFAULT_ACTOR_SIZE) / 2));
  const right = Math.max(...scene.actors.map((a) => a.x + (a.size ?? DEFAULT_ACTOR_SIZE) / 2));
  const centre = Math.min(Math.max((left + right) / 2, 0), SCENE_WIDTH);
  return Math.round((centre / SCENE_WIDTH) * 100);
}
