import { describe, expect, it } from 'vitest';
import type { Scene } from '@/pictures/vocabulary/scene';
import './book-cast';
import { personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { renderSceneSvg } from '@/pictures/render-scene';
import { groundTop } from '@/pictures/backgrounds';
import { lookInBook, skeletonOf } from '@/pictures/figures';
import type { LimbPoints } from '@/pictures/figures/skeleton';
import { drawPerson, GAZE_TIP, JAW_SHADOW, NECK_TOP, SEATED_FAR_LEG } from '@/pictures/figures/draw-person';
import { shadeOf } from '@/pictures/figures/svg';
import type { Facing } from '@/pictures/figures/types';

/** The angle between an arm's two bones, degrees: 0 straight. */
function bend({ root, mid, end }: LimbPoints): number {
  const a = Math.atan2(mid.y - root.y, mid.x - root.x);
  const b = Math.atan2(end.y - mid.y, end.x - mid.x);
  return Math.abs(((((b - a) * 180) / Math.PI + 540) % 360) - 180);
}

describe('arms at rest show where they bend (round 12)', () => {
  for (const id of ['leo', 'mom', 'grandpa']) {
    for (const facing of ['front', 'three-quarter-right', 'side-left'] as Facing[]) {
      it(`${id} standing ${facing}: each arm bends at the elbow by 20° or more`, () => {
        const sk = skeletonOf(lookInBook(id, undefined)!, { height: 300, pose: 'stand', facing, expression: 'neutral' });
        for (const limb of [sk.nearArm, sk.farArm]) expect(bend(limb)).toBeGreaterThanOrEqual(20);
      });
    }
    it(`${id} standing face-on: the elbow out and the hand turned back in toward the thigh`, () => {
      const sk = skeletonOf(lookInBook(id, undefined)!, { height: 300, pose: 'stand', facing: 'front', expression: 'neutral' });
      for (const [limb, side] of [
        [sk.nearArm, 1],
        [sk.farArm, -1],
      ] as const) {
        expect((limb.mid.x - limb.root.x) * side).toBeGreaterThan(0);
        expect((limb.end.x - limb.mid.x) * side).toBeLessThan(0);
      }
    });
  }
});

describe('someone held in a hug takes part in it (round 12)', () => {
  const scene: Scene = {
    background: 'party-room',
    time: 'day',
    items: [
      { person: 'charlotte', x: 330, y: 478, pose: 'kneel', facing: 'three-quarter-right', expression: 'happy', hugs: 'leo' },
      { person: 'leo', x: 372, y: 474, pose: 'stand', facing: 'front', expression: 'happy' },
    ],
  };
  const ground = groundTop('party-room');
  const person = (id: string) => scene.items.find((item): item is PersonPlaced => 'person' in item && item.person === id)!;

  it('leans toward the hugger, head tipped to theirs, and rests a hand on the hugger', () => {
    const leo = person('leo');
    const options = personOptions(leo, ground, undefined, scene.items);
    expect(options.leansTo).toBe(-1);
    const sk = skeletonOf(lookInBook('leo', undefined)!, options);
    // The torso tips toward her (left, so its top goes left of the hips).
    expect(sk.shoulder.x).toBeLessThan(sk.hip.x);
    // The hand on her side (the picture's left hand, `far` face-on) ends over her body.
    const her = person('charlotte');
    const hand = { x: leo.x + sk.farArm.end.x, y: leo.y + sk.farArm.end.y };
    const herSk = skeletonOf(lookInBook('charlotte', undefined)!, personOptions(her, ground, undefined, scene.items));
    expect(Math.abs(hand.x - (her.x + herSk.hip.x))).toBeLessThan(herSk.shoulderW);
    expect(hand.y).toBeGreaterThan(her.y + herSk.shoulder.y);
    expect(hand.y).toBeLessThan(her.y + herSk.hip.y);
    // His head is tipped toward her (its top to the left: a negative turn) about his chin.
    const svg = renderSceneSvg(scene);
    const his = svg.slice(svg.indexOf('<g data-part="leo"'));
    expect(Number(/data-head="" transform="rotate\(([-\d.]+) /.exec(his)![1])).toBeLessThan(-8);
  });

  it('keeps their own arms when they hug back, so four hands do not knot', () => {
    const both: Scene = { ...scene, items: [scene.items[0]!, { ...person('leo'), pose: 'hug', hugs: 'charlotte' }] };
    const leo = both.items[1] as PersonPlaced;
    expect(personOptions(leo, ground, undefined, both.items).leansTo).toBeUndefined();
  });
});

describe('necks by age (round 12)', () => {
  it("a child's neck is thicker at the top than a grown-up's, and the jaw shades its top", () => {
    expect(NECK_TOP.child).toBeCloseTo(0.38);
    expect(NECK_TOP.adult).toBeCloseTo(0.32);
    for (const id of ['leo', 'mom']) {
      const look = lookInBook(id, undefined)!;
      const svg = drawPerson(look, { height: 300, pose: 'stand', facing: 'front', expression: 'neutral' });
      expect(svg).toContain(`fill="${shadeOf(look.skin, JAW_SHADOW.shade)}" opacity="${JAW_SHADOW.opacity}"`);
    }
  });
});

describe('grown-ups who stand apart, and seated legs told apart (round 12)', () => {
  it('face-on, a head tips toward whom the eyes look at across the picture', () => {
    const look = lookInBook('mom', undefined)!;
    const at = (gaze: 'left' | 'right') =>
      Number(
        /data-head="" transform="rotate\(([-\d.]+) /.exec(drawPerson(look, { height: 300, pose: 'stand', facing: 'front', expression: 'neutral', gaze }))![1],
      );
    expect(at('left')).toBe(-GAZE_TIP);
    expect(at('right')).toBe(GAZE_TIP);
  });

  it('sways each stander by their own amount, the resting knee easing more the more they sway', () => {
    const sways = ['mom', 'dad', 'grandma', 'grandpa'].map(
      (id) => skeletonOf(lookInBook(id, undefined)!, { height: 300, pose: 'stand', facing: 'front', expression: 'neutral' }).sway,
    );
    expect(new Set(sways.map(Math.abs)).size).toBeGreaterThanOrEqual(2);
  });

  it("shades a seated figure's far leg a step deeper than a standing one's", () => {
    const look = lookInBook('dad', undefined)!;
    const far = shadeOf(shadeOf(look.outfit.bottom, -0.18), SEATED_FAR_LEG);
    expect(drawPerson(look, { height: 300, pose: 'sit-chair', facing: 'three-quarter-right', expression: 'neutral' })).toContain(`fill="${far}"`);
    expect(drawPerson(look, { height: 300, pose: 'stand', facing: 'three-quarter-right', expression: 'neutral' })).not.toContain(`fill="${far}"`);
  });
});

describe('crossed arms seen turned (round 12)', () => {
  it('lay each forearm across the chest, the hands on it, not out ahead of it as in a clap', () => {
    for (const facing of ['three-quarter-left', 'three-quarter-right'] as Facing[]) {
      const sk = skeletonOf(lookInBook('leo', undefined)!, { height: 300, pose: 'stand', arms: 'arms-crossed', facing, expression: 'neutral' });
      const dir = facing.endsWith('left') ? -1 : 1;
      for (const limb of [sk.nearArm, sk.farArm]) {
        expect((limb.end.x - sk.shoulder.x) * dir).toBeLessThan(sk.shoulderW * 0.3);
        expect(limb.end.y).toBeGreaterThan(sk.shoulder.y);
      }
      // The near forearm runs across, from its elbow behind toward the front of the chest.
      expect((sk.nearArm.end.x - sk.nearArm.mid.x) * dir).toBeGreaterThan(sk.shoulderW * 0.3);
    }
  });
});

describe('a protective arm held out low (round 12)', () => {
  it('turned, the near arm goes out behind at about the waist, the hand open; face-on, out to the side', () => {
    const dad = lookInBook('dad', undefined)!;
    const side = skeletonOf(dad, { height: 340, pose: 'stand', arms: 'shield', facing: 'side-right', expression: 'worried' });
    expect(side.nearArm.end.x).toBeLessThan(side.shoulder.x - side.shoulderW);
    expect(side.nearArm.end.y).toBeGreaterThan(side.shoulder.y);
    expect(side.nearArm.end.y).toBeLessThan(side.hip.y + (side.hip.y - side.shoulder.y) * 0.3);
    const front = skeletonOf(dad, { height: 340, pose: 'stand', arms: 'shield', facing: 'front', expression: 'worried' });
    expect(front.nearArm.end.x).toBeGreaterThan(front.shoulder.x + front.shoulderW);
  });
});
