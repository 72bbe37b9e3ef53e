import type { CharacterId, GameLevel, HazardType, PaletteKind, Program } from '@/shared/adventure';
import { allItemsFound, applyStep, startBoard, type Board, type StepOutcome } from './board';
import { appendBlock, createBlock, isLoop, removeBlock } from './program';
import { flattenProgram, type Step } from './steps';

export type Stage = 'character-select' | 'playing' | 'completed';

/** A short note about the last thing that happened, read out to the child. */
export type Feedback =
  { kind: 'bumped' } | { kind: 'nothing-here' } | { kind: 'collected'; itemName: string; points: number } | { kind: 'unfinished'; itemsLeft: number } | null;

export interface GameState {
  stage: Stage;
  characterId: CharacterId | null;
  levelIndex: number;
  /** The score when this level began: every run starts from it again. */
  levelStartScore: number;
  board: Board;
  program: Program;
  /** The repeat block that tapped blocks go into, if any. */
  selectedLoopId: string | null;
  nextBlockNumber: number;
  /** While running: the unrolled steps and which one is showing (-1 before the first). */
  run: { steps: Step[]; current: number } | null;
  hazardHit: HazardType | null;
  levelComplete: boolean;
  feedback: Feedback;
}

export type GameEvent =
  | { type: 'choose-character'; characterId: CharacterId }
  | { type: 'add-block'; kind: PaletteKind; into?: string | null }
  | { type: 'select-loop'; loopId: string | null }
  | { type: 'remove-block'; blockId: string }
  | { type: 'clear' }
  | { type: 'run' }
  | { type: 'tick' }
  | { type: 'dismiss-hazard' }
  | { type: 'advance' }
  | { type: 'play-again' };

/** A level as it begins: empty program, start cell, nothing found. */
function levelState(levels: readonly GameLevel[], levelIndex: number, score: number): Omit<GameState, 'stage' | 'characterId' | 'nextBlockNumber'> {
  const level = levelAt(levels, levelIndex);
  return {
    levelIndex,
    levelStartScore: score,
    board: startBoard(level, score),
    program: [],
    selectedLoopId: null,
    run: null,
    hazardHit: null,
    levelComplete: false,
    feedback: null,
  };
}

export function levelAt(levels: readonly GameLevel[], index: number): GameLevel {
  const level = levels[index];
  if (!level) throw new Error(`there is no level ${index + 1}`);
  return level;
}

export function initialGameState(levels: readonly GameLevel[]): GameState {
  return { stage: 'character-select', characterId: null, nextBlockNumber: 1, ...levelState(levels, 0, 0) };
}

/** Anything that edits or starts the program waits until the run, alert and overlay are over. */
const isBusy = (state: GameState) => state.run !== null || state.hazardHit !== null || state.levelComplete;

/** The game's rules as state + event → state; the page renders the state and dispatches events. */
export function gameReducer(levels: readonly GameLevel[]) {
  return (state: GameState, event: GameEvent): GameState => {
    switch (event.type) {
      case 'choose-character':
        if (state.stage !== 'character-select') return state;
        return { ...state, stage: 'playing', characterId: event.characterId, ...levelState(levels, 0, 0) };
      case 'add-block': {
        if (state.stage !== 'playing' || isBusy(state)) return state;
        const block = createBlock(event.kind, `b${state.nextBlockNumber}`);
        const into = event.into === undefined ? state.selectedLoopId : event.into;
        const program = appendBlock(state.program, block, into);
        // A new repeat is selected so the next blocks tapped fill it.
        const selectedLoopId = isLoop(block) ? block.id : state.selectedLoopId;
        return { ...state, program, selectedLoopId, nextBlockNumber: state.nextBlockNumber + 1, feedback: null };
      }
      case 'select-loop':
        if (isBusy(state)) return state;
        if (event.loopId !== null && !isLoop(state.program.find((b) => b.id === event.loopId))) return state;
        return { ...state, selectedLoopId: event.loopId };
      case 'remove-block': {
        if (isBusy(state)) return state;
        const program = removeBlock(state.program, event.blockId);
        const selectedLoopId = program.some((b) => b.id === state.selectedLoopId) ? state.selectedLoopId : null;
        return { ...state, program, selectedLoopId };
      }
      case 'clear':
        if (isBusy(state)) return state;
        return { ...state, program: [], selectedLoopId: null, feedback: null };
      case 'run': {
        if (state.stage !== 'playing' || isBusy(state) || state.program.length === 0) return state;
        // Every run starts over from the start cell, so the program on screen is always the whole answer.
        const board = startBoard(levelAt(levels, state.levelIndex), state.levelStartScore);
        return { ...state, board, selectedLoopId: null, run: { steps: flattenProgram(state.program), current: -1 }, feedback: null };
      }
      case 'tick':
        return tick(levels, state);
      case 'dismiss-hazard':
        if (state.hazardHit === null) return state;
        // Back to the dotted start square, as the hint under the map promises: the next run starts there anyway.
        return { ...state, hazardHit: null, board: startBoard(levelAt(levels, state.levelIndex), state.levelStartScore) };
      case 'advance': {
        if (!state.levelComplete) return state;
        const nextIndex = state.levelIndex + 1;
        if (nextIndex >= levels.length) return { ...state, stage: 'completed', levelComplete: false };
        return { ...state, ...levelState(levels, nextIndex, state.board.score) };
      }
      case 'play-again':
        return initialGameState(levels);
    }
  };
}

function tick(levels: readonly GameLevel[], state: GameState): GameState {
  const { run } = state;
  if (!run) return state;
  const index = run.current + 1;
  const step = run.steps[index];
  if (!step) {
    const itemsLeft = state.board.items.filter((i) => !i.found).length;
    return { ...state, run: null, feedback: { kind: 'unfinished', itemsLeft } };
  }
  const { board, outcome } = applyStep(levelAt(levels, state.levelIndex), state.board, step);
  if (outcome.kind === 'hazard') return { ...state, run: null, hazardHit: outcome.hazard.type, feedback: null };
  const feedback = feedbackFor(outcome, board.score - state.board.score);
  if (allItemsFound(board)) return { ...state, board, run: null, levelComplete: true, feedback };
  return { ...state, board, run: { ...run, current: index }, feedback };
}

function feedbackFor(outcome: StepOutcome, points: number): Feedback {
  if (outcome.kind === 'collected') return { kind: 'collected', itemName: outcome.item.name, points };
  if (outcome.kind === 'bumped' || outcome.kind === 'nothing-here') return { kind: outcome.kind };
  return null;
}
