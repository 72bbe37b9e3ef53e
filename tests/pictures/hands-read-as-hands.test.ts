import { describe, expect, it } from 'vitest';
import { handParts } from '@/pictures/figures/hands';

/**
 * An open hand reads as a hand at a phone's size by its thumb standing apart and its fingers fanning only a
 * little from the palm's far edge (decision 064); fanned wide from the palm's middle it read as a starfish.
 */
describe('an open hand', () => {
  const open = (options: { together?: boolean } = {}) => handParts({ x: 0, y: 0 }, { x: 40, y: 0 }, 20, '#e0b090', { finger: 4, ...options });
  const turned = (markup: string, tag: 'ellipse' | 'rect') =>
    [...markup.matchAll(new RegExp(`<${tag} [^>]*transform="rotate\\(([-\\d.]+)`, 'g'))].map((m) => Number(m[1]));

  it('stands its thumb apart from the fingers, toward its own side', () => {
    const [thumb] = turned(open().back, 'ellipse');
    expect(thumb).toBeGreaterThan(35);
    expect(thumb).toBeLessThan(65);
    // Held together (palms pressed, a hand on a back), the thumb lies closer along the fingers.
    expect(turned(open({ together: true }).back, 'ellipse')[0]).toBeLessThan(25);
  });

  it('fans its four fingers a little, the middle ones longest', () => {
    const angles = turned(open().front, 'rect');
    expect(angles).toHaveLength(4);
    expect(Math.max(...angles.map(Math.abs))).toBeLessThan(20);
    const lengths = [...open().front.matchAll(/<rect [^>]* width="([\d.]+)"/g)].slice(0, 4).map((m) => Number(m[1]));
    expect(Math.max(...lengths)).toBe(lengths[2]);
    expect(Math.min(...lengths)).toBe(lengths[0]);
  });
});

/**
 * A hand too small for fingers (a child's at a phone's 6 to 10 px) still reads as a hand, not a mitten blob: open,
 * its thumb stands apart and two notches split its end into fingers; closed, a knuckle line crosses it. A waving
 * mitten opens, its pouch long and its thumb apart, instead of folding into a raised fist (decision 064, round 13).
 */
describe('a small hand', () => {
  const at = (options: { finger?: number; mitten?: boolean }) => handParts({ x: 0, y: 0 }, { x: 12, y: 0 }, 6, '#e0b090', options);
  const marks = (markup: string) => [...markup.matchAll(/<path d="([^"]+)" fill="none" stroke="#[0-9a-f]{6}"/g)].map((m) => m[1]!);

  it('open, stands its thumb apart and notches its end between the fingers', () => {
    const open = at({ finger: 4 });
    const [notches] = marks(open.back);
    // Three, between four fingers (round 16: with two the end read as a mitten's three stubs).
    expect(notches!.match(/M/g)).toHaveLength(3);
    const thumb = [...open.back.matchAll(/<ellipse [^>]*transform="rotate\(([-\d.]+)/g)].map((m) => Number(m[1]));
    expect(thumb.some((a) => a > 35)).toBe(true);
  });

  it('closed, shows its knuckle line', () => {
    const [line] = marks(at({}).back);
    expect(line).toContain('Q');
  });

  it('a waving mitten is open: a long pouch and a thumb apart, no folded fist', () => {
    const mitt = (options: { finger?: number }) => handParts({ x: 0, y: 0 }, { x: 20, y: 0 }, 10, '#c0392b', { ...options, mitten: true });
    const open = mitt({ finger: 4 });
    const closed = mitt({});
    const pouch = (markup: string) => Number(/<ellipse cx="[\d.]+" cy="[-\d.]+" rx="([\d.]+)"/.exec(markup)![1]);
    expect(pouch(open.front)).toBeGreaterThan(pouch(closed.front));
    expect(open.back).toMatch(/transform="rotate\((4\d|5\d)/);
  });
});
