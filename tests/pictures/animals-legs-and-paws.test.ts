import { describe, expect, it } from 'vitest';
import { drawAnimal } from '@/pictures/figures/animals';
import { animals } from './book-cast';

/**
 * A dog, a cat or a fox stands on four jointed legs ending in paws with toes: the far pair behind the body and
 * a little higher (farther back on the ground), the near pair in front of it, so the paws never stand in one
 * row like a pull-toy's wheels.
 */
const PAW =
  /<path d="M([-\d.]+) ([-\d.]+)L[^"]*Z" fill="(#[0-9a-f]{6})"\/><path d="(M[^"]*)" stroke="#[0-9a-f]{6}" stroke-width="[\d.]+" stroke-linecap="round" fill="none"\/>/g;
const BODY = '<g transform="rotate(';

describe('four-legged animals have legs with joints and paws', () => {
  for (const id of ['biscuit', 'bori', 'pip'] as const)
    for (const pose of ['stand', 'walk', 'run'] as const) {
      const svg = drawAnimal(animals[id], { pose, facing: 'right', expression: 'happy', scale: 1 });
      const paws = [...svg.matchAll(PAW)];

      it(`${id} (${pose}): four paws, each with toes, not all on one line`, () => {
        expect(paws).toHaveLength(4);
        // Two lines between three toes on every paw.
        for (const p of paws) expect(p[4]!.match(/M/g)).toHaveLength(2);
        const soles = new Set(paws.map((p) => Number(p[2]).toFixed(1)));
        expect(soles.size).toBeGreaterThan(1);
      });

      it(`${id} (${pose}): the far legs behind the body, the near legs in front of it, each bent at its joints`, () => {
        const body = svg.indexOf(BODY);
        expect(body).toBeGreaterThan(0);
        const [far, near] = [paws.filter((p) => p.index! < body), paws.filter((p) => p.index! > body)];
        expect(far).toHaveLength(2);
        expect(near).toHaveLength(2);
        // Standing, the far paws stand higher than the near ones: farther back on the ground.
        if (pose === 'stand') expect(Math.max(...far.map((p) => Number(p[2])))).toBeLessThan(Math.min(...near.map((p) => Number(p[2]))));
        // The legs are filled shapes (so they take the brush contour) that curve round their joints.
        const legs = [...svg.slice(body).matchAll(/<path d="(M[^"]*A[^"]*Z)" fill="#[0-9a-f]{6}"\/>/g)];
        const bent = legs.filter(([, d]) => (d!.match(/Q/g) ?? []).length >= 4);
        expect(bent.length).toBeGreaterThanOrEqual(2);
      });
    }

  it('a sitting dog shows two front paws and a hind paw, none a bare disc', () => {
    const svg = drawAnimal(animals.biscuit, { pose: 'sit', facing: 'right', expression: 'happy', scale: 1 });
    expect([...svg.matchAll(PAW)]).toHaveLength(3);
  });
});

describe('a leaping animal pushes off the ground', () => {
  for (const id of ['biscuit', 'bori', 'pip'] as const)
    it(`${id} (jump): its hind paws on the ground line, its front paws up off it`, () => {
      const L = animals[id].size;
      const svg = drawAnimal(animals[id], { pose: 'jump', facing: 'right', expression: 'happy', scale: 1 });
      // Sole heights, back to front: the far pair behind the body, then the near pair, each hind then front.
      const soles = [...svg.matchAll(PAW)].map((p) => ({ x: Number(p[1]), y: Number(p[2]) }));
      expect(soles).toHaveLength(4);
      const hind = soles.filter((p) => p.x < 0);
      const front = soles.filter((p) => p.x > 0);
      expect(hind).toHaveLength(2);
      for (const p of hind) expect(Math.abs(p.y)).toBeLessThan(L * 0.05);
      for (const p of front) expect(p.y).toBeLessThan(-L * 0.15);
    });
});
