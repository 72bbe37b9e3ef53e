import { useRef } from 'react';
import type { Character, GameLevel } from '@/shared/adventure';
import { boardThemes } from './board-themes';
import type { Board } from './engine/board';
import { Icon } from './icons/icon';
import { cameraStart, visibleCells } from './map-camera';
import { useElementWidth } from './use-element-width';

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
 * The map: squares, treasures, dangers and the hero, who slides from square to square. Where the whole
 * map would make squares smaller than 40 px (a phone, level 2 and 3), it shows a window of the map that
 * follows the hero.
 */
export function GameBoard({ level, board, character }: { level: GameLevel; board: Board; character: Character }) {
  const theme = boardThemes[level.background];
  const size = level.gridSize;
  const frame = useRef<HTMLDivElement>(null);
  const visible = visibleCells(size, useElementWidth(frame));
  const start = { x: cameraStart(board.position.x, size, visible), y: cameraStart(board.position.y, size, visible) };
  const world = {
    width: `${(size / visible) * 100}%`,
    transform: `translate(${(-start.x * 100) / size}%, ${(-start.y * 100) / size}%)`,
  };
  return (
    <div role="img" aria-label={describeMap(level, board, character)} className={`rounded-3xl p-2 shadow-md ring-2 sm:p-3 ${theme.frame}`}>
      <div ref={frame} className="relative aspect-square w-full overflow-hidden rounded-2xl" data-visible-cells={visible}>
        <div className="absolute top-0 left-0 aspect-square transition-transform duration-500 ease-out motion-reduce:transition-none" style={world}>
          <div className="grid size-full" style={{ gridTemplateColumns: `repeat(${size}, 1fr)` }}>
            {Array.from({ length: size * size }, (_, i) => {
              const x = i % size;
              const y = Math.floor(i / size);
              const isStart = x === level.startPosition.x && y === level.startPosition.y;
              return (
                <div
                  key={i}
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
