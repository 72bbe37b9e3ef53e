import { STEP_DELAY_MS, type CharacterId, type GameLevel, type HazardType, type PaletteKind, type Program, type World } from '@/shared/adventure';
import { startBoard, type Board, type StepOutcome } from './board';
import { appendBlock, countBlocks, createBlock, findBlock, isContainer, removeBlock } from './program';
import { traceRun, type RunEnd, type Step } from './trace';

/** The spec's three stages, and the map of adventures that opens after the first one. */
type Stage = 'character-select' | 'playing' | 'completed' | 'map';

export type Speed = 'slow' | 'normal' | 'fast';
/** Normal is the spec's one step a second. */
export const stepDelayMs: Record<Speed, number> = { slow: 1800, normal: STEP_DELAY_MS, fast: 400 };

/** Where tapped blocks go: the end of the program (null), the procedure's list, or a container block by id. */
export const PROCEDURE_TARGET = 'procedure';
export type Target = string | null;

/** A short note about the last thing that happened, read out to the child. */
export type Feedback =
  | { kind: 'bumped' }
  | { kind: 'turned' }
  | { kind: 'nothing-here' }
  | { kind: 'collected'; itemName: string; points: number }
  | { kind: 'unfinished'; itemsLeft: number; goalLeft: boolean }
  | { kind: 'too-long' }
  | null;

export interface GameState {
  stage: Stage;
  characterId: CharacterId | null;
  worldIndex: number;
  levelIndex: number;
  /** The score when this level began: every run starts from it again. */
  levelStartScore: number;
  board: Board;
  program: Program;
  /** The level's named procedure, as the child built it (empty where the level has none). */
  procedure: Program;
  target: Target;
  nextBlockNumber: number;
  /** While running: every step of the run, which one is showing (-1 before the first), and whether it waits for Step. */
  run: { steps: Step[]; end: RunEnd; current: number; paused: boolean } | null;
  hazardHit: HazardType | null;
  levelComplete: boolean;
  /** The level was finished with a program no longer than its intended answer. */
  star: boolean;
  /** Runs of this level that ended without finishing it; the hint shows after two. */
  failedRuns: number;
  feedback: Feedback;
  speed: Speed;
  /** The world whose last level was just finished, for the map's cheer. */
  finishedWorld: number | null;
}

export type GameEvent =
  | { type: 'choose-character'; characterId: CharacterId }
  | { type: 'add-block'; kind: PaletteKind; into?: Target }
  | { type: 'select-target'; target: Target }
  | { type: 'leave-target' }
  | { type: 'remove-block'; blockId: string }
  | { type: 'clear' }
  | { type: 'run' }
  | { type: 'step' }
  | { type: 'tick' }
  | { type: 'set-speed'; speed: Speed }
  | { type: 'dismiss-hazard' }
  | { type: 'advance' }
  | { type: 'open-map' }
  | { type: 'choose-level'; worldIndex: number; levelIndex: number }
  | { type: 'play-again' };

function levelAt(worlds: readonly World[], worldIndex: number, levelIndex: number): GameLevel {
  const level = worlds[worldIndex]?.levels[levelIndex];
  if (!level) throw new Error(`there is no level ${levelIndex + 1} in world ${worldIndex + 1}`);
  return level;
}

export const currentLevel = (worlds: readonly World[], state: GameState) => levelAt(worlds, state.worldIndex, state.levelIndex);

/** How many blocks the intended answer uses: a program this short or shorter earns the star. */
export function starBlocks(level: GameLevel): number {
  return countBlocks(level.solution.program) + countBlocks(level.solution.procedure ?? []);
}

type LevelFields = Pick<
  GameState,
  | 'worldIndex'
  | 'levelIndex'
  | 'levelStartScore'
  | 'board'
  | 'program'
  | 'procedure'
  | 'target'
  | 'run'
  | 'hazardHit'
  | 'levelComplete'
  | 'star'
  | 'failedRuns'
  | 'feedback'
>;

