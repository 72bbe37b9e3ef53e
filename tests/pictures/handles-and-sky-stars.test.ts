import { describe, expect, it } from 'vitest';
import { skyStar } from '@/pictures/icons';
import { poseSpecs } from '@/pictures/figures/poses';
import { drawProp, propGrip } from '@/pictures/props';

/** Decision 062: a lantern hangs from a handle the fist closes round; a night sky's stars are points of light. */
describe('a handle in the fist and stars of light', () => {
  it('grips a lantern inside its wire loop, the loop showing under the fist down to the cap', () => {
    const markup = drawProp('lantern', { size: 100 });
    // The loop: from the cap's top (y -84) up to its crown; a cubic whose controls stand at -124 peaks at -114.
    const loop = /M-13 -84C-15 -(\d+) 15 -\d+ 13 -84/.exec(markup);
    expect(loop).not.toBeNull();
    const crown = 84 + 0.75 * (Number(loop![1]) - 84);
    const grip = propGrip('lantern') * 100;
    expect(grip).toBeLessThan(crown);
    // Far enough above the cap for the loop's two legs to show below a fist about a fifth of the lantern tall.
    expect(grip - 84).toBeGreaterThan(crown - grip);
  });

  it('draws a star and a glowing star as a glint with a glow, and leaves other icons to the emoji', () => {
    for (const name of ['star', 'glowing-star']) {
      const light = skyStar(name, 100, 40, 24);
      expect(light).toBeDefined();
      expect(light).not.toContain('stroke');
      expect(light).toContain('opacity');
    }
    expect(skyStar('crescent-moon', 100, 40, 24)).toBeUndefined();
  });
});

describe('a thing held up overhead', () => {
  it('holds it on bent arms, the elbows out wider than the hands, not two straight poles beside the face', () => {
    const { front, side } = poseSpecs['hold-up'];
    for (const [shoulder, elbow] of [front.rightArm, front.leftArm]) {
      // Front view: the upper arm goes up and out; the forearm comes back in past the upright to the thing.
      expect(shoulder).toBeLessThan(145);
      expect(shoulder - elbow).toBeGreaterThan(180);
    }
    // Side view: the elbows bend, the forearms standing up from upper arms raised forward.
    for (const [, elbow] of [side.nearArm, side.farArm]) expect(elbow).toBeGreaterThan(20);
  });
});
