import { describe, expect, it } from 'vitest';
import { formatCompletedAt, formatNumber, formatSeconds, formatShortDate } from './format';

describe('report formatting', () => {
  it('shows whole numbers without a decimal and others with one', () => {
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(7.66)).toBe('7.7');
    expect(formatSeconds(62.3)).toBe('62.3초');
  });

  it('rounds to one decimal and groups thousands as the Korean number format does', () => {
    const korean = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });
    for (const value of [0, 0.04, 0.05, 0.96, 9.95, 10, 99.94, 100, 999.95, 1234.56, 65432.1, 1000000, -3.25]) {
      expect(formatNumber(value), String(value)).toBe(korean.format(value));
    }
  });

  it('writes the completion time in Korean in the given time zone', () => {
    expect(formatCompletedAt('2025-03-04T10:05:00.000Z', 'Asia/Seoul')).toBe('3월 4일 19:05');
  });

  it('writes a short month/day for chart ticks', () => {
    expect(formatShortDate('2025-03-04T10:05:00.000Z', 'Asia/Seoul')).toBe('3/4');
  });

  it('pads morning hours to two digits', () => {
    expect(formatCompletedAt('2025-03-04T00:05:00.000Z', 'Asia/Seoul')).toBe('3월 4일 09:05');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatCompletedAt('not a date')).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });
});
