import { describe, expect, it } from 'vitest';
import { progressLine } from './progress-line';

describe('the record line on a game card', () => {
  it('says how far the adventure got, and when it was finished', () => {
    expect(progressLine('programming-adventure', {})).toBeNull();
    expect(progressLine('programming-adventure', { adventure: { bestLevel: 2, bestScore: 250, finished: false } })).toBe('⭐ 2단계까지 깼어요 · 최고 250점');
    expect(progressLine('programming-adventure', { adventure: { bestLevel: 3, bestScore: 400, finished: true } })).toBe('🏆 모든 단계를 깼어요 · 최고 400점');
  });

  it('gives the best quiz score out of ten, and nothing for games without a score', () => {
    expect(progressLine('multiplication-practice', { multiplication: { bestScore: 9, quizzes: 3 } })).toBe('⭐ 최고 9/10점 · 퀴즈 3번');
    expect(progressLine('career-planner', { multiplication: { bestScore: 9, quizzes: 3 } })).toBeNull();
  });
});
