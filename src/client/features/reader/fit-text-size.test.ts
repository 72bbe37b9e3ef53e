import { expect, test } from 'vitest';
import { DESK_FIT_STEPS, FIT_STEPS, fitTextSize } from './fit-text-size';

// Words that take 10 lines of 1.5 × the font size.
const tenLines = (px: number) => 10 * 1.5 * px;

test('short words keep the largest size and leave the picture most of the room', () => {
  expect(fitTextSize(800, tenLines)).toBe(20);
});

test('longer words shrink one step at a time until they fit beside the picture’s share', () => {
  // 400 px of room: 20 px words (300 px) or 18 px (270) leave the picture too little; 17 px (255) leave it 35 %.
  expect(fitTextSize(400, tenLines)).toBe(17);
});

test('words that fit nowhere take the smallest size', () => {
  expect(fitTextSize(50, tenLines)).toBe(12);
});

test('the sizes run largest first, and the picture gives way before the words do', () => {
  const sizes = FIT_STEPS.map((s) => s.px);
  expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  const shares = FIT_STEPS.map((s) => s.pictureShare);
  expect([...shares].sort((a, b) => b - a)).toEqual(shares);
});

test('on a desk the words take their whole column, shrinking from 16 px until they fit', () => {
  // Words beside the picture: 400 px of column for ten lines of 1.5 × the size.
  expect(fitTextSize(400, tenLines, DESK_FIT_STEPS)).toBe(16);
  expect(fitTextSize(200, tenLines, DESK_FIT_STEPS)).toBe(13);
  expect(fitTextSize(100, tenLines, DESK_FIT_STEPS)).toBe(11);
});
