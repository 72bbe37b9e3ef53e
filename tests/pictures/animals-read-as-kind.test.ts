import { describe, expect, it } from 'vitest';
import { drawAnimal } from '@/pictures/figures/animals';
import { animals } from './book-cast';

/** The y of every point in a path's `d`, as drawn. */
const pathYs = (d: string) => [...d.matchAll(/[ML]([-\d.]+) ([-\d.]+)/g)].map((m) => Number(m[2]));

describe('a fox reads as a fox, not a dog', () => {
  const draw = (id: 'pip' | 'biscuit') => drawAnimal(animals[id], { pose: 'stand', facing: 'right', expression: 'happy', scale: 1 });
  const head = (svg: string) => svg.slice(svg.indexOf('data-head'));

  it('has tall pointed ears, dark from the tip down', () => {
    const fox = animals.pip;
    const svg = head(draw('pip'));
    const ears = [...svg.matchAll(/<path d="(M[^"]*Z)" fill="(#[0-9a-f]{6})"\/>/g)].filter(([, d]) => pathYs(d!).length === 3);
    const dark = ears.filter(([, , fill]) => fill === fox.detail);
    expect(dark.length).toBe(2);
    // Each ear rises well above the head: its tip more than 0.8 of the head's radius over the skull's top.
    const skull = /<circle cx="[-\d.]+" cy="([-\d.]+)" r="([\d.]+)" fill="#ea7a35"/.exec(svg)!;
    const top = Number(skull[1]) - Number(skull[2]);
    for (const [, d] of dark) expect(top - Math.min(...pathYs(d!))).toBeGreaterThan(Number(skull[2]) * 0.8);
  });

  it('wears dark socks and carries a brush with a white tip; a dog does neither', () => {
    const fox = draw('pip');
    const dog = draw('biscuit');
    expect(fox.match(new RegExp(`stroke="${animals.pip.detail}"`, 'g'))?.length).toBeGreaterThanOrEqual(4);
    expect(fox).toContain(`fill="${animals.pip.accent}"`);
    // The dog's dark colour is its collar, one stroke: no socks.
    expect(dog.match(new RegExp(`stroke="${animals.biscuit.detail}"`, 'g'))?.length ?? 0).toBeLessThan(2);
  });
});
