import { POINTS_PER_ITEM, type Condition, type Direction, type GameItem, type GameLevel, type Hazard, type Position, type Turn } from '@/shared/adventure';

/** Where the hero stands and faces, what it has found and the total score so far. */
export interface Board {
  position: Position;
  facing: Direction;
  items: GameItem[];
  score: number;
}

/** One thing the hero does. */
export type Action = { type: 'move'; direction: Direction } | { type: 'forward' } | { type: 'turn'; turn: Turn } | { type: 'collect' };

/** What one action did, so the page can say it in words. */
export type StepOutcome =
  | { kind: 'moved' }
  | { kind: 'turned' }
  | { kind: 'bumped' }
  | { kind: 'hazard'; hazard: Hazard }
  | { kind: 'collected'; item: GameItem }
  | { kind: 'nothing-here' };

const offsets: Record<Direction, Position> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};
/** Clockwise order, so a right turn is one place on and a left turn one place back. */
const clockwise: readonly Direction[] = ['up', 'right', 'down', 'left'];

export function turned(facing: Direction, turn: Turn): Direction {
  return clockwise[(clockwise.indexOf(facing) + (turn === 'right' ? 1 : 3)) % 4]!;
}

const next = (position: Position, direction: Direction): Position => ({ x: position.x + offsets[direction].x, y: position.y + offsets[direction].y });
const same = (a: Position, b: Position) => a.x === b.x && a.y === b.y;
const inside = (level: GameLevel, p: Position) => p.x >= 0 && p.y >= 0 && p.x < level.gridSize && p.y < level.gridSize;
const isWall = (level: GameLevel, p: Position) => level.walls.some((w) => same(w, p));

/** A square the hero can step on safely: on the map, and neither a rock nor a danger. */
function isPath(level: GameLevel, p: Position): boolean {
  return inside(level, p) && !isWall(level, p) && !level.hazards.some((h) => same(h, p));
}

/** Does the "if" block's question hold where the hero stands now? */
export function conditionHolds(level: GameLevel, board: Board, condition: Condition): boolean {
  const direction = condition === 'path-ahead' ? board.facing : turned(board.facing, condition === 'path-left' ? 'left' : 'right');
  return isPath(level, next(board.position, direction));
}

/** A level as it starts: at the start cell, facing its way, with every item still hidden. */
export function startBoard(level: GameLevel, score: number): Board {
  return {
    position: { ...level.startPosition },
    facing: level.facing,
    items: level.items.map((item) => ({ ...item, found: false })),
    score,
  };
}

/** Does one action. A hazard leaves the hero where it was; the caller stops the run. */
export function applyAction(level: GameLevel, board: Board, action: Action): { board: Board; outcome: StepOutcome } {
  switch (action.type) {
    case 'collect': {
      const item = board.items.find((i) => !i.found && same(i, board.position));
      if (!item) return { board, outcome: { kind: 'nothing-here' } };
      const items = board.items.map((i) => (i === item ? { ...i, found: true } : i));
      return { board: { ...board, items, score: board.score + POINTS_PER_ITEM }, outcome: { kind: 'collected', item: { ...item, found: true } } };
    }
    case 'turn':
      return { board: { ...board, facing: turned(board.facing, action.turn) }, outcome: { kind: 'turned' } };
    case 'move':
    case 'forward': {
      // A move also turns the hero the way it goes, so Forward and the "if" blocks agree with what the child sees.
      const facing = action.type === 'move' ? action.direction : board.facing;
      const target = next(board.position, facing);
      const hazard = level.hazards.find((h) => same(h, target));
      if (hazard) return { board: { ...board, facing }, outcome: { kind: 'hazard', hazard } };
      if (!inside(level, target) || isWall(level, target)) return { board: { ...board, facing }, outcome: { kind: 'bumped' } };
      return { board: { ...board, facing, position: target }, outcome: { kind: 'moved' } };
    }
  }
}

export function allItemsFound(board: Board): boolean {
  return board.items.every((item) => item.found);
}

/** On the flag square, or the level has no flag. */
export function onGoal(level: GameLevel, board: Board): boolean {
  return !level.goal || same(level.goal, board.position);
}

/** Every treasure found and, where the level has a flag, the hero standing on it. */
export function levelDone(level: GameLevel, board: Board): boolean {
  return allItemsFound(board) && onGoal(level, board);
}
