import { describe, expect, it } from 'vitest';
import { isNavActive, navItems } from './nav';

describe('the header items', () => {
  it('keep the four the site was specified with and add the score report and the board, Korean first', () => {
    expect(navItems.map((i) => i.href)).toEqual(['/', '/stories', '/games', '/quiz-scores', '/quadrant-board', '/career-planner']);
    for (const item of navItems) expect(item.labelKo, item.href).toMatch(/[가-힣]/);
  });
});

describe('isNavActive', () => {
  it('highlights the item whose path matches exactly', () => {
    expect(isNavActive('/', '/')).toBe(true);
    expect(isNavActive('/stories', '/stories')).toBe(true);
    expect(isNavActive('/career-planner', '/career-planner')).toBe(true);
    expect(isNavActive('/quiz-scores', '/quiz-scores')).toBe(true);
    expect(isNavActive('/quadrant-board', '/quadrant-board')).toBe(true);
    // The board has its own item now, so Career Tools no longer stands in for it.
    expect(isNavActive('/career-planner', '/quadrant-board')).toBe(false);
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
    for (const path of ['/games', '/adventure-game', '/multiplication-table', '/quiz-scores/']) {
      expect(isNavActive('/games', path)).toBe(path !== '/quiz-scores/');
    }
    expect(isNavActive('/games', '/quadrant-board')).toBe(false);
    expect(isNavActive('/games', '/career-planner')).toBe(false);
  });

  it('lights one item on the score report: 성적표, not Games as well', () => {
    for (const path of ['/quiz-scores', '/quiz-scores/', '/adventure-game']) {
      expect(
        navItems.filter((item) => isNavActive(item.href, path)),
        path,
      ).toHaveLength(1);
    }
  });

  it('ignores a trailing slash', () => {
    expect(isNavActive('/stories', '/stories/')).toBe(true);
  });
});
