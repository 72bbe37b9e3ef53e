import { describe, expect, it } from 'vitest';
import { programFromText } from '@/content/adventure/program-text';
import { worlds } from '@/content/adventure/worlds';
import { traceRun } from './trace';

const level = (world: number, index: number) => worlds[world]!.levels[index]!;

describe('a run traced before it is shown', () => {
  it('every step says which blocks led to it and which round each repeat is on', () => {
    const { steps, end } = traceRun(level(0, 0), programFromText('3(R) C'));
    expect(steps.map((s) => s.loops[0]?.round ?? null)).toEqual([1, 2, 3, null]);
    expect(steps[0]!.path).toEqual(['t1', 't2']);
    expect(steps[0]!.loops[0]).toEqual({ blockId: 't1', round: 1, times: 3 });
    expect(end).toEqual({ kind: 'unfinished', itemsLeft: 1, goalLeft: false });
  });

  it('a hazard ends the run on the step that would have stepped on it', () => {
    const { steps, end } = traceRun(level(0, 0), programFromText('5(R)'));
    expect(steps).toHaveLength(4);
    expect(steps[3]!.outcome.kind).toBe('hazard');
    expect(end).toMatchObject({ kind: 'hazard', hazard: { type: 'fire' } });
  });

  it('"repeat until the flag" that goes round in circles stops after one round, not two hundred steps', () => {
    // Forward into a tree: the hero never moves, so the second round starts where the first did.
    const { steps, end } = traceRun(level(3, 1), programFromText('G(F)'));
    expect(end).toEqual({ kind: 'too-long' });
    expect(steps.length).toBeLessThan(30);
    // An empty repeat does nothing at all, and stops just the same.
    expect(traceRun(level(2, 0), programFromText('G()')).end).toEqual({ kind: 'too-long' });
  });

  it('"if there is a path to the left" turns only where the path turns', () => {
    const { steps, end } = traceRun(level(3, 1), programFromText('G(?L(TL) F)'));
    expect(end).toEqual({ kind: 'level-complete' });
    expect(steps.filter((s) => s.action.type === 'turn')).toHaveLength(2);
  });

  it('a call runs the procedure, highlighting the call and the block inside; a call inside the procedure does nothing', () => {
    const { steps } = traceRun(level(4, 0), programFromText('P'), programFromText('R P U', 'p'));
    expect(steps.map((s) => s.path)).toEqual([
      ['t1', 'p1'],
      ['t1', 'p3'],
    ]);
  });
});
