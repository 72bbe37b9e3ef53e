import { describe, expect, it } from 'vitest';
import { flattenProgram } from './steps';
import { programFromText } from '../../../../../tests/support/program-text';

describe('flattening a program into steps', () => {
  it('keeps plain blocks in order, one step each', () => {
    const steps = flattenProgram(programFromText('R U C'));
    expect(steps.map((s) => s.action)).toEqual([{ type: 'move', direction: 'right' }, { type: 'move', direction: 'up' }, { type: 'collect' }]);
    expect(steps.every((s) => s.inner === undefined)).toBe(true);
  });

  it('repeats the inside of a repeat 3 block three times, in order', () => {
    const steps = flattenProgram(programFromText('3(U R)'));
    expect(steps.map((s) => (s.action.type === 'move' ? s.action.direction : 'collect'))).toEqual(['up', 'right', 'up', 'right', 'up', 'right']);
    expect(steps.map((s) => s.inner?.round)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('says which block to highlight: the repeat and the block inside it', () => {
    const program = programFromText('L 5(C)');
    const [left, loop] = program;
    const steps = flattenProgram(program);
    expect(steps).toHaveLength(6);
    expect(steps[0]).toEqual({ action: { type: 'move', direction: 'left' }, blockId: left!.id });
    expect(steps[5]).toMatchObject({ blockId: loop!.id, inner: { round: 5, times: 5 } });
  });

  it('an empty repeat adds no steps', () => {
    expect(flattenProgram(programFromText('5() R'))).toHaveLength(1);
  });
});
