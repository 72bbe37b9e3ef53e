import { describe, expect, it } from 'vitest';
import { worlds } from '@/content/adventure/worlds';
import type { PaletteKind } from '@/shared/adventure';
import type { GameEvent, GameState } from './game-reducer';
import { gameReducer, initialGameState } from './game-reducer';

const reduce = gameReducer(worlds);
const play = (state: GameState, ...events: GameEvent[]) => events.reduce(reduce, state);
const tap = (...kinds: PaletteKind[]): GameEvent[] => kinds.map((kind) => ({ type: 'add-block', kind }));
/** Runs until the run stops: one tick per step plus the tick that ends it. */
function runToEnd(state: GameState): GameState {
  let next = reduce(state, { type: 'run' });
  while (next.run) next = reduce(next, { type: 'tick' });
  return next;
}
const started = () => play(initialGameState(worlds), { type: 'choose-character', characterId: 'robot' });
const level1Answer = tap('right', 'right', 'right', 'collect', 'up', 'up', 'up', 'collect');

describe('the game from start to finish', () => {
  it('choosing a character starts level 1 with an empty program at the start cell', () => {
    const state = started();
    expect(state).toMatchObject({
      stage: 'playing',
      characterId: 'robot',
      worldIndex: 0,
      levelIndex: 0,
      program: [],
      board: { position: { x: 0, y: 7 }, score: 0 },
    });
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
    expect(state.feedback).toEqual({ kind: 'unfinished', itemsLeft: 2, goalLeft: false });
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
    state = play(state, { type: 'select-target', target: null }, ...tap('collect'));
    expect(state.program.map((b) => b.type)).toEqual(['loop', 'collect']);
    state = play(state, { type: 'add-block', kind: 'up', into: state.program[0]!.id });
    expect(state.program[0]).toMatchObject({ steps: [{ direction: 'right' }, { direction: 'up' }] });
  });

  it('removing the selected repeat forgets the selection; clear empties the program', () => {
    let state = play(started(), ...tap('repeat-5'));
    state = reduce(state, { type: 'remove-block', blockId: state.program[0]!.id });
    expect(state.target).toBeNull();
    state = play(state, ...tap('up', 'down'), { type: 'clear' });
    expect(state.program).toEqual([]);
  });

  it('after the last level the completed screen shows, and Play Again resets everything', () => {
    const answers: GameEvent[][] = [
      level1Answer,
      tap('repeat-5', 'right').concat(
        { type: 'select-target', target: null },
        ...tap('collect', 'repeat-5', 'up'),
        { type: 'select-target', target: null },
        ...tap('collect', 'repeat-3', 'right'),
        { type: 'select-target', target: null },
        ...tap('collect'),
      ),
      tap('repeat-3', 'up', 'right').concat(
        { type: 'select-target', target: null },
        ...tap('collect', 'repeat-5', 'right'),
        { type: 'select-target', target: null },
        ...tap('collect', 'right', 'repeat-5', 'up'),
        { type: 'select-target', target: null },
        ...tap('left', 'collect'),
      ),
    ];
    let state = started();
    for (const answer of answers) state = reduce(runToEnd(play(state, ...answer)), { type: 'advance' });
    expect(state).toMatchObject({ stage: 'completed', board: { score: 400 } });
    expect(reduce(state, { type: 'play-again' })).toEqual(initialGameState(worlds));
  });
});

/** Opens the map from level 1 and picks a level there, as the map's buttons do. */
const at = (worldIndex: number, levelIndex: number) => play(started(), { type: 'open-map' }, { type: 'choose-level', worldIndex, levelIndex });

