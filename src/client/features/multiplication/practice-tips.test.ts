import { describe, expect, it } from 'vitest';
import { funFacts, generalTips, tableTips } from './practice-tips';

// Checks every "a × b = c" written in the tips, so a tip never teaches a wrong fact.
const equations = (text: string) => [...text.matchAll(/(\d+) × (\d+) = (\d+)/g)].map((m) => m.slice(1).map(Number) as [number, number, number]);

describe('practice tips', () => {
  it('has a tip for every table from 2 to 9', () => {
    expect(Object.keys(tableTips).map(Number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('only states multiplications that are true', () => {
    const all = [...Object.values(tableTips), ...generalTips, ...funFacts];
    const found = all.flatMap(equations);
    expect(found.length).toBeGreaterThan(5);
    for (const [a, b, c] of found) expect(a * b, `${a} × ${b} = ${c}`).toBe(c);
  });
});
