import { describe, expect, it } from 'vitest';
import './book-cast';
import { personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { drawPerson, lookInBook, skeletonOf } from '@/pictures/figures';
import { BEND_LEAN, BEND_LEAN_SEATED, BEND_SWAY, STANDING_LEAN_BACK } from '@/pictures/figures/draw-person';

/** `bendsTo`: a grown-up bending toward the one they talk to or tend (korean-charlotte-birthday c9-p1, Mom over Charlotte). */
describe('bending toward someone', () => {
  const charlotte: PersonPlaced = { person: 'charlotte', x: 300, y: 470, pose: 'stand', facing: 'front', expression: 'happy' };
  const mom = (pose: PersonPlaced['pose'], facing: PersonPlaced['facing'], bendsTo?: PersonPlaced['bendsTo']): PersonPlaced => ({
    person: 'mom',
    x: 500,
    y: 470,
    pose,
    facing,
    expression: 'happy',
    bendsTo,
  });
  const skeleton = (item: PersonPlaced) => skeletonOf(lookInBook('mom', undefined)!, personOptions(item, 340, undefined, [charlotte, item]));
  // How far the shoulders stand out ahead of the hips, as a share of the torso.
  const ahead = (item: PersonPlaced) => {
    const sk = skeleton(item);
    return (sk.shoulder.x - sk.hip.x) / Math.hypot(sk.shoulder.x - sk.hip.x, sk.shoulder.y - sk.hip.y);
  };

  for (const pose of ['stand', 'sit-edge', 'sit-chair', 'kneel'] as const)
    it(`leans the upper body from the hips toward the one on the left, turned to her (${pose})`, () => {
      const upright = ahead(mom(pose, 'three-quarter-left'));
      const bent = ahead(mom(pose, 'three-quarter-left', 'charlotte'));
      const degrees = pose === 'stand' ? BEND_LEAN : BEND_LEAN_SEATED;
      // Turned left, a lean moves the shoulders left of the hips: by the sine of the lean's degrees more.
      expect(upright - bent).toBeGreaterThan(Math.sin((degrees * Math.PI) / 180) * 0.8);
      // Standing still she leans back a little (her line of action); bending toward someone she does not.
      const still = pose === 'stand' ? STANDING_LEAN_BACK : 0;
      expect(skeleton(mom(pose, 'three-quarter-left', 'charlotte')).lean - skeleton(mom(pose, 'three-quarter-left')).lean).toBe(degrees + still);
    });

  it('bends toward a point as toward a person', () => {
    expect(skeleton(mom('stand', 'side-left', { x: 320, y: 380 })).lean).toBe(skeleton(mom('stand', 'side-left', 'charlotte')).lean);
  });

  it('stays upright turned away from her, and sways toward her face-on', () => {
    expect(skeleton(mom('stand', 'three-quarter-right', 'charlotte')).lean).toBe(skeleton(mom('stand', 'three-quarter-right')).lean);
    expect(skeleton(mom('stand', 'front', 'charlotte')).sway).toBe(-BEND_SWAY);
  });

  it('keeps a seated figure face-on seated: no sway, the same legs', () => {
    const bent = skeleton(mom('sit-chair', 'front', 'charlotte'));
    const upright = skeleton(mom('sit-chair', 'front'));
    expect(bent.sway).toBe(0);
    expect(bent.nearLeg).toEqual(upright.nearLeg);
    expect(bent.farLeg).toEqual(upright.farLeg);
  });

  it('tips the head in toward her', () => {
    const look = lookInBook('mom', undefined)!;
    const head = (bendsTo?: -1 | 1) =>
      /data-head="" transform="rotate\((-?[\d.]+) /.exec(
        drawPerson(look, { height: 340, pose: 'sit-edge', facing: 'three-quarter-left', expression: 'happy', bendsTo }),
      )?.[1];
    expect(head()).toBeUndefined();
    expect(Number(head(-1))).toBeLessThan(-5);
  });
});
