import { describe, expect, it } from 'vitest';
import { calendarDayProblem } from './family-progress';

describe('a calendar day', () => {
  it('is any day the Gregorian calendar has, leap days included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2026-11-30', '2028-02-29', '2000-02-29', '0001-01-01']) expect(calendarDayProblem(day), day).toBeNull();
  });

  it('says why a day is not one: the month, the day of the month, or the form', () => {
    expect(calendarDayProblem('2026-13-01')).toBe('day 2026-13-01 has no month 13: months run from 01 to 12');
    expect(calendarDayProblem('2100-02-29')).toBe('day 2100-02-29 is not on the calendar: February 2100 has days 01 to 28');
    expect(calendarDayProblem('2026-04-31')).toMatch(/April 2026 has days 01 to 30/);
    expect(calendarDayProblem('2026-01-00')).toMatch(/January 2026 has days 01 to 31/);
    expect(calendarDayProblem('26-01-01')).toBe('day must look like 2026-11-25');
    expect(calendarDayProblem('2026-01-01T00:00')).toBe('day must look like 2026-11-25');
  });
});
