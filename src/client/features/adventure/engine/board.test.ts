import { describe, expect, it } from 'vitest';
import type { GameLevel } from '@/shared/adventure';
import { allItemsFound, applyStep, startBoard } from './board';
import type { Step } from './steps';

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
  completionMessage: 'Done!',
  completionMessageKo: '끝!',
};

const move = (direction: 'up' | 'down' | 'left' | 'right'): Step => ({ action: { type: 'move', direction }, blockId: 'b' });
const collect: Step = { action: { type: 'collect' }, blockId: 'c' };

describe('one step on the board', () => {
  it('a level starts at its start cell with nothing found and the score carried in', () => {
    expect(startBoard(level, 100)).toEqual({ position: { x: 0, y: 3 }, items: [expect.objectContaining({ id: 'gem', found: false })], score: 100 });
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
    expect(result.board).toBe(board);
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
});
