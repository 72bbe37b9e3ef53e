import { backgroundIds, type BackgroundId } from '@/pictures/vocabulary/scene';
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
