import { backgroundIds, SCENE_HEIGHT, type BackgroundId, type Scene } from '@/pictures/vocabulary/scene';
import { n } from '../figures/svg';
import { registeredPart, type Setting } from '../registry';
import { WHOLE_WIDTH, type ViewSpan, type TimeOfDay } from './parts';
import { forestPath } from './forest';
import { garden, park } from './green';
import { bedroom, livingRoom } from './home';
import { kitchen } from './kitchen';
import { classroom } from './school';

const drawers: Record<BackgroundId, (time: TimeOfDay, view: ViewSpan) => string> = {
  bedroom,
  'living-room': livingRoom,
  kitchen,
  garden,
  park,
  classroom,
  'forest-path': forestPath,
};

/** Where the floor or ground begins (canvas y): figures stand below this line. */
const grounds: Record<BackgroundId, number> = {
  bedroom: 370,
  'living-room': 380,
  kitchen: 380,
  garden: 360,
  park: 360,
  classroom: 380,
  'forest-path': 370,
};

export function isBuiltInSetting(id: string): boolean {
  return (backgroundIds as readonly string[]).includes(id);
}

/** The engine's settings out of doors. */
const outdoors: ReadonlySet<BackgroundId> = new Set(['garden', 'park', 'forest-path']);

function setting(id: string): Setting {
  if (isBuiltInSetting(id)) {
    const own = id as BackgroundId;
    return { draw: drawers[own], ground: grounds[own], ...(outdoors.has(own) ? { outdoors: true as const } : {}) };
  }
  const own = registeredPart('settings', id);
  if (!own) throw new Error(`Unknown background "${id}": the engine does not draw it and no book registered it`);
  return own;
}

/** Every background a scene may name now: the engine's and the registered books' settings. */
export function knownBackground(id: string): boolean {
  return isBuiltInSetting(id) || registeredPart('settings', id) !== undefined;
}

export function groundTop(id: string): number {
  return setting(id).ground;
}

/**
 * How far a camera angle moves the setting's ground line: a low camera drops it this share of the way to the frame's
 * foot, so the ground is a thin band under the people; a high one lifts it this share of the way to the top, so the
 * ground fills most of the picture and spreads its depth up it.
 */
const ANGLE_SHIFT = { low: 0.5, high: 0.45 } as const;

/** Where the ground begins in this scene's picture: the setting's ground line, moved by the scene's camera angle. */
export function groundOf(scene: Pick<Scene, 'background' | 'angle'>): number {
  const ground = groundTop(scene.background);
  if (scene.angle === 'low') return ground + (SCENE_HEIGHT - ground) * ANGLE_SHIFT.low;
  if (scene.angle === 'high') return ground * (1 - ANGLE_SHIFT.high);
  return ground;
}

/**
 * The setting as the scene's camera angle sees it: what stands above its ground line drawn taller (a low camera) or
 * shorter (a high one) down to the moved line, and the ground below it squeezed into a thin band or spread over the
 * picture. Two clipped copies of the one drawing, so every setting, the engine's or a book's, takes every angle.
 */
export function angledSetting(markup: string, scene: Pick<Scene, 'background' | 'angle'>): string {
  if (!scene.angle) return markup;
  const ground = groundTop(scene.background);
  const moved = groundOf(scene);
  const above = moved / ground;
  const below = (SCENE_HEIGHT - moved) / (SCENE_HEIGHT - ground);
  // The copies overlap by a unit at the line, so no seam of the page shows between them.
  const clip = (id: string, top: number, height: number) =>
    `<clipPath id="${id}"><rect x="-${SCENE_HEIGHT * 4}" y="${top}" width="${SCENE_HEIGHT * 10}" height="${height}"/></clipPath>`;
  return [
    `<defs>${clip('angle-above', -SCENE_HEIGHT, SCENE_HEIGHT + moved + 1)}${clip('angle-below', moved - 1, SCENE_HEIGHT * 2)}</defs>`,
    `<g clip-path="url(#angle-above)"><g transform="scale(1 ${above.toFixed(4)})">${markup}</g></g>`,
    `<g clip-path="url(#angle-below)"><g transform="translate(0 ${n(moved - ground * below)}) scale(1 ${below.toFixed(4)})">${markup}</g></g>`,
  ].join('');
}

/** Whether the setting is out of doors (see `Setting.outdoors`). */
export function isOutdoors(id: string): boolean {
  return setting(id).outdoors === true;
}

/**
 * The background's SVG markup (no outer <svg>) on the 800 × 500 canvas. Time only changes
 * what is seen through windows and in the sky; the colour tint is added by the renderer. The
 * view is the span the picture shows, so small scenery can keep clear of its edges.
 */
export function drawBackground(id: string, time: TimeOfDay = 'day', view: ViewSpan = WHOLE_WIDTH): string {
  return setting(id).draw(time, view);
}
