import { describe, expect, it } from 'vitest';
import { drawAnimal } from '@/pictures/figures/animals';
import { animals } from './book-cast';

/** A pointed ear is a triangle in the coat's colour: two corners at its base on the skull and its tip between them. */
const EAR = /<path d="M([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)L([-\d.]+) ([-\d.]+)Z" fill="(#[0-9a-f]{6})"/g;

function ears(svg: string, coat: string) {
  const head = svg.slice(svg.indexOf('data-head'));
  return [...head.matchAll(EAR)]
    .filter((m) => m[7] === coat)
    .map((m) => {
      const [ax, ay, tx, ty, bx, by] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
      return { base: { x: (ax + bx) / 2, y: Math.min(ay, by) }, tip: { x: tx, y: ty } };
    });
}

describe('a frightened, sad or cowering animal lays its ears flat back along its head', () => {
  for (const id of ['pip', 'bori'] as const) {
    const hr = animals[id].size * 0.2;
    for (const [pose, expression] of [
      ['stand', 'scared'],
      ['run', 'scared'],
      ['sit', 'worried'],
      ['sit', 'sad'],
      ['cower', 'happy'],
    ] as const)
      it(`${id} (${pose}, ${expression}): each ear's tip lies behind its base, hardly above it`, () => {
        const found = ears(drawAnimal(animals[id], { pose, facing: 'right', expression, scale: 1 }), animals[id].coat);
        expect(found.length).toBeGreaterThanOrEqual(2);
        for (const { base, tip } of found) {
          expect(tip.x).toBeLessThan(base.x - hr * 0.8);
          expect(base.y - tip.y).toBeLessThan(hr * 0.45);
        }
      });

    it(`${id} (stand, happy): its ears stand up`, () => {
      for (const { base, tip } of ears(drawAnimal(animals[id], { pose: 'stand', facing: 'right', expression: 'happy', scale: 1 }), animals[id].coat))
        expect(base.y - tip.y).toBeGreaterThan(hr * 0.7);
    });
  }
});

describe('a sleeping or curled-up animal lies in a ball', () => {
  const head = (svg: string, hr: number) => {
    const m = [...svg.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/g)].find((c) => Math.abs(Number(c[3]) - hr) < 0.01);
    return { x: Number(m![1]), y: Number(m![2]) };
  };
  for (const pose of ['sleep', 'curl'] as const) {
    it(`a cat (${pose}): its head tucked low at the front, its tail round the front of its body to its paws`, () => {
      const look = animals.bori;
      const L = look.size;
      const svg = drawAnimal(look, { pose, facing: 'right', expression: 'asleep', scale: 1 });
      const h = head(svg, L * 0.2);
      expect(h.y).toBeGreaterThan(-L * 0.3);
      expect(h.x).toBeLessThan(L * 0.4);
      const tail = [...svg.matchAll(new RegExp(`<path d="(M[^"]*)" stroke="${look.coat}" stroke-width`, 'g'))][0]![1]!;
      const end = tail
        .match(/([-\d.]+) ([-\d.]+)$/)!
        .slice(1)
        .map(Number) as [number, number];
      expect(end[0]).toBeGreaterThan(L * 0.2);
      expect(end[1]).toBeGreaterThan(-L * 0.15);
      // Nothing of it stands higher than its rounded back.
      const tops = [...svg.matchAll(/M([-\d.]+) ([-\d.]+)/g)].map((m) => Number(m[2]));
      expect(Math.min(...tops)).toBeGreaterThan(-L * 0.5);
    });

    it(`a dog (${pose}): its head tucked low, its back no higher than half its length`, () => {
      const L = animals.biscuit.size;
      const svg = drawAnimal(animals.biscuit, { pose, facing: 'right', expression: 'asleep', scale: 1 });
      expect(head(svg, L * 0.2).y).toBeGreaterThan(-L * 0.3);
      const tops = [...svg.matchAll(/M([-\d.]+) ([-\d.]+)/g)].map((m) => Number(m[2]));
      expect(Math.min(...tops)).toBeGreaterThan(-L * 0.5);
    });
  }
});

describe('hugging hedgehogs reach their arms round each other', () => {
  for (const id of ['bramble', 'bramble-mom'] as const)
    it(`${id}: two slim arms, bent at the elbow, apart, each ending in a paw with three fingers`, () => {
      const L = animals[id].size;
      const svg = drawAnimal(animals[id], { pose: 'hug', facing: 'right', expression: 'happy', scale: 1 });
      const arms = svg.split('<g data-arm="">').slice(1);
      expect(arms).toHaveLength(2);
      const paws = arms.map((arm) => {
        // The fingers: three small circles beyond the paw, along the forearm.
        const fingers = [...arm.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="([\d.]+)"/g)].filter((c) => Number(c[3]) < L * 0.03);
        expect(fingers.length).toBeGreaterThanOrEqual(3);
        const paw = arm.match(/<ellipse cx="([-\d.]+)" cy="([-\d.]+)"/)!;
        return { x: Number(paw[1]), y: Number(paw[2]) };
      });
      // One round the other's back, one lower round its middle: not one bar.
      expect(Math.abs(paws[0]!.y - paws[1]!.y)).toBeGreaterThan(L * 0.08);
      for (const paw of paws) expect(paw.x).toBeGreaterThan(L * 0.4);
    });
});

/**
 * A cat or dog held in the arms hangs soft over them, its front legs loose and its back legs dangling below its body,
 * whatever pose the scene gives it: drawn lying, it was a stiff loaf on the arms (decision 064, round 13).
 */
describe('a held animal', () => {
  for (const id of ['bori', 'biscuit'] as const)
    it(`${id}: held, its paws hang below its body, where lying they were level with it`, () => {
      const lowest = (svg: string) => Math.max(...[...svg.matchAll(/[ML]([-\d.]+)[ ,]([-\d.]+)/g)].map((m) => Number(m[2])));
      const highest = (svg: string) => Math.min(...[...svg.matchAll(/[ML]([-\d.]+)[ ,]([-\d.]+)/g)].map((m) => Number(m[2])));
      const lying = drawAnimal(animals[id], { pose: 'lie', facing: 'right', expression: 'happy', scale: 1 });
      const held = drawAnimal(animals[id], { pose: 'lie', facing: 'right', expression: 'happy', scale: 1, held: true });
      const size = animals[id].size;
      // The whole animal stands taller held: its legs hang from the body instead of lying folded under it.
      expect(lowest(held) - highest(held)).toBeGreaterThan(lowest(lying) - highest(lying) + size * 0.15);
      // And its chest tips up.
      expect(held).toContain('<g transform="rotate(-12 ');
    });
});
