import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawProp, propIds, propVariants } from '.';

const cases = propIds.flatMap((id) => {
  const variants = propVariants(id);
  return (variants.length ? variants : [undefined]).map((variant) => [id, variant ?? '(none)', variant] as const);
});

describe('props', () => {
  it.each(cases)('draws %s in variant %s as small, id-free markup', (id, _label, variant) => {
    const svg = drawProp(id, { size: 120, variant });
    expect(svg.length).toBeGreaterThan(100);
    expect(svg).not.toMatch(/undefined|NaN|\sid="/);
    expect(gzipSync(svg).length).toBeLessThan(3 * 1024);
  });

  it('throws a clear error for an unknown prop or variant', () => {
    expect(() => drawProp('spaceship', { size: 100 })).toThrow('Unknown prop "spaceship"');
    expect(() => drawProp('present', { size: 100, variant: 'melted' })).toThrow('Prop "present" has no variant "melted" (it has: ');
  });

  it("draws the oak's hollow as an opening into the trunk, not a dark ball lying at its foot", () => {
    // A round dark shape at the ground line read as a black ball at the foot of the tree.
    expect(drawProp('oak-tree', { size: 200 })).not.toMatch(/<(ellipse|circle)[^>]*fill="#3b2a1f"/);
  });
});
