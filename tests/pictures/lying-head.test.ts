import { describe, expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { lyingHeadSpin } from '@/pictures/figures/skeleton';
import { people } from './book-cast';

/**
 * A lying figure's head lies back on its pillow with the body: upright on it, critics saw "a head upright on a lying
 * body" (r50); laid back 45°, its eyes one over the other, "a startled doll" on its side (r79).
 */
describe('a lying head', () => {
  it.each(['side-left', 'side-right'] as const)(
    'leans back at least 30° off upright, facing %s, and under 45°, so it stays a face, not on its side',
    (facing) => {
      const { rotation } = skeletonOf(people.charlotte, { height: 200, pose: 'lie', facing, expression: 'happy' });
      const tilt = Math.abs(rotation + lyingHeadSpin(rotation));
      expect(tilt).toBeGreaterThanOrEqual(30);
      expect(tilt).toBeLessThan(45);
    },
  );
});