describe('the later adventures', () => {
  it('Step shows one step per press and waits; Run then plays the rest', () => {
    let state = play(started(), ...tap('right', 'right', 'up'), { type: 'step' });
    expect(state.run).toMatchObject({ current: 0, paused: true });
    expect(state.board.position).toEqual({ x: 1, y: 7 });
    state = reduce(state, { type: 'step' });
    expect(state.board.position).toEqual({ x: 2, y: 7 });
    state = reduce(state, { type: 'run' });
    expect(state.run?.paused).toBe(false);
    state = reduce(state, { type: 'tick' });
    expect(state.board.position).toEqual({ x: 2, y: 6 });
  });

  it('the speed is a choice that outlives Play Again', () => {
    const fast = reduce(started(), { type: 'set-speed', speed: 'fast' });
    expect(fast.speed).toBe('fast');
    expect(reduce(fast, { type: 'play-again' }).speed).toBe('fast');
  });

  it('counts failed runs for the hint, and starts again at zero on the next level', () => {
    let state = runToEnd(play(started(), ...tap('right')));
    expect(state.failedRuns).toBe(1);
    state = reduce(runToEnd(state), { type: 'dismiss-hazard' });
    state = runToEnd(play(state, ...tap('right', 'right', 'right')));
    expect(state.hazardHit).toBe('fire');
    expect(state.failedRuns).toBe(3);
    state = reduce(state, { type: 'dismiss-hazard' });
    state = runToEnd(play(state, { type: 'clear' }, ...level1Answer));
    expect(state.levelComplete).toBe(true);
    expect(reduce(state, { type: 'advance' }).failedRuns).toBe(0);
  });

  it('a star for an answer no longer than the intended one, none for a longer one', () => {
    expect(runToEnd(play(started(), ...level1Answer))).toMatchObject({ levelComplete: true, star: false });
    const short = play(
      started(),
      ...tap('repeat-3', 'right'),
      { type: 'select-target', target: null },
      ...tap('collect', 'repeat-3', 'up'),
      { type: 'select-target', target: null },
      ...tap('collect'),
    );
    expect(runToEnd(short)).toMatchObject({ levelComplete: true, star: true });
  });

  it('only the blocks a level offers can be added', () => {
    expect(play(started(), ...tap('forward', 'repeat-until', 'call')).program).toEqual([]);
    expect(play(at(2, 0), ...tap('repeat-until', 'right')).program).toMatchObject([{ type: 'until', steps: [{ type: 'move' }] }]);
  });

  it('an "if" goes inside "repeat until", and "done" steps back out one level at a time', () => {
    let state = play(at(3, 1), ...tap('repeat-until', 'if-left', 'turn-left'));
    expect(state.program).toMatchObject([{ type: 'until', steps: [{ type: 'if', condition: 'path-left', steps: [{ type: 'turn', turn: 'left' }] }] }]);
    state = play(state, { type: 'leave-target' }, ...tap('forward'));
    expect(state.program).toMatchObject([{ type: 'until', steps: [{ type: 'if' }, { type: 'forward' }] }]);
    state = play(state, { type: 'leave-target' });
    expect(state.target).toBeNull();
    const done = runToEnd(state);
    expect(done).toMatchObject({ levelComplete: true, star: true });
  });

  it('the procedure is built in its own list, called from the program, and never calls itself', () => {
    let state = play(at(4, 0), { type: 'select-target', target: 'procedure' }, ...tap('right', 'up', 'collect', 'down', 'call'));
    expect(state.procedure.map((b) => b.type)).toEqual(['move', 'move', 'collect', 'move']);
    expect(state.program.map((b) => b.type)).toEqual(['call']);
    state = play(state, { type: 'leave-target' }, ...tap('right', 'call', 'repeat-2', 'right'), { type: 'leave-target' }, ...tap('call'));
    expect(runToEnd(state)).toMatchObject({ levelComplete: true, star: true, board: { score: 150 } });
  });

  it('a loop that never reaches the flag stops by itself and says so', () => {
    const lost = runToEnd(play(at(2, 0), ...tap('repeat-until', 'up')));
    expect(lost.feedback).toEqual({ kind: 'too-long' });
    expect(lost.failedRuns).toBe(1);
  });

  it('finishing a later world goes back to the map and names the world', () => {
    const world = worlds[1]!;
    let state = at(1, world.levels.length - 1);
    state = { ...state, program: world.levels[world.levels.length - 1]!.solution.program };
    state = reduce(runToEnd(state), { type: 'advance' });
    expect(state).toMatchObject({ stage: 'map', finishedWorld: 1 });
  });

  it('the map is not reachable before a hero is chosen, and only real levels can be chosen', () => {
    expect(reduce(initialGameState(worlds), { type: 'open-map' }).stage).toBe('character-select');
    const map = reduce(started(), { type: 'open-map' });
    expect(reduce(map, { type: 'choose-level', worldIndex: 9, levelIndex: 0 })).toBe(map);
  });
});
