import { channels, hexOf, lightness } from '../figures/svg';

/**
 * Form for flat shapes, painted as a picture book paints it (decisions 049, 143): every filled shape of a figure or a
 * thing is one flat area of its colour, a little warmed, and one cool shade on the side away from the light (the upper
 * left, a day room's window, the sun), turned by a short soft edge, by one gradient per colour across the shape's own
 * box. A gradient fill costs a phone next to nothing to paint, where the filters that modelled the same light took
 * seconds a picture (decision 049). A smooth ramp from a pale corner through the colour to a dark corner (the look
 * before 143) read to the blind critics as vinyl toys and game avatars, its pale corner a sheen.
 */

/** The shade is a cool glaze multiplied over the local colour, so skin and coats darken without going grey. */
const SHADE_GLAZE = [0.72, 0.68, 0.84] as const;
/**
 * The lit side takes this much of a warm white: the light's warmth over the whole lit area, against the shade's cool,
 * not a pale sheen at one corner.
 */
const LIGHT = 0.07;
const WARM_WHITE = [1, 0.97, 0.9] as const;

/**
 * Out of doors on a clear day the sun models harder (decision 102): a deeper cool shade and a little more warm white on
 * the lit side, so a body, a post or a bench reads at a phone's size as lit on the sun's side and in shade on the far
 * one. With the room's gentle glaze, the critics read the day pages as flat, light laid on top.
 */
const SUN_SHADE_GLAZE = [0.58, 0.55, 0.76] as const;
const SUN_LIGHT = 0.1;

/**
 * A bare hand's shade (decision 109): its skin deeper and warmer, as a nose's is (decision 103). Under the cool glaze a
 * small fist in shade went grey-purple and read as a mitten ("grey-purple mitten fists").
 */
const SKIN_SHADE_GLAZE = [0.86, 0.74, 0.68] as const;
/** How light a fill in a hand must be to be its skin, not its contour (0 to 1, channels' max and min averaged). */
const SKIN_FROM = 0.35;

/**
 * A painter's sun, not a vinyl sheen (decision 110): from the core shadow (`SUN_STOPS.shade`, at the form's turn) to the far
 * edge the shade takes back this much of the local colour, warmed, as light thrown up off the sunlit ground. The sun's
 * shade ran flat to the far edge, a cut-out's.
 */
const REFLECTED = 0.35;
const REFLECTED_WARM = [1.05, 1, 0.88] as const;

/** The lit, shaded and (under the sun) reflected tones of a #rrggbb colour. */
function tonesOf(colour: string, sun = false, skin = false): { lit: string; shade: string; reflected: string } {
  const rgb = channels(colour);
  const [light, glaze] = skin ? [LIGHT, SKIN_SHADE_GLAZE] : sun ? [SUN_LIGHT, SUN_SHADE_GLAZE] : [LIGHT, SHADE_GLAZE];
  const shade = rgb.map((c, i) => c * glaze[i]!);
  return {
    lit: hexOf(rgb.map((c, i) => c + (WARM_WHITE[i]! - c) * light)),
    shade: hexOf(shade),
    reflected: hexOf(shade.map((c, i) => Math.min(1, (c + (rgb[i]! - c) * REFLECTED) * REFLECTED_WARM[i]!))),
  };
}

/**
 * Where, across a shape's box, the lit area ends and the shade begins: the shade a third of the shape on the side away
 * from the light, as a painter lays one shadow shape down a form's far side; the edge between them soft over a tenth
 * of the box, a brush's edge, not a cut-out's. The sun's edge is a little harder and its shade a little wider.
 */
const ROOM_STOPS = { lit: 0.56, shade: 0.7 } as const;
const SUN_STOPS = { lit: 0.48, shade: 0.58 } as const;
/**
 * A thing in a room's gentle light (a card held up, a window, a cupboard) turns softly too: a cel's edge down the middle
 * of a flat card or a window read as a fold or a stain, so only people and animals take the cel there.
 */
const THING_STOPS = { lit: 0.45, shade: 1 } as const;
/**
 * A face's and a hand's skin turns more gently (a cel's edge across a cheek read as a dirty half-face): its shade only
 * at the far edge of the box.
 */
const SKIN_STOPS = { lit: 0.5, shade: 0.95 } as const;
/** The light comes from the side and a little above: the gradient runs nearly level across the box, a little down. */
const VECTOR = { y1: 0.15, y2: 0.55 } as const;

const FLAT_FILL = /fill="#([0-9a-f]{6})"/gi;

/**
 * A faint disc, under half opaque, is how a thing draws the glow round its light (a lamp's shade, a candle's flame, a
 * tree's bulbs, a star): light has no shaded side and no edge, so it fades out from its middle. Modelled like a solid
 * it read as a grey ball, and flat as a pale disc pasted on (decision 086). A nearly opaque disc (a puff of dust, a
 * leaf) is a thing and stays modelled.
 */
