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
