import { describe, expect, it } from 'vitest';
import { facings } from '@/pictures/vocabulary/figure-vocabulary';
import { dressFor } from '@/pictures/figures/clothes';
import { eyeBoxes, type FaceFrame } from '@/pictures/figures/face';
import { drawHair } from '@/pictures/figures/hair';
import { turnOf } from '@/pictures/figures/skeleton';
import type { PersonLook } from '@/pictures/figures/types';
import { people } from './book-cast';
import type { Point } from './drawn-parts';

/**
 * Hair under a hat is a wisp at the brim and the ear, never a dark shape over or beside the eye (a grown-up in
 * a wool hat read as wearing an eye patch); a balding head's fringe follows the head's rim. Measured on the
 * hair's shapes as outlines, in the head's frame.
 */

/** A path's outline as points: lines, and quadratic curves and arcs sampled. */
function outline(d: string): Point[] {
  const points: Point[] = [];
  let at: Point = { x: 0, y: 0 };
  for (const [, command, args] of d.matchAll(/([MLQAZ])([^MLQAZ]*)/g)) {
    const v = args!
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (command === 'Q')
      for (let t = 0.1; t <= 1.0001; t += 0.1) {
        const a = (1 - t) ** 2;
        const b = 2 * t * (1 - t);
        points.push({ x: a * at.x + b * v[0]! + t * t * v[2]!, y: a * at.y + b * v[1]! + t * t * v[3]! });
      }
    else if (command === 'A') points.push(...arc(at, v));
    else if (command !== 'Z') points.push({ x: v[v.length - 2]!, y: v[v.length - 1]! });
    if (command !== 'Z') at = points[points.length - 1]!;
  }
  return points;
}

/** An unrotated SVG arc from `from` (rx ry 0 large sweep x y), sampled: its centre found as SVG's own rules find it. */
function arc(from: Point, [rx0, ry0, , large, sweep, x, y]: number[]): Point[] {
  const to = { x: x!, y: y! };
  const [hx, hy] = [(from.x - to.x) / 2, (from.y - to.y) / 2];
  const grow = Math.max(1, Math.sqrt(hx ** 2 / rx0! ** 2 + hy ** 2 / ry0! ** 2));
  const [rx, ry] = [rx0! * grow, ry0! * grow];
  const k = Math.sqrt(Math.max(0, (rx ** 2 * ry ** 2 - rx ** 2 * hy ** 2 - ry ** 2 * hx ** 2) / (rx ** 2 * hy ** 2 + ry ** 2 * hx ** 2)));
  const sign = large === sweep ? -1 : 1;
  const c = { x: (from.x + to.x) / 2 + sign * k * ((rx * hy) / ry), y: (from.y + to.y) / 2 - sign * k * ((ry * hx) / rx) };
  const a0 = Math.atan2((from.y - c.y) / ry, (from.x - c.x) / rx);
  let a1 = Math.atan2((to.y - c.y) / ry, (to.x - c.x) / rx);
  if (sweep && a1 < a0) a1 += 2 * Math.PI;
  if (!sweep && a1 > a0) a1 -= 2 * Math.PI;
  return Array.from({ length: 16 }, (_, i) => {
    const a = a0 + ((a1 - a0) * (i + 1)) / 16;
    return { x: c.x + rx * Math.cos(a), y: c.y + ry * Math.sin(a) };
  });
}

/** Every filled shape of the hair as a polygon (paths, and circles and ellipses as 24-gons). */
function hairShapes(markup: string): Point[][] {
  const shapes = [...markup.matchAll(/<path d="([^"]*)" fill="#/g)].map((m) => outline(m[1]!));
  for (const m of markup.matchAll(/<(?:circle|ellipse) cx="([-\d.]+)" cy="([-\d.]+)" (?:r="([\d.]+)"|rx="([\d.]+)" ry="([\d.]+)") fill="#/g)) {
    const [cx, cy] = [Number(m[1]), Number(m[2])];
    const [rx, ry] = m[3] ? [Number(m[3]), Number(m[3])] : [Number(m[4]), Number(m[5])];
    shapes.push(Array.from({ length: 24 }, (_, i) => ({ x: cx + rx * Math.cos((i * Math.PI) / 12), y: cy + ry * Math.sin((i * Math.PI) / 12) })));
  }
  return shapes;
}

function inside(polygon: Point[], p: Point): boolean {
  let odd = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [a, b] = [polygon[i]!, polygon[j]!];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
  }
  return odd;
}

