import { describe, expect, it } from 'vitest';
import { levels } from '@/content/adventure/levels';
import type { GameEvent, GameState } from './game-reducer';
import { gameReducer, initialGameState } from './game-reducer';

const reduce = gameReducer(levels);
const play = (state: GameState, ...events: GameEvent[]) => events.reduce(reduce, state);
const tap = (...kinds: ('up' | 'down' | 'left' | 'right' | 'collect' | 'repeat-3' | 'repeat-5')[]): GameEvent[] =>
  kinds.map((kind) => ({ type: 'add-block', kind }));
/** Runs until the run stops: one tick per step plus the tick that ends it. */
function runToEnd(state: GameState): GameState {
  let next = reduce(state, { type: 'run' });
  while (next.run) next = reduce(next, { type: 'tick' });
  return next;
}
const started = () => play(initialGameState(levels), { type: 'choose-character', characterId: 'robot' });
const level1Answer = tap('right', 'right', 'right', 'collect', 'up', 'up', 'up', 'collect');

describe('the game from start to finish', () => {
  it('choosing a character starts level 1 with an empty program at the start cell', () => {
    const state = started();
    expect(state).toMatchObject({ stage: 'playing', characterId: 'robot', levelIndex: 0, program: [], board: { position: { x: 0, y: 7 }, score: 0 } });
  });

  it('run needs at least one block', () => {
    const state = started();
    expect(reduce(state, { type: 'run' })).toBe(state);
  });

  it('a run shows one step per tick, highlighting the step it is on', () => {
    let state = play(started(), ...tap('right', 'up'), { type: 'run' });
    expect(state.run?.current).toBe(-1);
    state = reduce(state, { type: 'tick' });
    expect(state.run?.current).toBe(0);
    expect(state.board.position).toEqual({ x: 1, y: 7 });
    state = reduce(state, { type: 'tick' });
    expect(state.board.position).toEqual({ x: 1, y: 6 });
    state = reduce(state, { type: 'tick' });
    expect(state.run).toBeNull();
    expect(state.feedback).toEqual({ kind: 'unfinished', itemsLeft: 2 });
  });

  it('while running, blocks cannot be added, removed or cleared and run cannot start again', () => {
    const running = play(started(), ...tap('right'), { type: 'run' });
    const blockId = running.program[0]!.id;
    for (const event of [...tap('up'), { type: 'remove-block', blockId }, { type: 'clear' }, { type: 'run' }] as GameEvent[]) {
      expect(reduce(running, event)).toBe(running);
    }
  });

  it('each item adds 50 points, and finding them all shows Level Complete and then loads level 2', () => {
    const done = runToEnd(play(started(), ...level1Answer));
    expect(done.board.score).toBe(100);
    expect(done.levelComplete).toBe(true);
    const next = reduce(done, { type: 'advance' });
    expect(next).toMatchObject({ levelIndex: 1, levelComplete: false, program: [], board: { position: { x: 0, y: 9 }, score: 100 } });
    expect(next.board.items.every((i) => !i.found)).toBe(true);
  });

  it('hitting a hazard stops the run, raises the alert and keeps the character where it was', () => {
    const hit = runToEnd(play(started(), ...tap('right', 'right', 'right', 'right')));
    expect(hit.hazardHit).toBe('fire');
    expect(hit.run).toBeNull();
    expect(hit.board.position).toEqual({ x: 3, y: 7 });
  });

  it('closing the hazard alert puts the hero back on the start square with the score and treasures the level began with', () => {
    const hit = runToEnd(play(started(), ...tap('right', 'right', 'right', 'collect', 'right')));
    expect(hit.board).toMatchObject({ position: { x: 3, y: 7 }, score: 50 });
    const closed = reduce(hit, { type: 'dismiss-hazard' });
    expect(closed.hazardHit).toBeNull();
    expect(closed.board).toMatchObject({ position: { x: 0, y: 7 }, score: 0 });
    expect(closed.board.items.every((i) => !i.found)).toBe(true);
    expect(closed.program).toEqual(hit.program);
  });

  it('every run starts again from the start cell and the score the level began with', () => {
    const half = runToEnd(play(started(), ...tap('right', 'right', 'right', 'collect')));
    expect(half.board.score).toBe(50);
    const again = reduce(half, { type: 'run' });
    expect(again.board).toMatchObject({ position: { x: 0, y: 7 }, score: 0 });
  });

  it('tapped blocks go inside a new repeat until another place is chosen', () => {
    let state = play(started(), ...tap('repeat-3', 'right'));
    expect(state.program).toHaveLength(1);
    expect(state.program[0]).toMatchObject({ type: 'loop', steps: [{ direction: 'right' }] });
    state = play(state, { type: 'select-loop', loopId: null }, ...tap('collect'));
    expect(state.program.map((b) => b.type)).toEqual(['loop', 'collect']);
    state = play(state, { type: 'add-block', kind: 'up', into: state.program[0]!.id });
    expect(state.program[0]).toMatchObject({ steps: [{ direction: 'right' }, { direction: 'up' }] });
  });

  it('removing the selected repeat forgets the selection; clear empties the program', () => {
    let state = play(started(), ...tap('repeat-5'));
    state = reduce(state, { type: 'remove-block', blockId: state.program[0]!.id });
    expect(state.selectedLoopId).toBeNull();
    state = play(state, ...tap('up', 'down'), { type: 'clear' });
    expect(state.program).toEqual([]);
  });

  it('after the last level the completed screen shows, and Play Again resets everything', () => {
    const answers: GameEvent[][] = [
      level1Answer,
      tap('repeat-5', 'right').concat(
        { type: 'select-loop', loopId: null },
        ...tap('collect', 'repeat-5', 'up'),
        { type: 'select-loop', loopId: null },
        ...tap('collect', 'repeat-3', 'right'),
        { type: 'select-loop', loopId: null },
        ...tap('collect'),
      ),
      tap('repeat-3', 'up', 'right').concat(
        { type: 'select-loop', loopId: null },
        ...tap('collect', 'repeat-5', 'right'),
        { type: 'select-loop', loopId: null },
        ...tap('collect', 'right', 'repeat-5', 'up'),
        { type: 'select-loop', loopId: null },
        ...tap('left', 'collect'),
      ),
    ];
    let state = started();
    for (const answer of answers) state = reduce(runToEnd(play(state, ...answer)), { type: 'advance' });
    expect(state).toMatchObject({ stage: 'completed', board: { score: 400 } });
    expect(reduce(state, { type: 'play-again' })).toEqual(initialGameState(levels));
  });
});
