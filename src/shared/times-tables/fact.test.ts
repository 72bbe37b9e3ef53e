import { describe, expect, it } from 'vitest';
import { asksFact, factKey, factOf } from './fact';

describe('a times-table fact', () => {
  it('is the same fact whichever way round it is asked', () => {
    expect(factOf(7, 3)).toEqual(factOf(3, 7));
    expect(factKey(factOf(7, 3))).toBe('3x7');
    expect(asksFact(7, 3, { small: 3, large: 7 })).toBe(true);
    expect(asksFact(3, 6, { small: 3, large: 7 })).toBe(false);
  });
});
