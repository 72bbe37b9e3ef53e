import { describe, expect, it } from 'vitest';
import { COUNT_SPREAD, handParts } from '@/pictures/figures/hands';

/**
 * A counting hand stands up from the wrist with its fingers apart and its thumb folded (decision 064, round 10): its
 * fingers along a forearm laid across the chest read as a wave or a pledge (charlotte-christmas c1-p2).
 */
describe('a counting hand', () => {
  const turnOf = (markup: string) => Number(/rotate\(([-\d.]+)\)/.exec(markup)![1]);
  const fingerTurns = (markup: string) => [...markup.matchAll(/<rect [^>]*transform="rotate\(([-\d.]+) /g)].map((m) => Number(m[1]));

  for (const [name, to] of [
    ['across the chest', { x: 30, y: 0 }],
    ['up and out', { x: 20, y: -20 }],
    ['down a little', { x: 30, y: 8 }],
  ] as const)
    it(`points its fingers up with a forearm ${name}`, () => {
      const { front } = handParts({ x: 0, y: 0 }, to, 12, '#f0c8a0', { finger: 3 });
      // The hand's own frame points up (−90°), leaning at most 25° toward the forearm.
      expect(Math.abs(turnOf(front) + 90)).toBeLessThan(25);
      const turns = fingerTurns(front).sort((a, b) => a - b);
      expect(turns).toHaveLength(3);
      // Neighbours part by the counting spread, so three fingers read as three on a phone.
      for (let i = 1; i < turns.length; i += 1) expect(turns[i]! - turns[i - 1]!).toBeCloseTo((COUNT_SPREAD * 180) / Math.PI, 1);
    });

  it('leaves an open hand and a pointing finger along the forearm', () => {
    expect(turnOf(handParts({ x: 0, y: 0 }, { x: 30, y: 0 }, 12, '#f0c8a0', { finger: 4 }).front)).toBeCloseTo(0, 5);
    expect(turnOf(handParts({ x: 0, y: 0 }, { x: 30, y: 0 }, 12, '#f0c8a0', { finger: true }).back)).toBeCloseTo(0, 5);
  });
});
