import { icons } from '@iconify-json/fluent-emoji-flat';
import { getIconData, iconToSVG, replaceIDs } from '@iconify/utils';
import type { Scene } from '@/pictures/vocabulary/scene';
import { n, pt } from '@/pictures/figures/svg';

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

/**
 * The stars of a night sky are drawn as the book's own soft points of light, not as the emoji: a yellow
 * five-pointed star with its outline read as a sticker laid on the painted sky.
 */
const SKY_STARS: Record<string, number> = { star: 1, 'glowing-star': 1.3 };

/** A star the sky draws itself (a point of light) instead of its emoji, or undefined for any other icon. */
export function skyStar(name: string, x: number, y: number, size: number): string | undefined {
  const glow = SKY_STARS[name];
  if (glow === undefined) return undefined;
  // A glow, a four-pointed glint with a thin waist, and a bright core: light, with no outline to make it a shape.
  const arm = size * 0.36;
  const waist = size * 0.07;
  const glint = [
    [0, -arm],
    [waist, -waist],
    [arm, 0],
    [waist, waist],
    [0, arm],
    [-waist, waist],
    [-arm, 0],
    [-waist, -waist],
  ]
    .map(([dx, dy], i) => `${i ? 'L' : 'M'}${pt(x + dx!, y + dy!)}`)
    .join('');
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.34 * glow)}" fill="#fff4c8" opacity=".16"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.17 * glow)}" fill="#fff4c8" opacity=".35"/>` +
    `<path d="${glint}Z" fill="#fffbe8" opacity=".9"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 0.09)}" fill="#fff"/>`
  );
}
