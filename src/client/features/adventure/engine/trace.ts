import { MAX_RUN_CHECKS, MAX_RUN_STEPS, type GameLevel, type Hazard, type Program, type ProgramBlock } from '@/shared/adventure';
import { applyAction, conditionHolds, levelDone, onGoal, startBoard, type Action, type Board, type StepOutcome } from './board';

/** Which time round a repeat is on (`times` is null for "until the goal"). */
interface LoopRound {
  blockId: string;
  round: number;
  times: number | null;
}

/** One thing the hero does, the blocks that led to it (outermost first) and the board after it. */
export interface Step {
  action: Action;
  path: string[];
  loops: LoopRound[];
  board: Board;
  outcome: StepOutcome;
}

export type RunEnd =
  { kind: 'level-complete' } | { kind: 'hazard'; hazard: Hazard } | { kind: 'unfinished'; itemsLeft: number; goalLeft: boolean } | { kind: 'too-long' };

class Stop {
  constructor(readonly end: RunEnd) {}
}

/**
 * Runs the program through to its end at once, as a list of steps; the page then shows them one at a time
 * (or one per press of Step). The game is the same every time, so a run is known before it is shown.
 */
export function traceRun(level: GameLevel, program: Program, procedure: Program = [], score = 0): { steps: Step[]; end: RunEnd } {
  let board = startBoard(level, score);
  const steps: Step[] = [];
  let checks = 0;
  const check = () => {
    if (++checks > MAX_RUN_CHECKS) throw new Stop({ kind: 'too-long' });
  };
  const act = (action: Action, path: string[], loops: LoopRound[]) => {
    const result = applyAction(level, board, action);
    steps.push({ action, path, loops, board: result.board, outcome: result.outcome });
    if (result.outcome.kind === 'hazard') throw new Stop({ kind: 'hazard', hazard: result.outcome.hazard });
    board = result.board;
    if (levelDone(level, board)) throw new Stop({ kind: 'level-complete' });
    if (steps.length >= MAX_RUN_STEPS) throw new Stop({ kind: 'too-long' });
  };
  const run = (blocks: readonly ProgramBlock[], path: string[], loops: LoopRound[], inProcedure: boolean) => {
    for (const block of blocks) {
      check();
      const here = [...path, block.id];
      switch (block.type) {
        case 'loop':
          for (let round = 1; round <= block.times; round++) run(block.steps, here, [...loops, { blockId: block.id, round, times: block.times }], inProcedure);
          break;
        case 'until': {
          // Ends when the goal is reached (the whole run stops there), or as soon as a round starts where an
          // earlier one did: the same square, facing and treasures mean it would go round for ever.
          const seen = new Set<string>();
          for (let round = 1; ; round++) {
            check();
            const where = `${board.position.x},${board.position.y},${board.facing},${board.items.map((i) => (i.found ? 1 : 0)).join('')}`;
            if (seen.has(where)) throw new Stop({ kind: 'too-long' });
            seen.add(where);
            run(block.steps, here, [...loops, { blockId: block.id, round, times: null }], inProcedure);
          }
        }
        case 'if':
          if (conditionHolds(level, board, block.condition)) run(block.steps, here, loops, inProcedure);
          break;
        case 'call':
          // The procedure never calls itself: a call inside it does nothing.
          if (!inProcedure) run(procedure, here, loops, true);
          break;
        case 'move':
          act({ type: 'move', direction: block.direction }, here, loops);
          break;
        case 'forward':
          act({ type: 'forward' }, here, loops);
          break;
        case 'turn':
          act({ type: 'turn', turn: block.turn }, here, loops);
          break;
        case 'collect':
          act({ type: 'collect' }, here, loops);
          break;
      }
    }
  };
  try {
    run(program, [], [], false);
  } catch (stop) {
    if (stop instanceof Stop) return { steps, end: stop.end };
    throw stop;
  }
  return { steps, end: { kind: 'unfinished', itemsLeft: board.items.filter((i) => !i.found).length, goalLeft: !onGoal(level, board) } };
}
