import { SCENE_HEIGHT, SCENE_WIDTH, type Scene } from '@/pictures/vocabulary/scene';
import { drawScene, kneelsSettled } from './draw-scene';
import { shotFrames, tallShot } from './shot-framing';
import { deskCamera, offTheBottomEdge, phoneSetByHand, TALL_HEIGHT, TALL_WIDTH, wideView, type View } from './tall-frame';
import { solvedTall } from './tall-solved';
import { n } from './figures/svg';
import { inBook } from './registry';
import { layoutOf, type PictureLayout } from './picture-layout';
import { turnedToTargets } from './turned-to-targets';
import { handsSideBySide } from './hands-side-by-side';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The two compositions of every picture: wide (16:10) for desks and print, tall (4:5) for phones. */
export type Frame = 'wide' | 'tall';

/** A complete standalone SVG document for one scene; identical input gives identical output. */
export function renderSceneSvg(scene: Scene, options: { title?: string; frame?: Frame } = {}): string {
  return renderPicture(scene, options).svg;
}

/** One scene drawn in one composition: its SVG document, and its geometry as drawn (what checks of the picture read). */
export function renderPicture(scene: Scene, options: { title?: string; frame?: Frame } = {}): { svg: string; layout: PictureLayout } {
  return inBook(scene.book, () => {
    const { svg, shown, view } = renderInBook(scene, options);
    return { svg, layout: layoutOf(shown, view) };
  });
}

function renderInBook(given: Scene, options: { title?: string; frame?: Frame }): { svg: string; shown: Scene; view: View } {
  // People turn to their targets where the wide picture has them, and again where the phone's stages them; then hands
  // that meet are set side by side where each composition draws them.
  const scene = kneelsSettled(turnedToTargets(given));
  const title = options.title?.trim();
  // Every brush contour (style/contour.ts) joins round: said once here, not on each of a picture's hundreds of lines.
  const head = (width: number, height: number, viewBox: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" stroke-linejoin="round">`;
  const titled = title ? `<title>${escapeXml(title)}</title>` : '';
  const viewBox = (view: View) => [view.x, view.y, view.width, view.height].map(n).join(' ');
  const framed = shotFrames(scene);
  if (framed) {
    const frame = options.frame === 'tall' ? 'tall' : 'wide';
    const chosen = frame === 'tall' ? tallShot(scene, framed) : { scene, view: framed.wide };
    // Where the shot's frame stands on the canvas's bottom edge over someone's feet, the group steps up off it, as in a
    // wide shot (decision 166). Places set by hand for the phone were set for its frame as it is.
    const byHand = frame === 'tall' && phoneSetByHand(scene);
    const { scene: cut, view } = byHand ? chosen : offTheBottomEdge(chosen);
    const shown = handsSideBySide(turnedToTargets(cut));
    const [width, height] = frame === 'tall' ? [TALL_WIDTH, TALL_HEIGHT] : [SCENE_WIDTH, SCENE_HEIGHT];
    return { svg: [head(width, height, viewBox(view)), titled, drawScene(shown, { camera: false, view }), '</svg>\n'].join(''), shown, view };
  }
  if (options.frame === 'tall') {
    const { scene: composed, view } = solvedTall(scene);
    const staged = handsSideBySide(turnedToTargets(composed));
    return {
      svg: [head(TALL_WIDTH, TALL_HEIGHT, viewBox(view)), titled, drawScene(staged, { camera: false, view }), '</svg>\n'].join(''),
      shown: staged,
      view,
    };
  }
  const placed = { ...handsSideBySide(scene), camera: deskCamera(scene) };
  const view = wideView(placed);
  // The desk's frame on the canvas's bottom edge steps the group up off it as the phone's does (decision 166), but for
  // scenes whose places or camera were set by hand, where a step up parts what was set together or leaves the frame.
  const byHand = scene.camera !== undefined || phoneSetByHand(scene);
  const desk = byHand ? placed : offTheBottomEdge({ scene: placed, view }).scene;
  return {
    svg: [head(SCENE_WIDTH, SCENE_HEIGHT, `0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}`), titled, drawScene(desk, { view }), '</svg>\n'].join(''),
    shown: desk,
    view,
  };
}
