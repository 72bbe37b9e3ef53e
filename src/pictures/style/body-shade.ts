import { n } from '../figures/svg';
import { bareHandsAt } from './bare-hands-at';

/**
 * One shade down a person's far side (decision 148). Modelled part by part, every sleeve, thigh and pocket took a cel
 * of shade across its own box, turned with the limb: on pale pajamas mid-run the body broke into grey shards (blind
 * critics, birthday c1-p3, korean c1-p1). Under a clear light a person's clothes are painted flat in the lit colour
 * (`Modelling.flat`), and one cool glaze is laid over the whole figure below the chin, cut to the figure's own shape
 * (a mask of its alpha, no filter), from the middle of the body to its side away from the light: one soft shadow shape
 * down the far side, as a painter lays it, whatever the limbs do. The head keeps its own modelling and its face's
 * crescent, so no face is shaded twice.
 */

/** The glaze multiplied in on the far side: cool, a little lighter than the sun's deepest cel, as it covers a whole side. */
const BODY_SHADE = '#cbbfd6';

/**
 * Where the shade turns, in the body's half-widths (1.8 head radii) from the body's middle toward its far side: lit to
 * `lit`, the glaze whole from `shade` to `edge`, a brush's soft edge between, and fading out again to nothing at `out`,
 * just past the body's side, so an arm reaching out and its hand keep their light: whole to the box's side, the glaze
 * lay on every reaching hand and read as dirt or a grey glove (blind critics r29, birthday and christmas).
 */
const TURN = { lit: 0.05, shade: 0.5, edge: 0.85, out: 1.25 } as const;
/** Where the glaze is whole, as shares of its gradient's run from `lit` to `out`. */
const WHOLE_FROM = ((TURN.shade - TURN.lit) / (TURN.out - TURN.lit)).toFixed(2);
const WHOLE_TO = ((TURN.edge - TURN.lit) / (TURN.out - TURN.lit)).toFixed(2);
/** How far below the head's centre, in head radii, the shade begins: under the chin, so the face keeps its own light. */
const BELOW_CHIN = 1.05;
/** How far down, in head radii, the shade fades in from nothing under the chin to whole. */
const FADE = 0.9;
/** A body's half-width in head radii (as the night's body lift measures it). */
const BODY_HALF = 1.8;
/** How far each side of the body the shade's box reaches, in head radii: past a reaching arm or a held thing. */
const REACH = 7;
/**
 * A bare hand is kept out of the glaze: a round gap over it, in palm half-lengths, clear to `clear` and fading back to the
 * glaze by `edge` (past the finger tips). Held before the body on its far side, a hand under the cool glaze read as grey
 * skin, a different colour from the face (blind critic r71, christmas p6); its own modelling shades it in warm skin.
 */
const HAND_GAP = { clear: 1.3, edge: 2.1 } as const;

export interface BodyShade {
  /** The figure as drawn, in a group the mask reads its shape from, and its shade over it. */
  svg: string;
  /** The gradients and the masks, for the picture's defs. */
  defs: string;
}

/**
 * A figure drawn flat, with its one shade: `head` where its head is drawn, `feet` where it stands (the lowest its body
 * reaches), `fromRight` whether the light falls from the right, `id` unique in the picture. The shade fades in under the
 * chin (a second mask, on the group that multiplies it in, as a masked thing cannot blend through its own mask).
 */
export function shadedBody(
  markup: string,
  id: string,
  head: { x: number; y: number; r: number },
  feet: { x: number; y: number },
  fromRight: boolean,
): BodyShade {
  // The body's middle: between the head and the feet, so a body leaning into a run is shaded down its own far side.
  const mid = (head.x + feet.x) / 2;
  const away = fromRight ? -1 : 1;
  const half = head.r * BODY_HALF;
  const top = head.y + head.r * BELOW_CHIN;
  const box = `x="${n(mid - head.r * REACH)}" y="${n(top)}" width="${n(head.r * REACH * 2)}" height="${n(Math.max(feet.y, top) + head.r - top)}"`;
  const hands = bareHandsAt(markup);
  const gaps = hands.map((h) => `<circle cx="${n(h.x)}" cy="${n(h.y)}" r="${n(h.r * HAND_GAP.edge)}" fill="url(#${id}h)"/>`).join('');
  const gap = hands.length
    ? `<radialGradient id="${id}h"><stop offset="${(HAND_GAP.clear / HAND_GAP.edge).toFixed(2)}"/><stop offset="1" stop-opacity="0"/></radialGradient>`
    : '';
  return {
    svg:
      `<g id="${id}">${markup}</g>` +
      `<g data-overlay="" mask="url(#${id}v)" style="mix-blend-mode:multiply"><rect ${box} fill="url(#${id}s)" mask="url(#${id}m)"/></g>`,
    defs:
      `<linearGradient id="${id}s" gradientUnits="userSpaceOnUse" x1="${n(mid + away * half * TURN.lit)}" x2="${n(mid + away * half * TURN.out)}" y1="0" y2="0">` +
      `<stop offset="0" stop-color="#fff"/><stop offset="${WHOLE_FROM}" stop-color="${BODY_SHADE}"/>` +
      `<stop offset="${WHOLE_TO}" stop-color="${BODY_SHADE}"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
      `<linearGradient id="${id}f" gradientUnits="userSpaceOnUse" x1="0" x2="0" y1="${n(top)}" y2="${n(top + head.r * FADE)}">` +
      `<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
      gap +
      `<mask id="${id}m" style="mask-type:alpha"><use href="#${id}"/></mask><mask id="${id}v"><rect ${box} fill="url(#${id}f)"/>${gaps}</mask>`,
  };
}

/**
 * An animal drawn flat, with its one shade: lit along its back, the glaze whole over its belly and the legs under it
 * and toward its side away from the light (`ANIMAL_TURN`), across the whole animal, head and all. Shaded part by part,
 * a dog on the run broke into patches as the pajamas did. `at` is where it stands, `size` its body's length as drawn.
 */
export function shadedAnimal(markup: string, id: string, at: { x: number; y: number }, size: number, fromRight: boolean): BodyShade {
  const away = fromRight ? -1 : 1;
  const [lit, shade] = [ANIMAL_TURN.lit, ANIMAL_TURN.shade].map(([across, up]) => ({ x: at.x + away * across * size, y: at.y - up * size }));
  return {
    svg:
      `<g id="${id}">${markup}</g>` +
      `<rect data-overlay="" x="${n(at.x - size * 1.5)}" y="${n(at.y - size * 1.6)}" width="${n(size * 3)}" height="${n(size * 1.8)}" fill="url(#${id}s)" mask="url(#${id}m)" style="mix-blend-mode:multiply"/>`,
    defs:
      `<linearGradient id="${id}s" gradientUnits="userSpaceOnUse" x1="${n(lit!.x)}" y1="${n(lit!.y)}" x2="${n(shade!.x)}" y2="${n(shade!.y)}">` +
      `<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${BODY_SHADE}"/></linearGradient>` +
      `<mask id="${id}m" style="mask-type:alpha"><use href="#${id}"/></mask>`,
  };
}

/**
 * Where an animal's shade turns, as [across toward the far side, up from the feet] in body lengths: lit above `lit`,
 * the glaze whole past `shade`, so the back is lit and the belly and the side away from the light in shade.
 */
const ANIMAL_TURN = { lit: [0, 0.55], shade: [0.25, 0.15] } as const;
