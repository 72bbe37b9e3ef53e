import { clearIDCache } from '@iconify/utils';
import { isKitScene, SCENE_HEIGHT, SCENE_WIDTH, type EmojiScene, type Scene, type SceneActor } from '@/shared/scene';
import { drawBackground } from './backgrounds';
import { iconMarkup } from './icons';
import { drawKitScene } from './render-kit-scene';

const DEFAULT_SIZE = 120;
/** Actors whose feet are above this line float (sun, stars, birds) and cast no shadow. */
const FLOOR_TOP = 300;

/** Multiply keeps colours rich while darkening; a plain overlay would wash them grey. */
function tint(top: string, bottom: string): string {
  return `<defs><linearGradient id="bg-tint" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${top}"/><stop offset="100%" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="500" fill="url(#bg-tint)" style="mix-blend-mode:multiply"/>`;
}

const tints: Record<NonNullable<EmojiScene['time']>, string> = {
  day: '',
  // A warm glow on top, because a blue sky multiplied by orange alone turns grey.
  evening: `${tint('#ffc8a4', '#ffe2d2')}<defs><linearGradient id="bg-glow" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#ff8f5a" stop-opacity=".45"/><stop offset="70%" stop-color="#ff8f5a" stop-opacity="0"/></linearGradient></defs><rect width="800" height="500" fill="url(#bg-glow)"/>`,
  night: tint('#3a4785', '#6470b0'),
};

const num = (n: number) => String(Math.round(n * 100) / 100);

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function shadow(actor: SceneActor): string {
  const size = actor.size ?? DEFAULT_SIZE;
  const feet = actor.y + size / 2;
  if (feet < FLOOR_TOP) return '';
  return `<ellipse cx="${num(actor.x)}" cy="${num(feet - size * 0.03)}" rx="${num(size * 0.36)}" ry="${num(size * 0.07)}" fill="#1d1a2e" opacity=".18"/>`;
}

function actorSvg(actor: SceneActor): string {
  const size = actor.size ?? DEFAULT_SIZE;
  const { body, viewBox } = iconMarkup(actor.icon);
  const icon = `<svg x="${num(actor.x - size / 2)}" y="${num(actor.y - size / 2)}" width="${num(size)}" height="${num(size)}" viewBox="${viewBox}">${body}</svg>`;
  // Mirror around the actor's own centre line so it stays in place.
  return actor.flip ? `<g transform="matrix(-1 0 0 1 ${num(actor.x * 2)} 0)">${icon}</g>` : icon;
}

function emojiScene(scene: EmojiScene): string {
  return [drawBackground(scene.background, scene.time), tints[scene.time ?? 'day'], scene.actors.map(shadow).join(''), scene.actors.map(actorSvg).join('')].join('');
}

/** A complete standalone SVG document for one scene; identical input gives identical output. */
export function renderSceneSvg(scene: Scene, options: { title?: string } = {}): string {
  clearIDCache();
  const title = options.title?.trim();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" role="img">`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    isKitScene(scene) ? drawKitScene(scene) : emojiScene(scene),
    '</svg>\n',
  ].join('');
}
