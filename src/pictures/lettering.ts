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

/**
 * The outline of `text` as one path, `size` units tall, centred on x with its baseline at y. `handwritten`: a child's
 * fresh writing, each letter a little tipped and off the line, no two alike (set in one even line, a name a child had
 * just written on a map read as printed, like the map's other labels).
 */
export function lettering(text: string, options: { x: number; y: number; size: number; fill: string; maxWidth?: number; handwritten?: boolean }): string {
  const face = loaded();
  const natural = face.getAdvanceWidth(text, options.size);
  const size = options.maxWidth && natural > options.maxWidth ? (options.size * options.maxWidth) / natural : options.size;
  const width = face.getAdvanceWidth(text, size);
  const left = options.x - width / 2;
  const commands = options.handwritten ? byHand(face, text, left, options.y, size) : face.getPath(text, left, options.y, size).commands;
  // Small letters need a tenth of a unit to keep their shape; big ones are exact enough in whole units.
  return `<path d="${outline(commands, size < 20 ? 10 : 1)}" fill="${options.fill}"/>`;
}

/** How far a hand-written letter tips (degrees) and leaves the line (a share of the letters' size), at most. */
const BY_HAND = { tip: 10, off: 0.1 };

/** The letters one by one along the line from `left`, each turned about its own middle and lifted or dropped a little. */
function byHand(face: opentype.Font, text: string, left: number, baseline: number, size: number): opentype.PathCommand[] {
  // A fixed wobble per letter (not random), so the same words are drawn the same on every build.
  const wobble = (i: number) => Math.sin(i * 12.9898 + 4.1) * 0.5 + Math.sin(i * 4.7 + 1.3) * 0.5;
  let pen = left;
  return [...text].flatMap((letter, i) => {
    const glyph = face.charToGlyph(letter);
    const advance = ((glyph.advanceWidth ?? 0) * size) / face.unitsPerEm;
    const centre = { x: pen + advance / 2, y: baseline - size * 0.35 };
    const turn = (wobble(i) * BY_HAND.tip * Math.PI) / 180;
    const lift = wobble(i + 17) * BY_HAND.off * size;
    const moved = (x: number, y: number) => ({
      x: centre.x + (x - centre.x) * Math.cos(turn) - (y - centre.y) * Math.sin(turn),
      y: centre.y + (x - centre.x) * Math.sin(turn) + (y - centre.y) * Math.cos(turn) + lift,
    });
    const commands = glyph.getPath(pen, baseline, size).commands.map((c) => {
      if (c.type === 'Z') return c;
      const to = moved(c.x, c.y);
      if (c.type === 'M' || c.type === 'L') return { ...c, ...to };
      const one = moved(c.x1, c.y1);
      if (c.type === 'Q') return { ...c, ...to, x1: one.x, y1: one.y };
      const two = moved(c.x2, c.y2);
      return { ...c, ...to, x1: one.x, y1: one.y, x2: two.x, y2: two.y };
    });
    pen += advance;
    return commands;
  });
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
