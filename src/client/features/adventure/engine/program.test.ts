import { describe, expect, it } from 'vitest';
import { appendBlock, countBlocks, createBlock, removeBlock } from './program';
import { programFromText } from '../../../../../tests/support/program-text';

describe('building a program', () => {
  it('makes a move, a collect and both repeats from the palette', () => {
    expect(createBlock('left', 'a')).toEqual({ id: 'a', type: 'move', direction: 'left' });
    expect(createBlock('collect', 'b')).toEqual({ id: 'b', type: 'collect' });
    expect(createBlock('repeat-3', 'c')).toEqual({ id: 'c', type: 'loop', times: 3, steps: [] });
    expect(createBlock('repeat-5', 'd')).toEqual({ id: 'd', type: 'loop', times: 5, steps: [] });
  });

  it('appends a tapped block at the end', () => {
    const program = appendBlock(appendBlock([], createBlock('up', 'a')), createBlock('collect', 'b'));
    expect(program.map((b) => b.id)).toEqual(['a', 'b']);
  });

  it('puts a block inside the chosen repeat', () => {
    const program = appendBlock([createBlock('repeat-3', 'loop'), createBlock('up', 'a')], createBlock('right', 'b'), 'loop');
    expect(program).toEqual([
      { id: 'loop', type: 'loop', times: 3, steps: [{ id: 'b', type: 'move', direction: 'right' }] },
      { id: 'a', type: 'move', direction: 'up' },
    ]);
  });

  it('puts an "if" inside a repeat, but nothing that holds blocks two levels deep', () => {
    const program = appendBlock([createBlock('repeat-until', 'loop')], createBlock('if-left', 'if'), 'loop');
    expect(program[0]).toMatchObject({ steps: [{ id: 'if', type: 'if' }] });
    const deeper = appendBlock(program, createBlock('if-ahead', 'deep'), 'if');
    expect(deeper.map((b) => b.id)).toEqual(['loop', 'deep']);
    expect(appendBlock(program, createBlock('forward', 'f'), 'if')[0]).toMatchObject({ steps: [{ steps: [{ id: 'f' }] }] });
  });

  it('never puts a repeat inside a repeat', () => {
    const program = appendBlock([createBlock('repeat-3', 'outer')], createBlock('repeat-5', 'inner'), 'outer');
    expect(program.map((b) => b.id)).toEqual(['outer', 'inner']);
    expect(program[0]).toMatchObject({ steps: [] });
  });

  it('removes a single block from the top or from inside a repeat', () => {
    const program = programFromText('R 3(U C) L');
    const [right, loop] = program;
    if (loop?.type !== 'loop') throw new Error('expected a repeat');
    const withoutInner = removeBlock(program, loop.steps[0]!.id);
    expect(countBlocks(withoutInner)).toBe(4);
    expect(withoutInner[1]).toMatchObject({ type: 'loop', steps: [{ type: 'collect' }] });
    expect(removeBlock(program, right!.id).map((b) => b.type)).toEqual(['loop', 'move']);
  });

  it('removing a repeat takes the blocks inside it too', () => {
    const program = programFromText('3(U C) L');
    expect(countBlocks(removeBlock(program, program[0]!.id))).toBe(1);
  });
});

describe('the program text used by tests', () => {
  it('reads moves, collect and repeats', () => {
    const program = programFromText('U D 5(L R) C');
    expect(program.map((b) => b.type)).toEqual(['move', 'move', 'loop', 'collect']);
    expect(countBlocks(program)).toBe(6);
  });

  it('reads the later blocks: until, if, turns, forward and the procedure call', () => {
    const program = programFromText('G(?L(TL) F) P 2(R)');
    expect(program).toMatchObject([
      { type: 'until', steps: [{ type: 'if', condition: 'path-left', steps: [{ type: 'turn', turn: 'left' }] }, { type: 'forward' }] },
      { type: 'call' },
      { type: 'loop', times: 2 },
    ]);
    expect(countBlocks(program)).toBe(7);
  });

  it('refuses a token that is not a block, and brackets that do not match', () => {
    expect(() => programFromText('R X')).toThrow(/'X' is not a block/);
    expect(() => programFromText('7(R)')).toThrow(/is not a block that holds/);
    expect(() => programFromText('3(R')).toThrow(/never closed/);
    expect(() => programFromText('R)')).toThrow(/extra/);
  });
});
