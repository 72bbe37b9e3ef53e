import { expect, it } from 'vitest';
import { armsFor } from './poses';

it('rests a far arm another pose leaves hanging on the knees in a crouch, not down on the ground behind the boots', () => {
  // Hanging straight down from a body folded low, the hand's fingertips showed under the boot's sole like bare toes
  // (blind critics r82 and r83, forest p4 and p9).
  const crouching = armsFor('crouch', 'point-down');
  expect(crouching.side.farArm).toEqual(armsFor('crouch').side.farArm);
  expect(crouching.front.leftArm).toEqual(armsFor('crouch').front.leftArm);
  // The pointing arm is the pointing pose's still.
  expect(crouching.side.nearArm).toEqual(armsFor('stand', 'point-down').side.nearArm);
});

it('leaves a hanging far arm hanging when the body stands', () => {
  expect(Math.abs(armsFor('stand', 'point-down').side.farArm[0])).toBeLessThan(20);
});
