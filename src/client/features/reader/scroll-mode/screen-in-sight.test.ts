import { expect, test } from 'vitest';
import { screenInSight } from './screen-in-sight';

const box = (page: number, top: number, bottom: number, activity = false) => ({ page, activity, top, bottom });

test('the page the window shows most of is the one read', () => {
  expect(screenInSight([box(0, -500, 100), box(1, 120, 900)], 800)).toEqual({ page: 1, activity: false });
  expect(screenInSight([box(2, -100, 500), box(2, 520, 700, true), box(3, 720, 1400)], 800)).toEqual({ page: 2, activity: false });
  expect(screenInSight([box(2, -600, 100), box(2, 120, 500, true), box(3, 520, 1200)], 800)).toEqual({ page: 2, activity: true });
});

test('at the cover, before any page, reading starts at the first page', () => {
  expect(screenInSight([box(0, 900, 1600), box(1, 1700, 2400)], 800)).toEqual({ page: 0, activity: false });
  expect(screenInSight([], 800)).toEqual({ page: 0, activity: false });
});
