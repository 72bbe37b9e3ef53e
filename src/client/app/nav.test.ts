import { describe, expect, it } from 'vitest';
import { isNavActive } from './nav';

describe('isNavActive', () => {
  it('highlights the item whose path matches exactly', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/stories', '/stories')).toBe(true);
    expect(isNavActive('/career-planner', '/career-planner')).toBe(true);
    expect(isNavActive('/career-planner', '/quadrant-board')).toBe(true);
    expect(isNavActive('/games', '/quadrant-board')).toBe(false);
  });

  it('does not highlight Home on other pages', () => {
    expect(isNavActive('/', '/stories')).toBe(false);
  });

  it('highlights Stories on every book page, including the print page', () => {
    expect(isNavActive('/stories', '/book/charlotte-birthday')).toBe(true);
    expect(isNavActive('/stories', '/book/korean-charlotte-birthday/print')).toBe(true);
    expect(isNavActive('/stories', '/games')).toBe(false);
  });

  it('highlights Games on paths containing game, multiplication or quiz', () => {
    for (const path of ['/games', '/adventure-game', '/multiplication-table', '/quiz-scores']) {
      expect(isNavActive('/games', path)).toBe(true);
    }
    expect(isNavActive('/games', '/quadrant-board')).toBe(false);
    expect(isNavActive('/games', '/career-planner')).toBe(false);
  });

  it('ignores a trailing slash', () => {
    expect(isNavActive('/stories', '/stories/')).toBe(true);
  });
});
