import { describe, expect, it } from 'vitest';
import { dressFor } from '@/pictures/figures/clothes';
import { drawPerson } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

describe('pajamas', () => {
  it('keep the everyday top’s pattern in a pale tint of its colour, and stripe a plain top’s', () => {
    const striped = { ...people.leo, outfit: { ...people.leo.outfit, pattern: 'checks' as const } };
    expect(dressFor(striped, 'pajamas').look.outfit.pattern).toBe('checks');
    expect(dressFor({ ...people.charlotte, outfit: { ...people.charlotte.outfit, pattern: undefined } }, 'pajamas').look.outfit.pattern).toBe('stripes');
    // The pattern is drawn: lines across the pale top, in a tone of it.
    const svg = drawPerson(striped, { height: 220, pose: 'stand', facing: 'front', expression: 'happy', clothes: 'pajamas' });
    expect(svg).toMatch(/<path d="(M[-\d.]+ [-\d.]+H[-\d.]+){4}[^"]*" stroke="#[0-9a-f]{6}"/);
  });
});