/** A level as it begins: empty program, start cell, nothing found. */
function levelState(worlds: readonly World[], worldIndex: number, levelIndex: number, score: number): LevelFields {
  return {
    worldIndex,
    levelIndex,
    levelStartScore: score,
    board: startBoard(levelAt(worlds, worldIndex, levelIndex), score),
    program: [],
    procedure: [],
    target: null,
    run: null,
    hazardHit: null,
    levelComplete: false,
    star: false,
    failedRuns: 0,
    feedback: null,
  };
}

export function initialGameState(worlds: readonly World[]): GameState {
  return { stage: 'character-select', characterId: null, nextBlockNumber: 1, speed: 'normal', finishedWorld: null, ...levelState(worlds, 0, 0, 0) };
}

/** Anything that edits or starts the program waits until the run, alert and overlay are over. */
const isBusy = (state: GameState) => state.run !== null || state.hazardHit !== null || state.levelComplete;

/** Which of the two lists holds this block id, if any. */
function listOf(state: GameState, id: string): 'program' | 'procedure' | null {
  if (findBlock(state.program, id)) return 'program';
  if (findBlock(state.procedure, id)) return 'procedure';
  return null;
}

function addBlock(worlds: readonly World[], state: GameState, kind: PaletteKind, into: Target): GameState {
  const level = currentLevel(worlds, state);
  if (!level.palette.includes(kind)) return state;
  const block = createBlock(kind, `b${state.nextBlockNumber}`);
  const where = into === PROCEDURE_TARGET ? 'procedure' : into === null ? 'program' : listOf(state, into);
  // A call inside the procedure would call itself: it goes to the main program instead.
  const list = where === 'procedure' && level.procedure && block.type !== 'call' ? 'procedure' : 'program';
  const container = into !== null && into !== PROCEDURE_TARGET && where === list ? into : null;
  const updated = appendBlock(state[list], block, container);
  // A new container is selected so the next blocks tapped fill it.
  const target = isContainer(block) && findBlock(updated, block.id) ? block.id : state.target;
  return { ...state, [list]: updated, target, nextBlockNumber: state.nextBlockNumber + 1, feedback: null };
}

/** The container (or list) around the selected one: "done with this block" goes back out one level. */
function outerTarget(state: GameState): Target {
  const { target } = state;
  if (target === null || target === PROCEDURE_TARGET) return null;
  const list = listOf(state, target);
  const found = list && findBlock(state[list], target);
  if (!found) return null;
  const parent = found.above[found.above.length - 1];
  if (parent) return parent.id;
  return list === 'procedure' ? PROCEDURE_TARGET : null;
}

function startRun(worlds: readonly World[], state: GameState, paused: boolean): GameState {
  const level = currentLevel(worlds, state);
  // Every run starts over from the start cell, so the program on screen is always the whole answer.
  const { steps, end } = traceRun(level, state.program, state.procedure, state.levelStartScore);
  return { ...state, board: startBoard(level, state.levelStartScore), run: { steps, end, current: -1, paused }, feedback: null };
}

