import { expect, test } from 'vitest';
import { tallPictureUrl } from './picture-urls';

test('the tall picture sits beside the wide one, named <key>-tall.svg', () => {
  expect(tallPictureUrl('/illustrations/charlotte-birthday/c1-p1.svg')).toBe('/illustrations/charlotte-birthday/c1-p1-tall.svg');
  expect(tallPictureUrl('/illustrations/pyeongchang-story/svg-market.svg')).toBe('/illustrations/pyeongchang-story/svg-market-tall.svg');
});

test('anything but a panel picture is refused', () => {
  expect(() => tallPictureUrl('/illustrations/book/c1-p1.png')).toThrow();
});
