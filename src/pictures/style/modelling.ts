import { channels, hexOf } from '../figures/svg';

/**
 * Form for flat shapes: every filled shape of a figure or a thing is painted lit on the side towards the
 * light (the upper left, or a day room's window) and in shade on the side away from it, by one gradient per colour across the
 * shape's own box. A gradient fill costs a phone next to nothing to paint, where the filters that modelled
 * the same light took seconds a picture (decision 049).
 */

/** The shade is a cool glaze multiplied over the local colour, so skin and coats darken without going grey. */
const SHADE_GLAZE = [0.72, 0.68, 0.84] as const;
/** The lit side takes this much of a warm white. */
const LIGHT = 0.16;
const WARM_WHITE = [1, 0.97, 0.9] as const;

/** The lit and shaded tones of a #rrggbb colour. */
function tonesOf(colour: string): { lit: string; shade: string } {
  const rgb = channels(colour);
  return {
    lit: hexOf(rgb.map((c, i) => c + (WARM_WHITE[i]! - c) * LIGHT)),
    shade: hexOf(rgb.map((c, i) => c * SHADE_GLAZE[i]!)),
  };
}

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

  /** The markup with its flat fills turned to modelled ones, and its glows to ones fading out from the middle. */
  model(markup: string): string {
    const side = this.fromRight ? 'r' : 'm';
    return markup.replace(/<[^>]+>/g, (tag) => {
      const kind = isGlow(tag) ? 'g' : side;
      return tag.replace(FLAT_FILL, (_, colour: string) => {
        const key = `${kind}${colour.toLowerCase()}`;
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
        const { lit, shade } = tonesOf(colour);
        const [x1, x2] = key.startsWith('r') ? ['.8', '.2'] : ['.2', '.8'];
        return `<linearGradient id="${key}" x1="${x1}" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${lit}"/><stop offset=".45" stop-color="#${key.slice(1)}"/><stop offset="1" stop-color="${shade}"/></linearGradient>`;
      })
      .join('');
  }
}
