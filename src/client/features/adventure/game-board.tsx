import type { Character, GameLevel } from '@/shared/adventure';
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

function describeMap(level: GameLevel, board: Board, character: Character): string {
  const left = board.items.filter((i) => !i.found);
  return [
    `Map of ${boardThemes[level.background].name}, ${level.gridSize} by ${level.gridSize} squares.`,
    `${character.name} is at ${where(board.position.x, board.position.y)}.`,
    left.length ? `Treasures: ${left.map((i) => `${i.name} at ${where(i.x, i.y)}`).join('; ')}.` : 'All treasures found.',
    `Dangers: ${level.hazards.map((h) => `${h.type} at ${where(h.x, h.y)}`).join('; ')}.`,
  ].join(' ');
}

/**
 * The map: squares, treasures, dangers and the hero, who slides from square to square. The whole map is
 * always shown, scaled to the width (and, on a wide screen, to the window's height), because a level asks the
 * child to plan the whole path: on a phone the 12 × 12 map gets squares of about 28 px, still big enough to
 * see the hero and every treasure. Nothing on the map is tapped, so the squares need no finger size.
 */
export function GameBoard({ level, board, character }: { level: GameLevel; board: Board; character: Character }) {
  const theme = boardThemes[level.background];
  const size = level.gridSize;
  return (
    <div role="img" aria-label={describeMap(level, board, character)} className={`rounded-3xl p-2 shadow-md ring-2 sm:p-3 ${theme.frame}`}>
      <div className="relative mx-auto aspect-square w-full max-w-[max(18rem,calc(100svh-20rem))] overflow-hidden rounded-2xl">
        <div className="absolute inset-0">
          <div data-testid="map-grid" className="grid size-full" style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
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
          >
            <Icon name={character.icon} className="size-[92%] drop-shadow-md" />
          </div>
        </div>
      </div>
    </div>
  );
}
