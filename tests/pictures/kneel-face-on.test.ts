import { describe, expect, it } from 'vitest';
import { kneelingFoot, skeletonOf } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

/**
 * Kneeling seen face-on, each foot lies behind its knee and splays out past the knee's side (decision 064):
 * drawn flat under the knee, the kneeler read as someone short standing.
 */
describe('a kneel seen face-on', () => {
  const legs = (pose: 'kneel' | 'stand' | 'crouch') => {
    const sk = skeletonOf(people.leo, { height: 260, pose, facing: 'front', expression: 'happy' });
    const hips = (sk.nearLeg.root.x + sk.farLeg.root.x) / 2;
    return [sk.nearLeg, sk.farLeg].map((limb) => ({ limb, outward: Math.sign(limb.root.x - hips) }));
  };

  it('splays each foot out past its knee, level with it', () => {
    for (const { limb, outward } of legs('kneel')) {
      const foot = kneelingFoot(limb, 12, outward)!;
      expect(foot).toBeDefined();
      expect((foot.cx - limb.end.x) * outward).toBeGreaterThan(12 * 0.4);
      expect(Math.abs(foot.cy - limb.end.y)).toBeLessThan(12 * 0.3);
    }
  });

  it('leaves a standing or crouching foot under its leg', () => {
    for (const pose of ['stand', 'crouch'] as const) for (const { limb, outward } of legs(pose)) expect(kneelingFoot(limb, 12, outward), pose).toBeUndefined();
  });
});
