import { describe, expect, it } from 'vitest';
import './book-cast';
import { personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { drawPerson, lookInBook, skeletonOf } from '@/pictures/figures';
import { handParts, PRESS_SPREAD } from '@/pictures/figures/hands';
import { PRESSED_REACH } from '@/pictures/figures/skeleton';
import { proportionsByAge } from '@/pictures/figures/proportions';

/** `palm-on`: a palm pressed flat on a surface at the scene's point (pyeongchang-story c2-p2, Seojun's palm on the wall). */
describe('a palm pressed on a surface', () => {
  const bend = (a: { x: number; y: number }, b: { x: number; y: number }, c: { x: number; y: number }) => {
    const u = Math.atan2(b.y - a.y, b.x - a.x);
    const v = Math.atan2(c.y - b.y, c.x - b.x);
    return Math.abs(((((v - u) * 180) / Math.PI + 540) % 360) - 180);
  };

  for (const facing of ['three-quarter-left', 'side-left', 'front'] as const)
    for (const [who, height] of [
      ['seojun', 200],
      ['dad', 300],
    ] as const) {
      const look = lookInBook(who, undefined)!;
      const place = (at: { x: number; y: number }) => {
        const item: PersonPlaced = { person: who, x: 400, y: 470, pose: 'stand', arms: 'palm-on', facing, expression: 'surprised', reachTo: { near: at } };
        return skeletonOf(look, personOptions(item, height, undefined));
      };

      it(`reaches a point close by with a nearly straight arm, the palm on along the line through it (${who}, ${facing})`, () => {
        const sk = place({ x: facing === 'front' ? 440 : 360, y: 470 - height * 0.5 });
        const { root, mid, end } = sk.nearArm;
        expect(bend(root, mid, end)).toBeLessThan(36);
        const arm = Math.hypot(mid.x - root.x, mid.y - root.y) + Math.hypot(end.x - mid.x, end.y - mid.y);
        expect(Math.hypot(end.x - root.x, end.y - root.y)).toBeGreaterThan(arm * PRESSED_REACH * 0.97);
      });

      it(`puts the palm's middle on a point a straight arm only just reaches (${who}, ${facing})`, () => {
        const first = place({ x: 400, y: 470 - height * 0.5 }).nearArm;
        const arm = Math.hypot(first.mid.x - first.root.x, first.mid.y - first.root.y) + Math.hypot(first.end.x - first.mid.x, first.end.y - first.mid.y);
        const armW = proportionsByAge[look.age].armW * height;
        // Out to the side (front) or ahead (turned), a little below the shoulder, at 0.98 of the arm and the palm.
        const out = (arm * 0.98 + armW * 0.4) / Math.hypot(1, 0.3);
        const target = { x: first.root.x + 400 + (facing === 'front' ? out : -out), y: first.root.y + 470 + out * 0.3 };
        const sk = place(target);
        const { mid, end } = sk.nearArm;
        const fore = Math.hypot(end.x - mid.x, end.y - mid.y);
        // The palm's middle lies 0.4 arm widths past the wrist along the forearm.
        const palm = { x: end.x + ((end.x - mid.x) / fore) * armW * 0.4 + 400, y: end.y + ((end.y - mid.y) / fore) * armW * 0.4 + 470 };
        expect(Math.hypot(palm.x - target.x, palm.y - target.y)).toBeLessThan(armW * 0.5);
      });
    }

  it('draws the back of an open hand, four fingers spread flat, with its shadow just under it on the surface', () => {
    const { back, front } = handParts({ x: 0, y: 0 }, { x: -40, y: 20 }, 12, '#f0c8a0', { finger: 4, pressed: true });
    expect(back).toContain('data-press-shadow');
    // Each shape is drawn twice (its ink behind it): the fingers' angles, once each.
    const fingers = [...new Set([...front.matchAll(/<rect [^>]*rotate\((-?[\d.]+) /g)].map((m) => Number(m[1])))];
    expect(fingers).toHaveLength(4);
    const spread = Math.max(...fingers) - Math.min(...fingers);
    expect(spread).toBeCloseTo((3 * PRESS_SPREAD * 180) / Math.PI, 0);
    // The shadow lies under the hand, closer than the palm's own half width: the hand is on the surface, no air under it.
    const shadow = /translate\((-?[\d.]+) (-?[\d.]+)\)[^>]*data-press-shadow/.exec(back)!;
    expect(Math.hypot(Number(shadow[1]) + 40, Number(shadow[2]) - 20)).toBeLessThan(12 * 0.5);
    // The fingers point on past the wrist and upward: a palm laid on the stones, not one hanging off the wrist.
    const hand = /translate\(-40 20\) rotate\((-?[\d.]+)\)/.exec(front)!;
    const angle = Number(hand[1]);
    expect(Math.cos((angle * Math.PI) / 180)).toBeLessThan(0);
    expect(Math.sin((angle * Math.PI) / 180)).toBeLessThan(0);
  });

  it('is drawn so on a whole figure, and a hand held out with no point keeps its old look', () => {
    const seojun = lookInBook('seojun', undefined)!;
    const pressed = drawPerson(seojun, {
      height: 200,
      pose: 'stand',
      arms: 'palm-on',
      facing: 'three-quarter-left',
      expression: 'happy',
      handsTo: { near: { x: -70, y: -110 } },
    });
    expect(pressed).toContain('data-pressed');
    const open = drawPerson(seojun, { height: 200, pose: 'stand', arms: 'open-hand', facing: 'three-quarter-left', expression: 'happy' });
    expect(open).not.toContain('data-pressed');
  });
});