/** The game's rules as state + event → state; the page renders the state and dispatches events. */
export function gameReducer(worlds: readonly World[]) {
  return (state: GameState, event: GameEvent): GameState => {
    switch (event.type) {
      case 'choose-character':
        if (state.stage !== 'character-select') return state;
        return { ...state, stage: 'playing', characterId: event.characterId, ...levelState(worlds, 0, 0, 0) };
      case 'add-block':
        if (state.stage !== 'playing' || isBusy(state)) return state;
        return addBlock(worlds, state, event.kind, event.into === undefined ? state.target : event.into);
      case 'select-target': {
        if (isBusy(state)) return state;
        const { target } = event;
        if (target === PROCEDURE_TARGET) return currentLevel(worlds, state).procedure ? { ...state, target } : state;
        if (target !== null) {
          const list = listOf(state, target);
          if (!list || !isContainer(findBlock(state[list], target)?.block)) return state;
        }
        return { ...state, target };
      }
      case 'leave-target':
        if (isBusy(state)) return state;
        return { ...state, target: outerTarget(state) };
      case 'remove-block': {
        if (isBusy(state)) return state;
        const next = { ...state, program: removeBlock(state.program, event.blockId), procedure: removeBlock(state.procedure, event.blockId) };
        const target = next.target === null || next.target === PROCEDURE_TARGET || listOf(next, next.target) ? next.target : null;
        return { ...next, target };
      }
      case 'clear':
        if (isBusy(state)) return state;
        return { ...state, program: [], procedure: [], target: null, feedback: null };
      case 'run':
        if (state.run?.paused) return { ...state, run: { ...state.run, paused: false } };
        if (state.stage !== 'playing' || isBusy(state) || state.program.length === 0) return state;
        return startRun(worlds, state, false);
      case 'step':
        // One block at a time: the first press starts a run that waits, each press after it shows one more step.
        if (state.run?.paused) return tick(worlds, state);
        if (state.stage !== 'playing' || isBusy(state) || state.program.length === 0) return state;
        return tick(worlds, startRun(worlds, state, true));
      case 'tick':
        return tick(worlds, state);
      case 'set-speed':
        return { ...state, speed: event.speed };
      case 'dismiss-hazard':
        if (state.hazardHit === null) return state;
        // Back to the dotted start square, as the hint under the map promises: the next run starts there anyway.
        return { ...state, hazardHit: null, board: startBoard(currentLevel(worlds, state), state.levelStartScore) };
      case 'advance': {
        if (!state.levelComplete) return state;
        const world = worlds[state.worldIndex]!;
        const nextIndex = state.levelIndex + 1;
        if (nextIndex < world.levels.length) return { ...state, ...levelState(worlds, state.worldIndex, nextIndex, state.board.score) };
        // The spec's adventure ends on its completed screen; a later world goes back to the map.
        if (state.worldIndex === 0) return { ...state, stage: 'completed', levelComplete: false };
        return { ...state, stage: 'map', levelComplete: false, finishedWorld: state.worldIndex };
      }
      case 'open-map':
        if (state.characterId === null || isBusy(state)) return state;
        return { ...state, stage: 'map', finishedWorld: null };
      case 'choose-level':
        if (state.stage !== 'map' || !worlds[event.worldIndex]?.levels[event.levelIndex]) return state;
        return { ...state, stage: 'playing', finishedWorld: null, ...levelState(worlds, event.worldIndex, event.levelIndex, state.board.score) };
      case 'play-again':
        return { ...initialGameState(worlds), speed: state.speed };
    }
  };
}

function tick(worlds: readonly World[], state: GameState): GameState {
  const { run } = state;
  if (!run) return state;
  const index = run.current + 1;
  const step = run.steps[index];
  if (!step) {
    const feedback: Feedback = run.end.kind === 'unfinished' ? { ...run.end } : { kind: 'too-long' };
    return { ...state, run: null, feedback, failedRuns: state.failedRuns + 1 };
  }
  if (step.outcome.kind === 'hazard') return { ...state, run: null, hazardHit: step.outcome.hazard.type, feedback: null, failedRuns: state.failedRuns + 1 };
  const feedback = feedbackFor(step.outcome, step.board.score - state.board.score);
  if (index === run.steps.length - 1 && run.end.kind === 'level-complete') {
    const level = currentLevel(worlds, state);
    const star = countBlocks(state.program) + countBlocks(state.procedure) <= starBlocks(level);
    return { ...state, board: step.board, run: null, levelComplete: true, star, feedback };
  }
  return { ...state, board: step.board, run: { ...run, current: index }, feedback };
}

function feedbackFor(outcome: StepOutcome, points: number): Feedback {
  if (outcome.kind === 'collected') return { kind: 'collected', itemName: outcome.item.name, points };
  if (outcome.kind === 'bumped' || outcome.kind === 'nothing-here' || outcome.kind === 'turned') return { kind: outcome.kind };
  return null;
}
