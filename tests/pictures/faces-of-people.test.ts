import { describe, expect, it } from 'vitest';
import * as family from '@/content/stories/charlotte-family';
import * as forest from '@/content/stories/forest-adventure/pictures/drawn-cast';
import * as pyeongchang from '@/content/stories/pyeongchang-story/pictures/drawn-cast';
import { drawFace, faceOf, headOutline, nose, type FaceFrame } from '@/pictures/figures/face';
import { limbPath } from '@/pictures/figures/limb-shape';
import type { FaceLook, PersonLook } from '@/pictures/figures/types';

const casts: Record<string, Record<string, PersonLook>> = { family: family.people, forest: forest.people, pyeongchang: pyeongchang.people };
const frameOf = (look: PersonLook, direction: -1 | 0 | 1 = 0, turn = 0): FaceFrame => ({
  cx: 0,
  cy: 0,
  r: 50,
  direction,
  turn,
  skin: look.skin,
  features: faceOf(look),
});

/** The head's outline as points: the crown's ends and each curve's controls and end. */
function outlinePoints(d: string): { x: number; y: number }[] {
  const numbers = [...d.replace(/A[^C]*?(?=C)/, (a) => `A${a.split(' ').slice(-2).join(' ')}`).matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i + 1 < numbers.length; i += 2) points.push({ x: numbers[i]!, y: numbers[i + 1]! });
  return points;
}

/** The head's outline as a closed polygon: the crown's half-ellipse and each cubic curve, sampled. */
function outlinePolygon(d: string): { x: number; y: number }[] {
  const m = /^M(-?[\d.]+) (-?[\d.]+)A(-?[\d.]+) (-?[\d.]+) 0 0 1 (-?[\d.]+) (-?[\d.]+)/.exec(d)!;
  const [x0, y0, rx, ry, x1] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const cx = (x0 + x1) / 2;
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i <= 40; i++) {
    const a = Math.PI + (Math.PI * i) / 40;
    points.push({ x: cx + rx * Math.cos(a), y: y0 + ry * Math.sin(a) });
  }
  let from = points[points.length - 1]!;
  for (const c of d.matchAll(/C(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+)/g)) {
    const [ax, ay, bx, by, ex, ey] = c.slice(1).map(Number) as [number, number, number, number, number, number];
    for (let i = 1; i <= 40; i++) {
      const t = i / 40;
      const u = 1 - t;
      points.push({
        x: u * u * u * from.x + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex,
        y: u * u * u * from.y + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey,
      });
    }
    from = { x: ex, y: ey };
  }
  return points;
}

/** Whether a point lies inside a closed polygon (even-odd). */
function inside(p: { x: number; y: number }, polygon: { x: number; y: number }[]): boolean {
  let within = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

/**
 * Every point a nose's markup reaches: each coordinate pair of its paths (ends and controls, so its curves lie
 * within them) and the extremes of its ellipses and circles.
 */
function nosePoints(svg: string): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (const [, d] of svg.matchAll(/ d="([^"]+)"/g))
    for (const m of d!.matchAll(/(-?[\d.]+)[ ,](-?[\d.]+)/g)) points.push({ x: Number(m[1]), y: Number(m[2]) });
  for (const m of svg.matchAll(/<(ellipse|circle) ([^>]*)\/>/g)) {
    const attr = (name: string) => Number(new RegExp(`${name}="(-?[\\d.]+)"`).exec(m[2]!)?.[1] ?? 0);
    const [x, y] = [attr('cx'), attr('cy')];
    const [rx, ry] = m[1] === 'circle' ? [attr(' r'), attr(' r')] : [attr('rx'), attr('ry')];
    points.push({ x: x - rx, y }, { x: x + rx, y }, { x, y: y - ry }, { x, y: y + ry });
  }
  return points;
}

