import { describe, expect, it } from 'vitest';
import { rateScore } from './rating';

describe('rateScore', () => {
  it.each([
    [10, '완벽!'],
    [9, '완벽!'],
    [8, '우수!'],
    [7, '좋음!'],
    [6, '노력!'],
    [0, '노력!'],
  ])('rates %i out of 10 as %s', (score, label) => {
    expect(rateScore(score, 10).label).toBe(label);
  });

  it('compares the ratio, not the raw score, so 17 out of 20 (0.85) is 우수!', () => {
    expect(rateScore(17, 20)).toEqual({ tone: 'great', label: '우수!' });
    expect(rateScore(18, 20)).toEqual({ tone: 'perfect', label: '완벽!' });
  });

  it('rates a record with no questions as 노력! instead of dividing by zero', () => {
    expect(rateScore(0, 0)).toEqual({ tone: 'effort', label: '노력!' });
  });
});
