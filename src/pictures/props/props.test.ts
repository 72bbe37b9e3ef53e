import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawProp, propIds, propVariants } from '.';

const cases = propIds.flatMap((id) => {
  const variants = propVariants(id);
  return (variants.length ? variants : [undefined]).map((variant) => [id, variant ?? '(none)', variant] as const);
});

const count = (svg: string, cls: string) => svg.split(`class="${cls}"`).length - 1;

describe('props', () => {
  it.each(cases)('draws %s in variant %s as small, id-free markup', (id, _label, variant) => {
    const svg = drawProp(id, { size: 120, variant });
    expect(svg.length).toBeGreaterThan(100);
    expect(svg).not.toMatch(/undefined|NaN|\sid="/);
    expect(gzipSync(svg).length).toBeLessThan(3 * 1024);
  });

  it('throws a clear error for an unknown prop or variant', () => {
    expect(() => drawProp('spaceship', { size: 100 })).toThrow('Unknown prop "spaceship"');
    expect(() => drawProp('birthday-cake', { size: 100, variant: 'melted' })).toThrow(
      'Prop "birthday-cake" has no variant "melted" (it has: whole, whole-unlit, squashed, small-crooked, small-crooked-spaced, small-crooked-bold, small-crooked-cut)',
    );
  });

  it.each([1, 3, 5, 8, 12])('puts %i candles on the birthday cake', (n) => {
    for (const variant of propVariants('birthday-cake')) {
      const svg = drawProp('birthday-cake', { size: 200, variant, count: n });
      expect(count(svg, 'candle')).toBe(n);
    }
  });

  it('shows flames on lit candles and smoke on blown-out ones', () => {
    const lit = drawProp('birthday-cake', { size: 200, count: 8, lit: true });
    const out = drawProp('birthday-cake', { size: 200, count: 8, lit: false });
    expect([count(lit, 'flame'), count(lit, 'smoke')]).toEqual([8, 0]);
    expect([count(out, 'flame'), count(out, 'smoke')]).toEqual([0, 8]);
    const waiting = drawProp('birthday-cake', { size: 200, variant: 'whole-unlit', count: 8 });
    expect([count(waiting, 'candle'), count(waiting, 'flame'), count(waiting, 'smoke')]).toEqual([8, 0, 0]);
  });

  it('lights only the first litCount candles, the rest plain, and a squashed cake never smokes', () => {
    const lighting = drawProp('cake-candles', { size: 200, variant: 'small-crooked-spaced', count: 8, lit: true, litCount: 7 });
    expect([count(lighting, 'candle'), count(lighting, 'flame'), count(lighting, 'smoke')]).toEqual([8, 7, 0]);
    for (const prop of ['birthday-cake', 'cake-candles']) {
      const fallen = drawProp(prop, { size: 200, variant: 'squashed', count: 8, lit: false });
      expect([count(fallen, 'candle'), count(fallen, 'smoke')]).toEqual([8, 0]);
    }
  });

  it('lights the Christmas tree only when it is lit', () => {
    expect(drawProp('christmas-tree', { size: 200, variant: 'lit' })).not.toBe(drawProp('christmas-tree', { size: 200, variant: 'unlit' }));
    expect(drawProp('christmas-tree', { size: 200, variant: 'unlit' })).not.toContain('opacity=".35"');
  });
});