/** How deep the chin comes below the head's centre, and how wide the jaw is at the chin. */
function jaw(look: PersonLook) {
  const d = headOutline(frameOf(look));
  const curves = [...d.matchAll(/C([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+)/g)].map((m) => m.slice(1).map(Number));
  const [, , jawX, , chinX, chinY] = curves[0]!;
  return { chin: chinY!, jaw: jawX! - chinX!, cheek: curves[0]![1]! };
}

describe('every person known by their face', () => {
  for (const [book, people] of Object.entries(casts)) {
    it(`gives every two people of ${book} different faces, and at least three head shapes`, () => {
      const looks = Object.values(people);
      const faces = looks.map((look) => JSON.stringify(faceOf(look)));
      expect(new Set(faces).size).toBe(looks.length);
      // Measured on the drawn outline: the chin's depth and the jaw's width and fullness.
      const shapes = new Set(looks.map((look) => JSON.stringify(jaw(look))));
      expect(shapes.size).toBeGreaterThanOrEqual(Math.min(3, looks.length));
    });
  }

  it('draws a long face longer and a square jaw wider than a round one', () => {
    const with_ = (shape: 'round' | 'long' | 'square') => jaw({ ...family.people.charlotte, face: { shape } });
    expect(with_('long').chin).toBeGreaterThan(with_('round').chin + 4);
    expect(with_('square').jaw).toBeGreaterThan(with_('round').jaw);
    expect(with_('square').cheek).toBeGreaterThan(with_('round').cheek);
  });

  it('keeps the crown the same round for everyone, so hair and hats fit every head', () => {
    for (const people of Object.values(casts))
      for (const look of Object.values(people)) {
        const [start] = outlinePoints(headOutline(frameOf(look)));
        expect(start!.y).toBe(0);
        expect(-start!.x).toBeGreaterThanOrEqual(45);
        expect(-start!.x).toBeLessThanOrEqual(53);
      }
  });

  it('puts a nose on a face, and in profile out past the cheek', () => {
    const look = family.people.dad;
    const shade = /stroke="(#[0-9a-f]{6})"/;
    expect(drawFace('neutral', frameOf(look))).toMatch(shade);
    // In profile the nose is a shape of skin whose tip lies beyond the head's rim, on the side it faces.
    for (const direction of [-1, 1] as const) {
      const svg = drawFace('neutral', frameOf(look, direction, 1));
      const nose = new RegExp(`<path d="([^"]+)" fill="${look.skin}"/>`).exec(svg);
      expect(nose).not.toBeNull();
      const xs = [...nose![1]!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]) * direction);
      expect(Math.max(...xs)).toBeGreaterThan(50);
    }
  });

  it('keeps a three-quarter nose inside the head’s outline, for every nose and face, and a profile nose past it', () => {
    const kinds: FaceLook['nose'][] = ['button', 'round', 'long', 'broad', 'pointed'];
    const shapes: FaceLook['shape'][] = ['round', 'oval', 'long', 'square', 'heart'];
    for (const kind of kinds)
      for (const shape of shapes)
        for (const direction of [-1, 1] as const) {
          const frame = frameOf({ ...family.people.charlotte, face: { shape, nose: kind } }, direction, 0.55);
          const outline = outlinePolygon(headOutline(frame));
          const outside = nosePoints(nose(kind, frame, frame.r * 0.12)).filter((p) => !inside(p, outline));
          expect(outside, `${kind} nose on a ${shape} face turned ${direction}`).toEqual([]);
          // In profile the same nose stands out past the outline.
          const side = { ...frame, turn: 1 };
          expect(nosePoints(nose(kind, side, side.r * 0.12)).some((p) => !inside(p, outlinePolygon(headOutline(side))))).toBe(true);
        }
  });

  it('draws a child’s button nose in profile as a small soft bump on the face’s line, not a beak', () => {
    for (const shape of ['round', 'heart', 'oval'] as const)
      for (const direction of [-1, 1] as const) {
        const frame = { ...frameOf({ ...family.people.charlotte, face: { shape, nose: 'button' } }, direction, 1), turn: 1 };
        const svg = nose('button', frame, frame.r * 0.12);
        const d = / d="(M[^"]+Z)"/.exec(svg)![1]!;
        // One smooth curve out and back: no corner where two curves meet at a tip.
        expect(d).toMatch(/^M[-\d. ]+C[-\d. ]+Z$/);
        const [x0, y0, x1, y1, x2, y2, x3, y3] = [...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
        const along = (t: number, a: number, b: number, c: number, e: number) =>
          (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t ** 2 * c + t ** 3 * e;
        // The rim at the nose's height, where the face's line runs.
        const rim = Math.max(
          ...outlinePolygon(headOutline(frame))
            .filter((p) => p.y >= y0! && p.y <= y3!)
            .map((p) => (p.x - frame.cx) * direction),
        );
        let reach = -Infinity;
        for (let t = 0; t <= 1; t += 0.02) reach = Math.max(reach, (along(t, x0!, x1!, x2!, x3!) - frame.cx) * direction);
        // It shows past the rim, by at most a small share of the head's radius.
        expect(reach - rim, `${shape} face turned ${direction}`).toBeGreaterThan(0);
        expect((reach - rim) / frame.r, `${shape} face turned ${direction}`).toBeLessThanOrEqual(0.08);
        expect(Math.abs(along(0.5, y0!, y1!, y2!, y3!) - frame.cy)).toBeLessThan(frame.r);
      }
  });

  it('draws every profile nose as a small bump off the face’s line, the front nose’s size, a child’s the smallest', () => {
    const kinds: FaceLook['nose'][] = ['button', 'round', 'long', 'broad', 'pointed'];
    /** How far the nose's one curve stands out past the head's outline at its height, a share of the head's radius. */
    const length = (look: PersonLook, kind: FaceLook['nose'], direction: 1 | -1) => {
      const frame = frameOf({ ...look, face: { ...look.face, nose: kind } }, direction, 1);
      const d = / d="(M[^"]+Z)"/.exec(nose(kind, frame, frame.r * 0.12))![1]!;
      // One smooth curve out and back: no tip where two curves meet, as a cone has.
      expect(d).toMatch(/^M[-\d. ]+C[-\d. ]+Z$/);
      const [x0, y0, x1, , x2, , x3, y3] = [...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]));
      const rim = Math.max(
        ...outlinePolygon(headOutline(frame))
          .filter((p) => p.y >= y0! && p.y <= y3!)
          .map((p) => (p.x - frame.cx) * direction),
      );
      let reach = -Infinity;
      for (let t = 0; t <= 1; t += 0.02)
        reach = Math.max(reach, ((1 - t) ** 3 * x0! + 3 * (1 - t) ** 2 * t * x1! + 3 * (1 - t) * t ** 2 * x2! + t ** 3 * x3! - frame.cx) * direction);
      return (reach - rim) / frame.r;
    };
    for (const kind of kinds)
      for (const direction of [-1, 1] as const) {
        const child = length(family.people.charlotte, kind, direction);
        const mom = length(family.people.mom, kind, direction);
        const dad = length(family.people.dad, kind, direction);
        for (const [who, share] of [
          ['charlotte', child],
          ['mom', mom],
          ['dad', dad],
        ] as const) {
          expect(share, `${who}'s ${kind} nose turned ${direction}`).toBeGreaterThan(0.02);
          expect(share, `${who}'s ${kind} nose turned ${direction}`).toBeLessThanOrEqual(who === 'charlotte' ? 0.08 : 0.11);
        }
        expect(child, `${kind}`).toBeLessThan(Math.min(mom, dad));
      }
    // The front nose's unit: a child's button stands out no more than the front button is wide.
    expect(length(family.people.charlotte, 'button', 1)).toBeLessThanOrEqual(0.12 * 1.5);
  });

  it('draws a grandparent’s face with more lines than a child’s', () => {
    const strokes = (look: PersonLook) => (drawFace('neutral', frameOf(look)).match(/opacity="0.8"/g) ?? []).length;
    expect(strokes(family.people.grandma)).toBeGreaterThan(strokes(family.people.charlotte));
  });
});

describe('limbs that swell and narrow', () => {
  it('draws a bare forearm fuller a third of the way down than at the elbow or the wrist', () => {
    const limb = { root: { x: 0, y: 0 }, mid: { x: 0, y: 10 }, end: { x: 0, y: 20 } };
    const d = limbPath(limb, [6, 5, 4], 0, 2, { upper: 0.1, lower: 0.16 });
    const numbers = [...d.replace(/A[^L]*/g, '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
    const halfAt = (y: number) => Math.max(...numbers.filter((p) => Math.abs(p.y - y) < 0.3).map((p) => Math.abs(p.x)));
    expect(halfAt(13.9)).toBeGreaterThan(halfAt(10) + 0.1);
    expect(halfAt(13.9)).toBeGreaterThan(halfAt(19.4) + 0.3);
  });
});
