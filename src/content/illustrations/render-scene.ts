import { SCENE_HEIGHT, SCENE_WIDTH, type Scene } from '@/shared/scene';
import { drawScene } from './draw-scene';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A complete standalone SVG document for one scene; identical input gives identical output. */
export function renderSceneSvg(scene: Scene, options: { title?: string } = {}): string {
  const title = options.title?.trim();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" role="img">`,
    title ? `<title>${escapeXml(title)}</title>` : '',
    drawScene(scene),
    '</svg>\n',
  ].join('');
}
