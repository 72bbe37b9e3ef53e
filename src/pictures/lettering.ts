import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

/**
 * Words written in a picture (a road sign, a list's heading), drawn as the letters' outlines from
 * Pretendard (OFL) at build time. A picture is shown as an image, which cannot use the page's fonts,
 * so <text> would show empty boxes on a device without a Korean font; outlines show everywhere.
 */
const fontFile = createRequire(import.meta.url).resolve('pretendard/dist/public/static/alternative/Pretendard-Bold.ttf');
let font: opentype.Font | null = null;
const loaded = () => (font ??= opentype.parse(readFileSync(fontFile).buffer as ArrayBuffer));

/** The outline of `text` as one path, `size` units tall, centred on x with its baseline at y. */
export function lettering(text: string, options: { x: number; y: number; size: number; fill: string; maxWidth?: number }): string {
  const face = loaded();
  const natural = face.getAdvanceWidth(text, options.size);
  const size = options.maxWidth && natural > options.maxWidth ? (options.size * options.maxWidth) / natural : options.size;
  const width = face.getAdvanceWidth(text, size);
  const path = face.getPath(text, options.x - width / 2, options.y, size);
  // Small letters need a tenth of a unit to keep their shape; big ones are exact enough in whole units.
  return `<path d="${outline(path.commands, size < 20 ? 10 : 1)}" fill="${options.fill}"/>`;
}

/**
 * The path data, written here with a space between every pair of numbers: opentype's own toSVG ran a
 * "0" into the number before it ("-105" "0" became "-1050"), which cut words short, and its whole units
 * turned small letters into blobs.
 */
function outline(commands: readonly opentype.PathCommand[], steps: number): string {
  const n = (value: number) => String(Math.round(value * steps) / steps);
  return commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      return 'Z';
    })
    .join('');
}
