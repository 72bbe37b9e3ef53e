import type { GameLevel, Hazard, Program } from '@/shared/adventure';
import { allItemsFound, applyStep, startBoard, type Board } from './board';
import { flattenProgram } from './steps';

export type RunEnd = { kind: 'level-complete' } | { kind: 'hazard'; hazard: Hazard } | { kind: 'unfinished'; itemsLeft: number };

/** The whole run at once: every board after each step, and how it ended. The page plays the same steps one per tick. */
export function runProgram(level: GameLevel, program: Program, score = 0): { boards: Board[]; end: RunEnd } {
  let board = startBoard(level, score);
  const boards: Board[] = [];
  for (const step of flattenProgram(program)) {
    const result = applyStep(level, board, step);
    if (result.outcome.kind === 'hazard') return { boards, end: { kind: 'hazard', hazard: result.outcome.hazard } };
    board = result.board;
    boards.push(board);
    if (allItemsFound(board)) return { boards, end: { kind: 'level-complete' } };
  }
  return { boards, end: { kind: 'unfinished', itemsLeft: board.items.filter((i) => !i.found).length } };
}
