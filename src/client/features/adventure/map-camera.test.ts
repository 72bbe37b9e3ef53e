import { describe, expect, it } from 'vitest';
import { cameraStart, visibleCells } from './map-camera';

describe('the map camera', () => {
  it('shows the whole map when its squares are big enough, and fewer squares on a narrow phone', () => {
    expect(visibleCells(8, 366)).toBe(8);
    expect(visibleCells(10, 366)).toBe(9);
    expect(visibleCells(12, 366)).toBe(9);
    expect(visibleCells(12, 600)).toBe(12);
    expect(visibleCells(12, 0)).toBe(12);
  });

  it('keeps every shown square at least 40 px on every level of a 390 px phone', () => {
    for (const size of [8, 10, 12]) expect(366 / visibleCells(size, 366)).toBeGreaterThanOrEqual(40);
  });

  it('centres the hero, but never shows past the edge', () => {
    expect(cameraStart(0, 12, 9)).toBe(0);
    expect(cameraStart(11, 12, 9)).toBe(3);
    expect(cameraStart(6, 12, 9)).toBe(2);
    expect(cameraStart(5, 8, 8)).toBe(0);
  });
});
