import { describe, expect, it } from 'vitest';
import './book-cast';
import { personOptions, type PersonPlaced } from '@/pictures/draw-scene';
import { lookInBook, skeletonOf } from '@/pictures/figures';

/** `reachTo` sends the hands to points in the scene, whichever way the figure faces: turned left as well as right. */
describe('reachTo', () => {
  for (const facing of ['three-quarter-left', 'three-quarter-right', 'side-left', 'side-right', 'front'] as const)
    for (const pose of ['stand', 'kneel', 'crouch', 'one-knee'] as const) {
      it(`puts both hands on their targets (${pose}, ${facing})`, () => {
        const ahead = facing.endsWith('left') ? -1 : 1;
        const near = { x: 400 + ahead * 60, y: pose === 'stand' ? 300 : 380 };
        // From the front the far hand is the picture's left one, so its target is on the left.
        const far = { x: 400 + (facing === 'front' ? -50 : ahead * 50), y: pose === 'stand' ? 310 : 390 };
        const item: PersonPlaced = { person: 'dad', x: 400, y: 470, pose, facing, expression: 'happy', reachTo: { near, far } };
        const sk = skeletonOf(lookInBook('dad', undefined)!, personOptions(item, 300, undefined));
        const armW = sk.headR * 0.6;
        expect(Math.hypot(sk.nearArm.end.x + item.x - near.x, sk.nearArm.end.y + item.y - near.y)).toBeLessThan(armW);
        expect(Math.hypot(sk.farArm.end.x + item.x - far.x, sk.farArm.end.y + item.y - far.y)).toBeLessThan(armW);
      });
    }
});
