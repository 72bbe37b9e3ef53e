import { expect, it } from 'vitest';
import { drawPerson, palmsOf } from '@/pictures/figures/draw-person';
import { bareHandsAt } from '@/pictures/style/bare-hands-at';
import { people } from './book-cast';

/**
 * Where the engine reckons a hand to be (the lamp-lit warmth on a bare hand, the check that no two people's hands pass
 * through each other) is where the hand is drawn. A fist closed over a held sheet's side edge turns its knuckles in
 * across it: reckoned on along the forearm instead, a lamp-lit boy's fists holding up a sheet opened warm patches on the
 * floor beside it, off his hands (seen while staging pyeongchang c1-p3, a picture not kept).
 */
it('reckons the fists holding a sheet by its side edges where they are drawn', () => {
  const options = {
    height: 200,
    pose: 'kneel',
    arms: 'hold-sides',
    facing: 'front',
    expression: 'happy',
    held: '<rect x="-40" y="-70" width="80" height="70" fill="#fff"/>',
    heldHalfWidth: 40,
  } as const;
  const drawn = bareHandsAt(drawPerson(people.charlotte, options));
  const { near, far } = palmsOf(people.charlotte, options);
  expect(drawn).toHaveLength(2);
  for (const palm of [near, far]) {
    const nearest = Math.min(...drawn.map((hand) => Math.hypot(hand.x - palm.at.x, hand.y - palm.at.y)));
    expect(nearest).toBeLessThan(palm.r * 0.5);
  }
});
