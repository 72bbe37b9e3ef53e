import { describe, expect, it } from 'vitest';
import { WINK } from '@/pictures/figures/face';

/**
 * A wink is one bold arch, wider than the open eye beside it, so it reads behind glasses on a phone
 * (charlotte-birthday c3-p3, Grandpa; decision 064, round 23).
 */
describe('a winking eye', () => {
  // The open eye's half-width is 0.95 of the eye's width; the old squeezed chevron's line was 0.62 of the eye unit.
  it('spans more than one and a half open eyes', () => expect((2 * WINK.span) / (2 * 0.95)).toBeGreaterThan(1.5));
  it('is drawn with a bolder line than a squeezed eye, and arches up', () => {
    expect(WINK.weight).toBeGreaterThan(0.62);
    // The arch's middle rises above its ends by more than its line is thick, so it reads as a curve, not a dash.
    expect((0.5 + WINK.rise) / 2).toBeGreaterThan(WINK.weight);
  });
});
