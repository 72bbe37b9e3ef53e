import { describe, expect, it } from 'vitest';
import { skyStar } from '@/pictures/icons';
import { drawAnimal } from '@/pictures/figures/animals';
import { drawPerson } from '@/pictures/figures/draw-person';
import { poseSpecs } from '@/pictures/figures/poses';
import { drawProp, propGrip } from '@/pictures/props';
import { animals, people } from './book-cast';

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

/** Every straight stroke drawn (a fox's leg segment, its neck) as x1, y1, x2, y2 and width, in the fox's own units, facing right. */
const segments = (markup: string) =>
  [...markup.matchAll(/<path d="M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)" stroke="[^"]+" stroke-width="([\d.]+)"/g)].map((m) => m.slice(1).map(Number));

describe('a sniffing fox', () => {
  it('holds its head out on a neck, clear of its chest', () => {
    const markup = drawAnimal(animals.pip, { pose: 'sniff', facing: 'right', expression: 'happy', scale: 1 });
    const size = animals.pip.size;
    // The neck: a stroke as thick as the head is round (legs are half that), from the chest forward and down.
    const neck = segments(markup).find(([x1, y1, x2, y2, width]) => x2! > x1! && y2! > y1! && width! > size * 0.18);
    expect(neck).toBeDefined();
  });
});

describe('clap marks', () => {
  it('stand out in the air before a turned clapper, none over the body behind the hands', () => {
    const look = people.charlotte;
    const markup = drawPerson(look, { height: 240, pose: 'stand', arms: 'clap', facing: 'side-right', expression: 'happy' });
    const d = /data-motion="clap" d="([^"]+)"/.exec(markup)![1]!;
    const xs = [...d.matchAll(/[ML](-?[\d.]+) /g)].map((m) => Number(m[1]));
    expect(xs.length).toBe(6);
    // Every mark lies in front (to the right) of the centre line: none on the side the body is.
    for (const x of xs) expect(x).toBeGreaterThan(0);
  });
});

describe('a kneel', () => {
  it('brings the thighs a little forward of upright, so the fold at the knee shows from the side', () => {
    const { nearLeg, farLeg } = poseSpecs.kneel.side;
    // The near thigh forward to the fold; the far one upright behind it, so the two legs part (decision 064, round 10).
    expect(nearLeg[0]).toBeGreaterThanOrEqual(8);
    expect(farLeg[0]).toBeLessThan(nearLeg[0] - 10);
    for (const [hip, knee] of [nearLeg, farLeg]) {
      // The shin still lies flat on the floor behind (shin = hip − knee).
      expect(hip - knee).toBe(-90);
    }
  });
});