export const GLOW_OPACITY = 0.5;
const isGlow = (tag: string) => tag.startsWith('<circle') && Number(/ opacity="([\d.]+)"/.exec(tag)?.[1] ?? 1) < GLOW_OPACITY;

/** One picture's modelling: which colours were modelled, and from which side, so each gradient is written once. */
export class Modelling {
  private readonly colours = new Set<string>();

  /**
   * Where the light comes from for what is modelled next: the upper left, or in a day room lit by a window on the
   * right (a scene's `light` by day), the upper right, so a figure's lit side is toward the window.
   */
  fromRight = false;

  /** Whether the light is the sun out of doors on a clear day, which models harder than a room's (`SUN_SHADE_GLAZE`). */
  sunlit = false;

  /** Whether what is modelled next is a thing, not a person or an animal: in a gentle light it turns softly (`THING_STOPS`). */
  thing = false;

  /**
   * Whether what is modelled next is a person or an animal under a clear light, painted flat in its lit colours: its one
   * shade is laid over the whole figure (`shadedBody`, `shadedAnimal`, decision 148). A head and bare hands keep their
   * own modelling.
   */
  flat = false;

  /** The markup with its flat fills turned to modelled ones, and its glows to ones fading out from the middle. */
  model(markup: string): string {
    const gentle = this.thing ? (this.fromRight ? 'q' : 'p') : this.fromRight ? 'r' : 'm';
    const side = this.sunlit ? (this.fromRight ? 't' : 's') : gentle;
    // A head keeps the gentle modelling in the sun: its face's shade is the face's own soft crescent (face.ts), and
    // the sun's deeper glaze over the far half as well read as a dark half-face.
    let inHead = 0;
    // A bare hand (hands.ts marks it) keeps the gentle modelling too, its shade a warm deeper skin (SKIN_SHADE_GLAZE).
    let inHand = 0;
    const hand = this.fromRight ? 'k' : 'h';
    return markup.replace(/<[^>]+>/g, (tag) => {
      if (inHead > 0) inHead += tag.startsWith('<g') && !tag.endsWith('/>') ? 1 : tag === '</g>' ? -1 : 0;
      else if ((this.sunlit || this.flat) && tag.startsWith('<g data-head=')) inHead = 1;
      if (inHand > 0) inHand += tag.startsWith('<g') && !tag.endsWith('/>') ? 1 : tag === '</g>' ? -1 : 0;
      else if (tag.startsWith('<g data-h="')) inHand = 1;
      const kind = isGlow(tag) ? 'g' : inHead > 0 ? gentle : side;
      return tag.replace(FLAT_FILL, (_, colour: string) => {
        // Its dark contour keeps the figure's own modelling (one gradient fewer a hand, in pictures near their size cap).
        // A face's skin (draw-person marks it `data-k`) takes a hand's warm shade: the cool glaze, deepest at the lower
        // corner of the head's box, lay on a mother's jaw and chin as stubble (decision 137).
        const skin = (inHand > 0 && lightness(`#${colour}`) > SKIN_FROM) || tag.includes(' data-k=');
        if (this.flat && inHead === 0 && kind !== 'g' && !skin) return `fill="${tonesOf(`#${colour}`, this.sunlit).lit}"`;
        const key = `${skin ? hand : kind}${colour.toLowerCase()}`;
        this.colours.add(key);
        return `fill="url(#${key})"`;
      });
    });
  }

  /** The gradients the modelled markup uses. */
  defs(): string {
    return [...this.colours]
      .sort()
      .map((key) => {
        const colour = `#${key.slice(1)}`;
        if (key.startsWith('g'))
          return `<radialGradient id="${key}"><stop offset=".35" stop-color="${colour}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
        const sun = key.startsWith('s') || key.startsWith('t');
        const skin = key.startsWith('h') || key.startsWith('k');
        const { lit, shade, reflected } = tonesOf(colour, sun, skin);
        // From the left, x1 and x2 are SVG's defaults (0 and 1), left out, and so is each offset's leading 0: a picture
        // near its size cap keeps its bytes.
        const across = /^[qrkt]/.test(key) ? ' x1="1" x2="0"' : '';
        const stops = sun ? SUN_STOPS : skin ? SKIN_STOPS : /^[pq]/.test(key) ? THING_STOPS : ROOM_STOPS;
        // Under the sun the shade takes back some light thrown up off the ground at its far edge (decision 110);
        // elsewhere the shade runs on to the edge as SVG pads the last stop, so no stop is written for it.
        const far = sun ? `<stop offset="1" stop-color="${reflected}"/>` : '';
        const at = (offset: number) => String(offset).replace(/^0\./, '.');
        return `<linearGradient id="${key}"${across} y1="${at(VECTOR.y1)}" y2="${at(VECTOR.y2)}"><stop offset="${at(stops.lit)}" stop-color="${lit}"/><stop offset="${at(stops.shade)}" stop-color="${shade}"/>${far}</linearGradient>`;
      })
      .join('');
  }
}
