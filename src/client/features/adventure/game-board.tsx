import type { Character, Direction, GameLevel } from '@/shared/adventure';
import { boardThemes } from './board-themes';
import type { Board } from './engine/board';
import { Icon } from './icons/icon';

const place = (x: number, y: number, size: number) => ({
  left: `${(x * 100) / size}%`,
  top: `${(y * 100) / size}%`,
  width: `${100 / size}%`,
  height: `${100 / size}%`,
});

/** Column and row counted from 1, from the top-left, the way a child would count squares. */
const where = (x: number, y: number) => `column ${x + 1}, row ${y + 1}`;

/** Where the little arrow by the hero points, for levels where the hero's front matters. */
const arrowTurn: Record<Direction, string> = { up: '-rotate-90', right: '', down: 'rotate-90', left: 'rotate-180' };

/** Levels with Forward, the turns or "if" blocks show which way the hero faces. */
function facingMatters(level: GameLevel): boolean {
  return level.palette.some((kind) => kind === 'forward' || kind.startsWith('turn-') || kind.startsWith('if-'));
}

function describeMap(level: GameLevel, board: Board, character: Character): string {
  const left = board.items.filter((i) => !i.found);
  const theme = boardThemes[level.background];
  return [
    `Map of ${theme.name}, ${level.gridSize} by ${level.gridSize} squares.`,
    `${character.name} is at ${where(board.position.x, board.position.y)}${facingMatters(level) ? `, facing ${board.facing}` : ''}.`,
    left.length ? `Treasures: ${left.map((i) => `${i.name} at ${where(i.x, i.y)}`).join('; ')}.` : 'All treasures found.',
    level.goal ? `The flag is at ${where(level.goal.x, level.goal.y)}.` : '',
    level.hazards.length ? `Dangers: ${level.hazards.map((h) => `${h.type} at ${where(h.x, h.y)}`).join('; ')}.` : '',
    level.walls.length ? `${level.walls.length} squares have a ${theme.wallName} in the way.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The map: squares, treasures, dangers, rocks, the flag and the hero, who slides from square to square. The
 * whole map is always shown at the size the caller gives it (`className`), because a level asks the child to
 * plan the whole path. Nothing on the map is tapped, so the squares need no finger size.
 */
export function GameBoard({ level, board, character, className = '' }: { level: GameLevel; board: Board; character: Character; className?: string }) {
  const theme = boardThemes[level.background];
  const size = level.gridSize;
  return (
    <div
      role="img"
      aria-label={describeMap(level, board, character)}
      className={`rounded-2xl p-1 shadow-md ring-2 sm:rounded-3xl sm:p-2 ${theme.frame} ${className}`}
    >
      <div className="relative size-full overflow-hidden rounded-xl sm:rounded-2xl">
        <div
          data-testid="map-grid"
          className="grid size-full"
          style={{ gridTemplateColumns: `repeat(${size}, 1fr)`, gridTemplateRows: `repeat(${size}, 1fr)` }}
        >
          {Array.from({ length: size * size }, (_, i) => {
            const x = i % size;
            const y = Math.floor(i / size);
            const isStart = x === level.startPosition.x && y === level.startPosition.y;
            return (
              <div
                key={i}
                data-square
                className={`${(x + y) % 2 === 0 ? theme.light : theme.dark} ${isStart ? 'rounded-lg border-2 border-dashed border-slate-500' : ''}`}
              />
            );
          })}
        </div>
        {level.walls.map((wall) => (
          <div key={`${wall.x},${wall.y}`} className="absolute flex items-center justify-center" style={place(wall.x, wall.y, size)} data-testid="wall">
            <Icon name={theme.wallIcon} className="size-[85%]" />
          </div>
        ))}
        {level.goal && (
          <div className="absolute flex items-center justify-center" style={place(level.goal.x, level.goal.y, size)} data-testid="goal">
            <Icon name="chequered-flag" className="size-4/5" />
          </div>
        )}
        {level.hazards.map((hazard) => (
          <div
            key={hazard.id}
            className="absolute flex items-center justify-center"
            style={place(hazard.x, hazard.y, size)}
            data-testid={`hazard-${hazard.id}`}
          >
            <Icon name={hazard.icon} className="size-4/5" />
          </div>
        ))}
        {board.items.map((item) => (
          <div
            key={item.id}
            className={`absolute flex items-center justify-center transition-opacity duration-500 ${item.found ? 'opacity-0' : ''}`}
            style={place(item.x, item.y, size)}
          >
            <Icon name={item.icon} className="size-3/4" />
          </div>
        ))}
        <div
          className="absolute z-10 flex items-center justify-center transition-[left,top] duration-500 ease-out motion-reduce:transition-none"
          style={place(board.position.x, board.position.y, size)}
          data-testid="hero"
          data-x={board.position.x}
          data-y={board.position.y}
          data-facing={board.facing}
        >
          <Icon name={character.icon} className="size-[92%] drop-shadow-md" />
          {facingMatters(level) && (
            <span
              aria-hidden="true"
              className={`absolute inset-0 flex items-center justify-end transition-transform duration-300 motion-reduce:transition-none ${arrowTurn[board.facing]}`}
            >
              <span className="-mr-1 size-0 border-y-[0.3rem] border-l-[0.45rem] border-y-transparent border-l-rose-600 drop-shadow sm:border-y-[0.4rem] sm:border-l-[0.6rem]" />
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
