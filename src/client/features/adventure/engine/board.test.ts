import { describe, expect, it } from 'vitest';
import type { GameLevel } from '@/shared/adventure';
import { allItemsFound, applyAction as applyStep, conditionHolds, levelDone, startBoard, turned, type Action } from './board';

const level: GameLevel = {
  id: 1,
  title: 'Test field',
  titleKo: '시험 들판',
  background: 'meadow',
  description: 'A tiny field for tests.',
  descriptionKo: '시험용 작은 들판이에요.',
  gridSize: 4,
  startPosition: { x: 0, y: 3 },
  items: [{ id: 'gem', name: 'Gem', emoji: '💎', icon: 'gem-stone', found: false, x: 1, y: 3, belongsTo: 'Owl' }],
  hazards: [{ id: 'fire', type: 'fire', x: 0, y: 2, emoji: '🔥', icon: 'fire' }],
  facing: 'up',
  walls: [{ x: 2, y: 3 }],
  palette: ['up', 'down', 'left', 'right', 'collect'],
  hint: 'Go right.',
  hintKo: '오른쪽으로 가요.',
  solution: { program: [] },
  completionMessage: 'Done!',
  completionMessageKo: '끝!',
};

const move = (direction: 'up' | 'down' | 'left' | 'right'): Action => ({ type: 'move', direction });
const collect: Action = { type: 'collect' };

describe('one step on the board', () => {
  it('a level starts at its start cell with nothing found and the score carried in', () => {
    expect(startBoard(level, 100)).toEqual({
      position: { x: 0, y: 3 },
      facing: 'up',
      items: [expect.objectContaining({ id: 'gem', found: false })],
      score: 100,
    });
  });

  it('moving right adds one to x; moving up takes one from y', () => {
    const right = applyStep(level, startBoard(level, 0), move('right'));
    expect(right.board.position).toEqual({ x: 1, y: 3 });
    expect(right.outcome).toEqual({ kind: 'moved' });
    const up = applyStep(level, right.board, move('up'));
    expect(up.board.position).toEqual({ x: 1, y: 2 });
  });

  it('a move off the edge is clamped to the grid and the character stays put', () => {
    const board = startBoard(level, 0);
    for (const direction of ['left', 'down'] as const) {
      const result = applyStep(level, board, move(direction));
      expect(result.board.position).toEqual({ x: 0, y: 3 });
      expect(result.outcome).toEqual({ kind: 'bumped' });
    }
    const farRight = { ...board, position: { x: 3, y: 0 } };
    expect(applyStep(level, farRight, move('right')).board.position).toEqual({ x: 3, y: 0 });
    expect(applyStep(level, farRight, move('up')).board.position).toEqual({ x: 3, y: 0 });
  });

  it('stepping onto a hazard reports it and leaves the character where it was', () => {
    const board = startBoard(level, 0);
    const result = applyStep(level, board, move('up'));
    expect(result.outcome).toEqual({ kind: 'hazard', hazard: expect.objectContaining({ type: 'fire' }) });
    expect(result.board.position).toEqual(board.position);
  });

  it('collect on an item cell finds it and adds 50 points', () => {
    const there = applyStep(level, startBoard(level, 0), move('right')).board;
    const result = applyStep(level, there, collect);
    expect(result.outcome).toEqual({ kind: 'collected', item: expect.objectContaining({ id: 'gem', found: true }) });
    expect(result.board.score).toBe(50);
    expect(allItemsFound(result.board)).toBe(true);
  });

  it('collect on an empty cell, or on an item already found, changes nothing', () => {
    const board = startBoard(level, 0);
    expect(applyStep(level, board, collect)).toEqual({ board, outcome: { kind: 'nothing-here' } });
    const there = applyStep(level, board, move('right')).board;
    const once = applyStep(level, there, collect).board;
    const twice = applyStep(level, once, collect);
    expect(twice.outcome).toEqual({ kind: 'nothing-here' });
    expect(twice.board.score).toBe(50);
  });

  it('does not change the board it was given', () => {
    const board = startBoard(level, 0);
    applyStep(level, applyStep(level, board, move('right')).board, collect);
    expect(board.position).toEqual({ x: 0, y: 3 });
    expect(board.items[0]?.found).toBe(false);
    expect(level.items[0]?.found).toBe(false);
  });

  it('a rock stops the hero like the edge, without harm', () => {
    const there = applyStep(level, startBoard(level, 0), move('right')).board;
    const bump = applyStep(level, there, move('right'));
    expect(bump.outcome).toEqual({ kind: 'bumped' });
    expect(bump.board.position).toEqual({ x: 1, y: 3 });
  });

  it('Forward goes the way the hero faces, a move turns the hero, and turns go round', () => {
    const board = startBoard(level, 0);
    expect(turned('up', 'right')).toBe('right');
    expect(turned('up', 'left')).toBe('left');
    expect(turned('left', 'left')).toBe('down');
    const facingRight = applyStep(level, board, { type: 'turn', turn: 'right' });
    expect(facingRight).toEqual({ board: { ...board, facing: 'right' }, outcome: { kind: 'turned' } });
    expect(applyStep(level, facingRight.board, { type: 'forward' }).board.position).toEqual({ x: 1, y: 3 });
    expect(applyStep(level, board, move('right')).board.facing).toBe('right');
  });

  it('"if there is a path" sees rocks, dangers and the edge as no path', () => {
    const board = startBoard(level, 0);
    // Facing up from (0,3): fire ahead, the edge to the left, open grass to the right.
    expect(conditionHolds(level, board, 'path-ahead')).toBe(false);
    expect(conditionHolds(level, board, 'path-left')).toBe(false);
    expect(conditionHolds(level, board, 'path-right')).toBe(true);
    // Facing right from (1,3): the rock ahead.
    const there = applyStep(level, board, move('right')).board;
    expect(conditionHolds(level, there, 'path-ahead')).toBe(false);
  });

  it('a level with a flag is done only with every treasure found and the hero on the flag', () => {
    const withFlag = { ...level, goal: { x: 1, y: 2 } };
    const found = applyStep(withFlag, applyStep(withFlag, startBoard(withFlag, 0), move('right')).board, collect).board;
    expect(levelDone(withFlag, found)).toBe(false);
    expect(levelDone(withFlag, applyStep(withFlag, found, move('up')).board)).toBe(true);
  });
});
