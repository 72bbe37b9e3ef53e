import { describe, expect, it } from 'vitest';
import { skeletonOf } from '@/pictures/figures/draw-person';
import { lyingHeadSpin } from '@/pictures/figures/skeleton';
import { people } from './book-cast';

/** A lying figure's head lies back on its pillow with the body: upright on it, critics saw "a head upright on a lying body" (r50). */
describe('a lying head', () => {
  it.each(['side-left', 'side-right'] as const)('leans back at least 40° off upright, facing %s, and stays a face, not on its side', (facing) => {
    const { rotation } = skeletonOf(people.charlotte, { height: 200, pose: 'lie', facing, expression: 'happy' });
    const tilt = Math.abs(rotation + lyingHeadSpin(rotation));
    expect(tilt).toBeGreaterThanOrEqual(40);
    expect(tilt).toBeLessThan(60);
  });
});
