import { describe, expect, it } from 'vitest';
import { lettering } from './lettering';

describe('lettering drawn as outlines', () => {
  it('draws Korean words as a filled path, with no text element and no font needed', () => {
    const svg = lettering('가나다라 마바사', { x: 100, y: 50, size: 24, fill: '#fff' });
    expect(svg).toMatch(/^<path d="M[^"]+" fill="#fff"\/>$/);
    expect(svg).not.toContain('<text');
    expect(svg.length).toBeGreaterThan(500);
  });

  it('shrinks words to fit the width they are given', () => {
    const wide = lettering('SUMMER PARTY', { x: 0, y: 0, size: 40, fill: '#000' });
    const fitted = lettering('SUMMER PARTY', { x: 0, y: 0, size: 40, fill: '#000', maxWidth: 100 });
    const xs = (svg: string) => [...svg.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(Math.max(...xs(fitted)) - Math.min(...xs(fitted))).toBeLessThanOrEqual(101);
    expect(Math.max(...xs(wide)) - Math.min(...xs(wide))).toBeGreaterThan(200);
  });

  it('writes every command with its own numbers, so a small word near x = 0 is drawn whole', () => {
    const svg = lettering('SUMMER PARTY', { x: 0, y: 0, size: 8, fill: '#000', maxWidth: 60 });
    const d = /d="([^"]+)"/.exec(svg)![1]!;
    const arity: Record<string, number> = { M: 2, L: 2, Q: 4, C: 6, Z: 0 };
    for (const command of d.match(/[MLQCZ][^MLQCZ]*/g)!) {
      const numbers = command.slice(1).trim().split(' ').filter(Boolean);
      expect(numbers).toHaveLength(arity[command[0]!]!);
      for (const number of numbers) expect(Number(number)).toBeGreaterThan(-61);
    }
  });

  it('writes by hand: each letter tipped and off the line, but as wide as the set words and the same every time', () => {
    const options = { x: 0, y: 0, size: 40, fill: '#000' };
    const set = lettering('Meadow', options);
    const byHand = lettering('Meadow', { ...options, handwritten: true });
    const numbers = (svg: string) =>
      /d="([^"]+)"/
        .exec(svg)![1]!
        .match(/-?[\d.]+/g)!
        .map(Number);
    const xs = (svg: string) => numbers(svg).filter((_, i) => i % 2 === 0);
    const ys = (svg: string) => numbers(svg).filter((_, i) => i % 2 === 1);
    expect(byHand).not.toEqual(set);
    expect(byHand).toEqual(lettering('Meadow', { ...options, handwritten: true }));
    // The letters' feet leave the baseline: the lowest points of the set word sit on it, the hand-written ones do not.
    expect(Math.max(...ys(set))).toBeLessThanOrEqual(1);
    expect(Math.max(...ys(byHand))).toBeGreaterThan(1.5);
    const span = (svg: string) => Math.max(...xs(svg)) - Math.min(...xs(svg));
    expect(Math.abs(span(byHand) - span(set))).toBeLessThan(options.size * 0.3);
  });
});
