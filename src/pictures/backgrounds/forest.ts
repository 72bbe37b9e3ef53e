import {
  bushShape,
  clearOfEdges,
  defs,
  grassTufts,
  grove,
  landmark,
  longShadowPath,
  pineShape,
  rect,
  roundTreeShape,
  sky,
  sunCastFromLeft,
  vGradient,
  WHOLE_WIDTH,
  type ViewSpan,
  type TimeOfDay,
} from './parts';

export function mushroom(view: ViewSpan, x: number, y: number, s = 1): string {
  return `<g transform="translate(${clearOfEdges(x, 23 * s, view)} ${y}) scale(${s})"><rect x="-6" y="-18" width="12" height="18" rx="4" fill="#fff3e0"/><path d="M-22 -16q22-34 44 0Z" fill="#e53935"/><circle cx="-8" cy="-24" r="3.5" fill="#fff"/><circle cx="7" cy="-22" r="3" fill="#fff"/></g>`;
}

/** The wood's row of round trees: where each stands and its scale. */
const MID_TREES = [60, 250, 560, 740].map((x, i) => [x, 1 + (i % 2) * 0.2] as const);
/** A round tree's height at scale 1, to the top of its crown. */
const TREE_HEIGHT = 158;

/** Sky glow, two rows of trees and sunbeams: the part both forest pictures share. */
export function woods(): string {
  // far firs paler and simpler than the near trees, as the air between hazes them
  const far = grove(
    'far-pine',
    pineShape('#8cc79a'),
    [20, 110, 200, 300, 500, 600, 690, 780].map((x, i) => [x, 330, 0.9 + (i % 3) * 0.15]),
  );
  const mid = grove(
    'mid-tree',
    roundTreeShape('#4f9e4a', '#3a7d3f'),
    MID_TREES.map(([x, s]) => [x, 360, s]),
  );
  return [
    defs(
      vGradient('sky', ['#e8f6d0', '#c6e6a8']),
      vGradient('grass', ['#7dbd5c', '#5ea446']),
      '<linearGradient id="bg-ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#fffbe0" stop-opacity=".5"/><stop offset="100%" stop-color="#fffbe0" stop-opacity="0"/></linearGradient>',
    ),
    sky('sky'),
    landmark('pine-trees pine-tree', far),
    '<path d="M0 330q400-30 800 0V400H0Z" fill="#9fd08a"/>',
    // Under a clear day's sun from the left the round trees cast their long shadows to the right, as the park's tree
    // does; kept only under that sun (draw-scene.ts `sunCastKept`), so a grey, rainy, evening or night wood has none.
    sunCastFromLeft(...MID_TREES.map(([x, s]) => longShadowPath(x, 361, TREE_HEIGHT * s, 16 * s, 40 * s))),
    mid,
    '<g fill="url(#bg-ray)"><path d="M300 0h50L470 360h-60Z"/><path d="M420 0h30l120 330h-40Z"/></g>',
    // big trunks framing the picture at both edges
    '<path d="M0 0h48q-8 200 14 420H0Z" fill="#7a4e33"/><path d="M800 0h-44q10 220-16 420h60Z" fill="#6d4529"/>',
    // their bark: a shaded side away from the light, a lit edge toward it, and furrows running up
    '<path d="M30 0h18q-8 200 14 420H44q-16-220-14-420Z" fill="#5d3b26"/><path d="M756 0h8q-6 220-14 420h-10q26-200 16-420Z" fill="#9a6a47"/>',
    '<path d="M20 120q10 60 0 120M12 280q6 50-2 110M780 90q-10 80 0 150M774 300q-6 40 2 90" stroke="#4a2f1e" stroke-width="4" fill="none" stroke-linecap="round"/>',
  ].join('');
}

/**
 * The woodland floor from `top` down: a band of shade under the trees, sunlit patches between them and
 * tufts of grass, thicker toward the front, so the ground reads as a meadow under the canopy.
 */
export function meadow(top: number): string {
  return [
    `<path d="M0 ${top}h800v14q-200 10-400 0T0 ${top + 12}Z" fill="#3f7d36" opacity=".35"/>`,
    // The big trunk framing the left edge casts its long shadow over the meadow under a clear day's sun from the left
    // (the right one's falls out of the picture); its top is out of the picture, so the shadow is a long band.
    sunCastFromLeft(longShadowPath(30, top + 14, 420, 60)),
    `<g fill="#a6d97f" opacity=".55"><ellipse cx="300" cy="${top + 48}" rx="120" ry="14"/><ellipse cx="610" cy="${top + 80}" rx="90" ry="12"/></g>`,
    grassTufts(3, 6, 20, top + 20, 760, 40, '#5a9a46'),
    grassTufts(13, 9, 10, top + 66, 780, 60, '#4a8a3a'),
  ].join('');
}

/**
 * Stones by the path, each a rounded body with its top in the light, its underside in shade and an outline: flat grey
 * ovals read as shadows cast by nothing on the grass and the path (blind critic r58, forest c2-p1).
 */
function pathStones(stones: readonly (readonly [number, number, number, number])[]): string {
  return stones
    .map(
      ([x, y, rx, ry]) =>
        `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="#a1988a" stroke="#6f665a" stroke-width="1.5"/>` +
        `<path d="M${x - rx * 0.85} ${y + ry * 0.2}Q${x} ${y + ry * 1.25} ${x + rx * 0.85} ${y + ry * 0.2}" fill="none" stroke="#7d7468" stroke-width="${(ry * 0.5).toFixed(1)}" stroke-linecap="round"/>` +
        `<ellipse cx="${x - rx * 0.25}" cy="${y - ry * 0.35}" rx="${rx * 0.45}" ry="${ry * 0.3}" fill="#cfc7b8"/>`,
    )
    .join('');
}

export function forestPath(_time: TimeOfDay, view = WHOLE_WIDTH): string {
  return [
    woods(),
    rect(0, 370, 800, 130, 'url(#bg-grass)'),
    meadow(370),
    // the path narrows towards the trees so it leads the eye into the woods
    landmark(
      'forest-path path',
      '<path d="M230 500C320 440 450 430 392 372h26c60 50-10 80 170 128Z" fill="#e2c18e" stroke="#b98f5c" stroke-width="3" stroke-linejoin="round"/><path d="M300 500c60-40 130-60 110-100h8c40 50-20 60 60 100Z" fill="#eed4a6"/>' +
        // grass spilling over its edges, and wheel-worn ruts of darker earth
        '<path d="M236 494q6-14 2-22M246 488q8-12 10-22M560 490q-4-14 2-22M572 494q-8-10-6-20" stroke="#4f8f3f" stroke-width="2.5" stroke-linecap="round" fill="none"/><path d="M350 480q40-40 60-70M500 480q-40-50-70-80" stroke="#cfa873" stroke-width="3" stroke-linecap="round" fill="none"/>',
    ),
    pathStones([
      [170, 470, 16, 9],
      [530, 478, 18, 10],
      [470, 410, 10, 6],
    ]),
    grove('bush', bushShape('#4a8f3f'), [
      [100, 410, 1.1],
      [700, 420, 1.2],
    ]),
    mushroom(view, 640, 460, 0.9),
  ].join('');
}