const R = 20;
/** Every person of the books under each hat they wear (the winter wool hat, and their own cap), in every facing. */
const hatted = (Object.values(people) as PersonLook[]).flatMap((look) =>
  [dressFor(look, 'winter'), dressFor(look, undefined)]
    .filter((dressed) => dressed.brim !== undefined)
    .flatMap((dressed) =>
      facings.map((facing) => {
        const frame: FaceFrame = { cx: 0, cy: 0, r: R, ...turnOf(facing), skin: look.skin };
        const accent = look.signature === 'hair-bow' ? look.signatureColour : undefined;
        return {
          where: `${look.name} ${facing}`,
          style: look.hair.style,
          frame,
          brim: dressed.brim!,
          front: drawHair(look.hair.style, look.hair.colour, frame, accent, dressed.brim).front,
        };
      }),
    ),
);

describe('hair under a hat', () => {
  it('covers no eye, with the face slid up or down by a tipped head', () => {
    expect(hatted.length).toBeGreaterThan(20);
    for (const { where, frame, front } of hatted) {
      const shapes = hairShapes(front);
      for (const shift of [-0.16, 0, 0.16])
        for (const box of eyeBoxes({ ...frame, cy: shift * R })) {
          const samples: Point[] = [];
          for (let i = 0; i <= 6; i += 1) for (let j = 0; j <= 6; j += 1) samples.push({ x: box.x + (box.width * i) / 6, y: box.y + (box.height * j) / 6 });
          const covered = samples.filter((p) => shapes.some((shape) => inside(shape, p)));
          expect(covered, where).toEqual([]);
        }
    }
  });

  it('shows under the brim only as a thin wisp: at most a twentieth of the face below it', () => {
    // A balding head's hair is its two tufts over the ears, hat or no hat.
    for (const { where, brim, front } of hatted.filter((h) => h.style !== 'balding')) {
      const shapes = hairShapes(front);
      let face = 0;
      let hair = 0;
      for (let x = -R; x <= R; x += R / 20)
        for (let y = brim.side * R; y <= R; y += R / 20) {
          if (Math.hypot(x, y) > R) continue;
          face += 1;
          if (shapes.some((shape) => inside(shape, { x, y }))) hair += 1;
        }
      expect(hair / face, where).toBeLessThan(0.05);
    }
  });
});

describe("a balding head's fringe", () => {
  it('hugs the rim from the temple down to just above the ear on each side it shows, never over the ear like an earphone', () => {
    for (const facing of facings) {
      const frame: FaceFrame = { cx: 0, cy: 0, r: R, ...turnOf(facing), skin: '#f0c8a0' };
      const shapes = hairShapes(drawHair('balding', '#d8d8de', frame).front);
      expect(shapes.length, facing).toBeGreaterThan(0);
      for (const shape of shapes) {
        expect(Math.max(...shape.map((p) => Math.hypot(p.x, p.y))), facing).toBeLessThan(R * 1.2);
        const degrees = shape.filter((p) => Math.hypot(p.x, p.y) >= R * 0.85).map((p) => (Math.atan2(p.y, Math.abs(p.x)) * 180) / Math.PI);
        expect(Math.max(...degrees) - Math.min(...degrees), facing).toBeGreaterThanOrEqual(60);
        // It stops above the ear (the ear's middle is below the eyes' line, at 0°): a fringe down over the ear
        // read as a headphone's cup (decision 062).
        expect(Math.max(...degrees), facing).toBeLessThan(0);
      }
    }
  });
});

describe('a ponytail seen face-on', () => {
  it('swings out beside the head, past its side and down to the jaw, so the same girl keeps her tail', () => {
    const f: FaceFrame = { cx: 0, cy: 0, r: 10, direction: 0, turn: 0, skin: '#f0c8a0' };
    const tail = hairShapes(drawHair('ponytail', '#a3602f', f).back).flat();
    expect(Math.max(...tail.map((p) => p.x))).toBeGreaterThan(f.r * 1.45);
    expect(Math.max(...tail.map((p) => p.y))).toBeGreaterThan(f.r * 0.8);
  });
});
