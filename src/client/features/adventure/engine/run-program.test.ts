import { describe, expect, it } from 'vitest';
import { levels } from '@/content/adventure/levels';
import { POINTS_PER_ITEM } from '@/shared/adventure';
import { levelAt } from './game-reducer';
import { programFromText } from '../../../../../tests/support/program-text';
import { runProgram } from './run-program';

/** A known answer for every level, written the way a child would build it. */
const solutions: Record<number, string> = {
  1: 'R R R C U U U C',
  2: '5(R) C 5(U) C 3(R) C',
  3: '3(U R) C 5(R) C R 5(U) L C',
};

describe('running a whole program', () => {
  it.each(levels.map((level) => [level.id, level.title] as const))('level %i (%s) is solved by its known answer', (id) => {
    const level = levels.find((l) => l.id === id)!;
    const { boards, end } = runProgram(level, programFromText(solutions[id]!), 0);
    expect(end).toEqual({ kind: 'level-complete' });
    expect(boards.at(-1)?.score).toBe(level.items.length * POINTS_PER_ITEM);
  });

  it('level 2 can also be solved without repeats, only with many more blocks', () => {
    const unrolled = runProgram(levelAt(levels, 1), programFromText('R R R R R C U U U U U C R R R C'));
    expect(unrolled.end).toEqual({ kind: 'level-complete' });
  });

  it('stops at the first hazard and keeps the steps before it', () => {
    const { boards, end } = runProgram(levelAt(levels, 0), programFromText('R R R C R U'));
    expect(end).toEqual({ kind: 'hazard', hazard: expect.objectContaining({ id: 'fire-1', type: 'fire' }) });
    expect(boards).toHaveLength(4);
    expect(boards.at(-1)?.position).toEqual({ x: 3, y: 7 });
  });

  it('on level 3 the short ways are blocked, so the child must plan around them', () => {
    const level3 = levelAt(levels, 2);
    expect(runProgram(level3, programFromText('R R R')).end).toMatchObject({ kind: 'hazard', hazard: { type: 'spike' } });
    expect(runProgram(level3, programFromText('U U U')).end).toMatchObject({ kind: 'hazard', hazard: { type: 'spike' } });
    expect(runProgram(level3, programFromText('3(U R) C 5(R) C 5(U)')).end).toMatchObject({ kind: 'hazard', hazard: { type: 'fire' } });
  });

  it('ends unfinished when blocks run out before every item is found', () => {
    const { end, boards } = runProgram(levelAt(levels, 0), programFromText('R R R C'));
    expect(end).toEqual({ kind: 'unfinished', itemsLeft: 1 });
    expect(boards.at(-1)?.score).toBe(50);
  });

  it('carries the score in from earlier levels', () => {
    const { boards } = runProgram(levelAt(levels, 0), programFromText(solutions[1]!), 150);
    expect(boards.at(-1)?.score).toBe(250);
  });

  it('stops as soon as the last item is found, ignoring blocks after it', () => {
    const { boards, end } = runProgram(levelAt(levels, 0), programFromText(`${solutions[1]} R R R`));
    expect(end).toEqual({ kind: 'level-complete' });
    expect(boards).toHaveLength(8);
  });
});
