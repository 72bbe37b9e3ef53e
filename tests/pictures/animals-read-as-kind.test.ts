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
    // Four lower legs and four paws filled in the dark colour.
    expect(fox.match(new RegExp(`fill="${animals.pip.detail}"`, 'g'))?.length).toBeGreaterThanOrEqual(8);
    expect(fox).toContain(`fill="${animals.pip.accent}"`);
    // The dog's dark colour is its collar, one stroke: no socks.
    expect(dog.match(new RegExp(`stroke="${animals.biscuit.detail}"`, 'g'))?.length ?? 0).toBeLessThan(2);
  });

  it('has a face a child knows: white cheeks along the jaw below a big eye that sits clear in the orange', () => {
    const svg = head(draw('pip'));
    const skull = /<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)" fill="#ea7a35"/.exec(svg)!;
    const [cx, cy, r] = [Number(skull[1]), Number(skull[2]), Number(skull[3])];
    // The white shapes on the head: the muzzle's underside and the cheek, which reaches back past the skull's middle.
    const whites = [...svg.matchAll(new RegExp(`<path d="(M[^"]*Z)" fill="${animals.pip.accent}"/>`, 'g'))].map(([, d]) =>
      [...d!.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) })),
    );
    const cheek = whites.find((points) => Math.min(...points.map((p) => p.x)) < cx - r * 0.5);
    expect(cheek).toBeDefined();
    // The open eye (a dark dot with a white light) is above every white shape of the face, and big enough to read.
    const eye = /<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)" fill="#3d2630"\/><circle [^>]*fill="#fff"/.exec(svg)!;
    const [ey, er] = [Number(eye[2]), Number(eye[3])];
    for (const points of whites) expect(ey + er).toBeLessThan(Math.min(...points.map((p) => p.y)) + 1e-9);
    expect(er).toBeGreaterThan(r * 0.14);
    expect(ey).toBeLessThan(cy);
  });
});
