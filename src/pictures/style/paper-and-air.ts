import { SCENE_HEIGHT, type Scene } from '@/pictures/vocabulary/scene';
import { channels, hexOf, n } from '../figures/svg';
import { seededSequence } from '../props/drawing';

/**
 * The paper a picture is painted on, and the air in front of its setting (decision 049).
 *
 * Paper: one tile of crayon tooth and wash, light and dark, scattered by a fixed sequence so every build draws the same
 * file, stamped over the whole picture like the tooth of cold-pressed paper under gouache or crayon. The
 * tile is scaled with the frame, so a close shot has the same grain as a wide one.
 *
 * Air: between the viewer and the setting, lightest and coolest at the horizon and clear at the front, so
 * far hills and walls step back and the figures, drawn after it, come forward.
 */

const TILE = 96;
const AIR = '#e3ecf8';

/**
 * The tooth is sized for the smallest screen a picture is drawn on: the wide picture 370 CSS px across a
 * phone, about 0.46 px a scene unit. Specks a quarter of a unit across (the first paper) vanished there;
 * a mark this wide is a pixel on that phone and two on a desk, where it reads as crayon on rough paper.
 */
const GRAIN_MARK = 2.2;

/**
 * The tile: short crayon strokes dragged mostly one way, as a hand drags a crayon across the tooth of the
 * paper, dark where it bit and light where it skipped, each set one path so the tile stays a few hundred
 * bytes. No broad patches: hard-edged pale ovals repeating every tile read to three art directors as bokeh,
 * stains on clothes and dust on the screen, not as a brush's uneven wash.
 */
/** A mark at (x, y) reaching `reach` every way, and its copies a tile over wherever it crosses an edge, so the tiles meet without a seam. */
function wrapped(x: number, y: number, reach: number): [number, number][] {
  const shifts = (v: number) => [0, ...(v + reach > TILE ? [-TILE] : []), ...(v - reach < 0 ? [TILE] : [])];
  return shifts(x).flatMap((dx) => shifts(y).map((dy): [number, number] => [x + dx, y + dy]));
}

function grainTile(): string {
  const next = seededSequence(11);
  const strokes = (count: number) => {
    let d = '';
    for (let i = 0; i < count; i += 1) {
      // Set on whole units (half a unit is a fifth of a mark's width, lost in the tooth): a tenth of a unit more was
      // 170 bytes of every picture's 40 KB.
      const x = Math.round(next() * TILE);
      const y = Math.round(next() * TILE);
      const length = 0.6 + next() * 2.6;
      const angle = ((-25 + (next() - 0.5) * 110) * Math.PI) / 180;
      const [dx, dy] = [Math.cos(angle) * length, Math.sin(angle) * length];
      for (const [wx, wy] of wrapped(x, y, Math.abs(dx) + GRAIN_MARK)) d += `M${n(wx)} ${n(wy)}l${n(dx)} ${n(dy)}`;
    }
    return d;
  };
  const line = (d: string, colour: string, opacity: number) =>
    `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${GRAIN_MARK}" stroke-linecap="round"/>`;
  return (
    line(strokes(80), '#5a3a26', 0.2) +
    line(strokes(60), '#5a3a26', 0.12) +
    // The light strokes faint: as strong as the dark ones, on a daytime room's wall they read as snow falling indoors.
    line(strokes(70), '#fffaf0', 0.12)
  );
}
const specks = grainTile();

/** The air's gradient and the paper's tile, written once in a picture; `view` is the frame drawn. */
export function paperAndAirDefs(ground: number, time: Scene['time'], view: { x: number; y: number; height: number }): string {
  const strength = time === 'day' ? 0.22 : time === 'evening' ? 0.14 : 0.06;
  const horizon = Math.max(0.05, Math.min(0.95, ground / SCENE_HEIGHT));
  const air =
    `<linearGradient id="look-air" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${SCENE_HEIGHT}">` +
    `<stop offset="0" stop-color="${AIR}" stop-opacity="${n(strength * 0.5)}"/>` +
    `<stop offset="${n(horizon)}" stop-color="${AIR}" stop-opacity="${n(strength)}"/>` +
    `<stop offset="${n(Math.min(1, horizon + 0.16))}" stop-color="${AIR}" stop-opacity="0"/></linearGradient>`;
  const scale = view.height / SCENE_HEIGHT;
  const paper = `<pattern id="look-paper" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse" patternTransform="translate(${n(view.x)} ${n(view.y)}) scale(${Math.round(scale * 1000) / 1000})">${specks}</pattern>`;
  return air + paper;
}

/**
 * Someone further back in a crowd: their clothes, hair and shoes painted through the air, paler and cooler,
 * so the four faces the picture is about are read first. Their skin and face are not: a face a reader should
 * read stays readable, and a filter over the whole figure washed the back row's faces out.
 */
export function inTheAir<T extends { hair: { colour: string }; outfit: Record<string, unknown>; signatureColour?: string }>(look: T): T {
  const outfit: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(look.outfit)) {
    if (typeof value === 'string' && value.startsWith('#')) outfit[key] = throughTheAir(value);
    else if (value && typeof value === 'object' && 'colour' in value) outfit[key] = { ...value, colour: throughTheAir(String(value.colour)) };
    else outfit[key] = value;
  }
  return {
    ...look,
    hair: { ...look.hair, colour: throughTheAir(look.hair.colour) },
    outfit,
    ...(look.signatureColour ? { signatureColour: throughTheAir(look.signatureColour) } : {}),
  };
}

const AIR_RGB = channels(AIR);
/** How far toward the air: at 0.38 three art directors took the back row for ghosts. */
const BACK = 0.18;
/** A colour seen through the air in front of someone further back. */
function throughTheAir(colour: string): string {
  return hexOf(channels(colour).map((c, i) => c * (1 - BACK) + AIR_RGB[i]! * BACK));
}

/** The air over the setting; figures are drawn after it, in front. */
export function airOver(): string {
  return `<rect data-overlay="" x="-200" y="-200" width="1200" height="900" fill="url(#look-air)"/>`;
}

/**
 * How strongly the paper's grain shows, by day and in the dark (where its light specks read as dust). At 0.4 by day a
 * critic found it "dirt" on flat walls and snow on a desk's wide picture; half that still shows the paper's tooth
 * (decision 064).
 */
const PAPER_GRAIN = { day: 0.2, dark: 0.11 };

/** The paper's grain over the whole picture, last. */
export function paperOver(time: Scene['time']): string {
  const opacity = time === 'night' || time === 'lamp' ? PAPER_GRAIN.dark : PAPER_GRAIN.day;
  return `<rect data-overlay="" x="-200" y="-200" width="1200" height="900" fill="url(#look-paper)" opacity="${opacity}"/>`;
}
