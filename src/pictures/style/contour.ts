import { channels, hexOf, n } from '../figures/svg';

/**
 * A brush contour for filled shapes, as geometry (decision 050). Under each shape lies a copy of its own
 * outline, stroked in a dark warm tone of its fill and shifted away from the light (the upper left): the
 * shape covers the inner half of that stroke, so the line shows thin on the lit side, heavy on the shadow
 * side, and tapers between them the way a loaded brush does round a form. No filter: a phone paints a
 * stroke as cheaply as a fill, where the filters that drew the same edge took seconds a picture. Its join is round,
 * set once on the picture's root (render-scene.ts).
 */

/** A dark warm brown the ink is mixed towards, so an outline is the fill's own colour deepened, not black. */
const INK_BROWN = [0.23, 0.14, 0.12] as const;
/** How much of the brown goes into the ink: enough to read against the fill, light enough to stay a colour. */
const INK_MIX = 0.7;
/** How far the ink copy shifts away from the light, as a share of the line's half-width under the shape. */
const SHADOW_SHIFT = 0.85;

/** The ink for an outline round a shape of this #rrggbb fill. */
export function inkOf(fill: string): string {
  return hexOf(channels(fill).map((c, i) => c * (1 - INK_MIX) + INK_BROWN[i]! * INK_MIX));
}

const FILLED = /<(path|ellipse|circle|rect)\b([^>]*?)\/>/g;
const FILL = /\sfill="(#[0-9a-f]{6})"/i;
/** A see-through shape (a blush, a glow) or one stroked for a line of its own is not a form to outline. */
const NOT_A_FORM = /\s(opacity|fill-opacity|stroke|stroke-width|stroke-linecap)="[^"]*"/;

/**
 * Every filled shape in `markup` with its contour laid under it. `weight` is the line's full width on the
 * shadow side, in the markup's own units; `spin` is how far the markup is turned (degrees) inside the
 * picture, so the shift still points away from the picture's light in a turned group; `fromRight` says the picture's
 * light (its sun, decision 102) is on the right, so the heavy side is the lower left (decision 106).
 */
export function inked(markup: string, weight: number, spin = 0, fromRight = false): string {
  const half = weight / (1 + SHADOW_SHIFT);
  const shift = half * SHADOW_SHIFT * Math.SQRT1_2;
  const a = (-spin * Math.PI) / 180;
  // Down and away from the light: to the lower right under a light on the left, to the lower left under one on the right.
  const sx = fromRight ? -shift : shift;
  const dx = sx * Math.cos(a) - shift * Math.sin(a);
  const dy = sx * Math.sin(a) + shift * Math.cos(a);
  const moved = `translate(${n(dx)} ${n(dy)})`;
  return markup.replace(FILLED, (element: string, tag: string, attrs: string) => {
    const fill = FILL.exec(attrs);
    if (!fill || NOT_A_FORM.test(attrs)) return element;
    const own = /\stransform="([^"]*)"/.exec(attrs);
    // (A face's skin mark, `data-k`, is for its modelling, not its contour's.)
    const geometry = attrs
      .replace(FILL, '')
      .replace(/\stransform="[^"]*"/, '')
      .replace(' data-k=""', '');
    const transform = own ? `${moved} ${own[1]}` : moved;
    return `<${tag}${geometry} fill="none" stroke="${inkOf(fill[1]!)}" stroke-width="${n(half * 2)}" transform="${transform}"/>${element}`;
  });
}

/** A prop drawn in its own box and scaled into the picture (`<g transform="scale(k)">`) takes its line at the picture's weight, not k times it. */
export function inkedProp(markup: string, weight: number): string {
  const scale = /^<g transform="scale\(([\d.]+)\)">/.exec(markup);
  return inked(markup, weight / (scale ? Number(scale[1]) || 1 : 1));
}

const ANY_SHAPE = /<(\w+)\b([^>]*?)\/>/g;

/**
 * Only the contours of every form in `markup`, no fills, with its groups kept: laid under a whole figure at
 * a heavier weight than each part's own line, the figure's fills cover it wherever one part meets another,
 * so it shows only round the outside. The outer silhouette reads heavy, the inner lines (a sleeve on the
 * chest, a collar) stay light, as a picture book draws them.
 */
export function silhouette(markup: string, weight: number, spin = 0, fromRight = false): string {
  const forms = markup.replace(ANY_SHAPE, (element: string, tag: string, attrs: string) =>
    /^(path|ellipse|circle|rect)$/.test(tag) && FILL.test(attrs) && !NOT_A_FORM.test(attrs) ? element : '',
  );
  // Its groups lose their marks (data-head, data-hand…), which name the parts themselves, not their outline.
  return inked(forms, weight, spin, fromRight)
    .replace(FILLED, (element: string, _tag: string, attrs: string) => (FILL.test(attrs) ? '' : element))
    .replace(/\sdata-[\w-]+="[^"]*"/g, '');
}
