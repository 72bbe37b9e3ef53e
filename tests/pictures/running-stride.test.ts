import { expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { people } from './book-cast';

/**
 * A runner seen from the side strides: the front foot lands ahead of the hips and the back one pushes off behind. With
 * the front shin folded back under the knee, both feet were behind her and a critic saw a girl falling, not racing
 * (blind critic r81, birthday p3).
 */
it('puts a side-on runner’s front foot ahead of the hips and the back foot behind them', () => {
  for (const facing of ['side-left', 'side-right'] as const) {
    const sk = skeletonOf(people.charlotte, { height: 200, pose: 'run', facing, expression: 'happy' });
    const ahead = (x: number) => (x - sk.hip.x) * sk.direction;
    expect(ahead(sk.nearLeg.end.x), facing).toBeGreaterThan(sk.headR * 0.3);
    expect(ahead(sk.farLeg.end.x), facing).toBeLessThan(-sk.headR * 0.3);
  }
});
