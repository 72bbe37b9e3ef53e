import type { Scene } from '@/shared/scene';

export type Turn = 'previous' | 'next';

const SWIPE_MIN_PX = 50;

/** A mostly sideways drag of at least 50 px turns the page: leftwards to the next, rightwards back. */
export function swipeTurn(dx: number, dy: number): Turn | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return null;
  return dx < 0 ? 'next' : 'previous';
}

// SCENE_WIDTH in shared/scene.ts; imported there it would bring zod into every reader page.
const SCENE_WIDTH = 800;
/** About half a figure's width: enough to keep a person or an animal inside the crop. */
const FIGURE_HALF_WIDTH = 50;

/** The people, animals and props of a scene as spans, seen through its camera. */
function sceneSpans(scene: Scene): { x: number; half: number }[] {
  const zoom = scene.camera?.zoom ?? 1;
  const cameraX = scene.camera?.x ?? SCENE_WIDTH / 2;
  const toView = (x: number) => (x - cameraX) * zoom + SCENE_WIDTH / 2;
  return scene.items.flatMap((item) => {
    if ('person' in item || 'animal' in item) return [{ x: toView(item.x), half: FIGURE_HALF_WIDTH * zoom }];
    if ('prop' in item) return [{ x: toView(item.x), half: (item.size / 2) * zoom }];
    return [];
  });
}
/**
 * Where to centre a picture cropped to a tall phone frame (x, in % of the picture's width):
 * the middle of the span its characters and things stand in, so the crop keeps them.
 */
export function sceneFocusX(scene: Scene): number {
  const spans = sceneSpans(scene);
  if (spans.length === 0) return 50;
  const left = Math.min(...spans.map((s) => s.x - s.half));
  const right = Math.max(...spans.map((s) => s.x + s.half));
  const centre = Math.min(Math.max((left + right) / 2, 0), SCENE_WIDTH);
  return Math.round((centre / SCENE_WIDTH) * 100);
}
