import { POINTS_PER_ITEM, type Direction, type GameItem, type GameLevel, type Hazard, type Position } from '@/shared/adventure';
import type { Step } from './steps';

/** Where the character stands, what it has found and the total score so far. */
export interface Board {
  position: Position;
  items: GameItem[];
  score: number;
}

/** What one step did, so the page can say it in words. */
export type StepOutcome =
  { kind: 'moved' } | { kind: 'bumped' } | { kind: 'hazard'; hazard: Hazard } | { kind: 'collected'; item: GameItem } | { kind: 'nothing-here' };

const offsets: Record<Direction, Position> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

/** A level as it starts: at the start cell with every item still hidden. */
export function startBoard(level: GameLevel, score: number): Board {
  return {
    position: { ...level.startPosition },
    items: level.items.map((item) => ({ ...item, found: false })),
    score,
  };
}

const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, value));

/** Does one step. A hazard leaves the character where it was; the caller stops the run. */
export function applyStep(level: GameLevel, board: Board, step: Step): { board: Board; outcome: StepOutcome } {
  if (step.action.type === 'collect') {
    const item = board.items.find((i) => !i.found && i.x === board.position.x && i.y === board.position.y);
    if (!item) return { board, outcome: { kind: 'nothing-here' } };
    const items = board.items.map((i) => (i === item ? { ...i, found: true } : i));
    return { board: { ...board, items, score: board.score + POINTS_PER_ITEM }, outcome: { kind: 'collected', item: { ...item, found: true } } };
  }
  const offset = offsets[step.action.direction];
  const target = {
    x: clamp(board.position.x + offset.x, level.gridSize),
    y: clamp(board.position.y + offset.y, level.gridSize),
  };
  if (target.x === board.position.x && target.y === board.position.y) return { board, outcome: { kind: 'bumped' } };
  const hazard = level.hazards.find((h) => h.x === target.x && h.y === target.y);
  if (hazard) return { board, outcome: { kind: 'hazard', hazard } };
  return { board: { ...board, position: target }, outcome: { kind: 'moved' } };
}

export function allItemsFound(board: Board): boolean {
  return board.items.every((item) => item.found);
}
