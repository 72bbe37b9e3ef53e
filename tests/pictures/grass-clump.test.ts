import { describe, expect, it } from 'vitest';
import { CLUMP_BLADES } from '@/pictures/backgrounds/parts';

/**
 * A garden's grass is small filled clumps of pointed blades from one base, not "^" strokes that read as stray marks on a
 * phone (charlotte-birthday c5-p1; decision 064, round 23).
 */
describe('a grass clump', () => {
  const tips = CLUMP_BLADES.filter(([, y], i) => i > 0 && i < CLUMP_BLADES.length - 1 && y > CLUMP_BLADES[i - 1]![1] && y > CLUMP_BLADES[i + 1]![1]);

  it('stands on the ground at both ends', () => {
    expect(CLUMP_BLADES[0]![1]).toBe(0);
    expect(CLUMP_BLADES.at(-1)![1]).toBe(0);
  });

  it('has at least four blades, the tallest in the middle and wider than it is tall', () => {
    expect(tips.length).toBeGreaterThanOrEqual(4);
    const tallest = tips.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(Math.abs(tallest[0])).toBeLessThan(0.4);
    const xs = CLUMP_BLADES.map(([x]) => x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(tallest[1]);
  });
});
