import { icons } from '@iconify-json/fluent-emoji-flat';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import type { Scene } from '@/pictures/vocabulary/scene';

/** True when the name is a Fluent Emoji Flat icon we can draw. */
export function knownIconName(name: string): boolean {
  return getIconData(icons, name) !== null;
}

/** Every distinct icon a scene uses, sorted, so content tests can check them. */
export function sceneIconNames(scene: Scene): string[] {
  return [...new Set(scene.items.flatMap((item) => ('icon' in item ? [item.icon] : [])))].sort();
}

export class UnknownIconError extends Error {
  constructor(readonly icon: string) {
    super(`Unknown Fluent Emoji Flat icon "${icon}" (see https://icon-sets.iconify.design/fluent-emoji-flat/)`);
    this.name = 'UnknownIconError';
  }
}

/**
 * The icon's inner markup and viewBox. Ids are renamed with replaceIDs so two icons in one
 * file never share a gradient id; callers reset the id counter (clearIDCache) per document
 * so the same scene always yields the same ids.
 */
export function iconMarkup(name: string): { body: string; viewBox: string } {
  const data = getIconData(icons, name);
  if (!data) throw new UnknownIconError(name);
  const svg = iconToSVG(data);
  return { body: replaceIDs(svg.body), viewBox: svg.attributes.viewBox };
}
