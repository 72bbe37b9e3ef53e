import { bedroomRug, bedroomShelfAndClock, bedroomWalls, type ViewSpan } from '@/pictures';

/**
 * Charlotte's bedroom for her birthday morning (c1-p1, c1-p2): the bedroom's lilac walls, wooden floor, shelf, clock and
 * rug, without its bed and its window, so the scene stands her own bed (wooden-bed) and the sunny window over it where the
 * picture needs them, large in the frame.
 */
export function charlottesBedroom(_time: unknown, view: ViewSpan): string {
  return [bedroomWalls(), bedroomShelfAndClock(view), bedroomRug].join('');
}
