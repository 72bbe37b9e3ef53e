import { describe, expect, it } from 'vitest';
import { drawPerson, skeletonOf, type PersonOptions } from '@/pictures/figures';
import { SHIN_AWAY } from '@/pictures/figures/skeleton';
import type { PersonLook } from '@/pictures/figures/types';
import { shadeOf } from '@/pictures/figures/svg';
import { people } from './book-cast';

const draw = (look: PersonLook, options: Partial<PersonOptions> = {}) =>
  drawPerson(look, { height: 260, pose: 'stand', facing: 'front', expression: 'happy', ...options });
const shorts: PersonLook = { ...people.theo, outfit: { kind: 'top-shorts', top: '#f5a04a', bottom: '#37476b', shoes: '#e8574f' } };
const cardigan: PersonLook = {
  ...people['seojun-grandpa'],
  outfit: { kind: 'top-trousers', top: '#f1e8d6', bottom: '#6b6b73', shoes: '#3d2f2a', sleeves: 'long', layer: { kind: 'cardigan', colour: '#7f8f55' } },
};

/** Every `d` of a path filled with this colour. */
const pathsFilled = (svg: string, fill: string) => [...svg.matchAll(new RegExp(`<path[^>]*d="([^"]+)"[^>]*fill="${fill}"`, 'g'))].map((m) => m[1]!);

/**
 * A body holds together (decision 064, round 8): trousers and shorts run from the waist into the legs as one
 * shape, and a cardigan is the torso's own shape, bending with it, not panels standing off a bent back.
 */
describe('bodies that hold together', () => {
  it('lays the tops of both trouser legs, unlined, over the torso hem', () => {
    for (const [look, pose, facing] of [
      [shorts, 'stand', 'front'],
      [people['theo-dad'], 'walk', 'three-quarter-right'],
    ] as const) {
      const svg = draw(look, { pose, facing });
      const hips = [...svg.matchAll(/<path data-part="hips" d="([^"]+)"/g)].map((m) => m[1]!);
      expect(hips, `${look.name} ${pose}`).toHaveLength(2);
      // No brush contour of its own lies under it (the figure's outside line, laid under everything, may
      // copy it): no edge is drawn across the thighs.
      for (const d of hips) {
        const at = svg.indexOf(`<path data-part="hips" d="${d}"`);
        expect(svg.slice(svg.lastIndexOf('<', at - 1), at)).not.toContain(d);
      }
      // Drawn after the torso (its hem is under them), so the hem's line is covered where the thighs are.
      expect(svg.indexOf('data-part="hips"')).toBeGreaterThan(svg.indexOf(pathsFilled(svg, look.outfit.bottom)[0]!));
    }
  });

  it('lays no trouser top over a sitting lap: the thigh runs out from under the torso, and a flat top over the shaded leg read as see-through patches', () => {
    for (const pose of ['sit-chair', 'sit-floor'] as const) {
      const svg = draw(cardigan, { pose, facing: 'three-quarter-left' });
      expect(svg.match(/data-part="hips"/g) ?? [], pose).toHaveLength(0);
    }
  });

  it('cuts the trousers square at the waist: a round cap there read as two lobes, a bottom seen from behind', () => {
    const svg = draw(shorts);
    const hips = [...svg.matchAll(/<path data-part="hips" d="([^"]+)"/g)].map((m) => m[1]!);
    for (const d of hips) {
      // The points the path runs through, and where each round cap (an arc) starts and ends.
      const commands = [...d.matchAll(/([MLQA])([^MLQAZ]*)/g)].map(([, op, args]) => ({
        op: op!,
        nums: args!
          .trim()
          .split(/[\s,]+/)
          .map(Number),
      }));
      const ys: number[] = [];
      const capYs: number[] = [];
      let y = 0;
      for (const { op, nums } of commands) {
        const endY = nums.at(-1)!;
        if (op === 'A') capYs.push(y, endY);
        if (op === 'Q') ys.push(nums[1]!);
        ys.push(endY);
        y = endY;
      }
      const top = Math.min(...ys);
      const height = Math.max(...ys) - top;
      expect(capYs.length).toBeGreaterThan(0);
      for (const capY of capYs) expect(capY - top).toBeGreaterThan(height * 0.5);
    }
  });

  it('draws no hips over a skirt', () => {
    const skirted: PersonLook = { ...shorts, outfit: { kind: 'top-skirt', top: '#f5a04a', bottom: '#37476b', shoes: '#e8574f' } };
    expect(draw(skirted)).not.toContain('data-part="hips"');
  });

  it('cuts a cardigan from the torso’s own outline, bent or straight, with the top showing through its front', () => {
    for (const pose of ['stand', 'lunge', 'sit-chair'] as const) {
      const svg = draw(cardigan, { pose, facing: pose === 'stand' ? 'front' : 'three-quarter-right' });
      const torso = pathsFilled(svg, shadeOf('#f1e8d6', -0.18))[0]!;
      const cardiganPaths = [...svg.matchAll(/<path d="([^"]+)" fill="#[0-9a-f]{6}" fill-rule="evenodd"\/>/g)].map((m) => m[1]!);
      expect(cardiganPaths.length, pose).toBeGreaterThan(0);
      // The layer's outer outline is the torso's own (the shade shape), then the opening as a second subpath.
      const outer = cardiganPaths[0]!.split('ZM')[0]!;
      expect(torso.startsWith(outer.replace(/Z$/, '')), pose).toBe(true);
      expect(cardiganPaths[0]!.match(/M/g)).toHaveLength(2);
    }
  });
});

describe('a kneel seen three-quarter', () => {
  const shin = (pose: 'kneel' | 'stand' | 'walk', facing: 'three-quarter-left' | 'side-left') => {
    const sk = skeletonOf(people['seojun-grandpa'], { height: 260, pose, facing, expression: 'happy' });
    return Math.hypot(sk.nearLeg.end.x - sk.nearLeg.mid.x, sk.nearLeg.end.y - sk.nearLeg.mid.y);
  };

  it('draws the shin lying back along the ground shorter, running away from us, than seen side-on', () => {
    expect(shin('kneel', 'three-quarter-left') / shin('kneel', 'side-left')).toBeCloseTo(SHIN_AWAY, 2);
  });

  it('leaves a standing or walking shin its length', () => {
    for (const pose of ['stand', 'walk'] as const) expect(shin(pose, 'three-quarter-left'), pose).toBeCloseTo(shin(pose, 'side-left'), 3);
  });
});
