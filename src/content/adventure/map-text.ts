import type { GameItem, GameLevel, Hazard, HazardType, Position } from '@/shared/adventure';

const hazardLook: Record<HazardType, Pick<Hazard, 'emoji' | 'icon'>> = {
  fire: { emoji: '🔥', icon: 'fire' },
  spike: { emoji: '🌵', icon: 'cactus' },
};

export function hazard(id: string, type: HazardType, x: number, y: number): Hazard {
  return { id, type, x, y, ...hazardLook[type] };
}

export function item(fields: Omit<GameItem, 'found'>): GameItem {
  return { ...fields, found: false };
}

export type Treasure = Omit<GameItem, 'found' | 'x' | 'y'>;

/**
 * A square map drawn as text, one string a row from the top: `.` grass, `#` a rock or tree, `S` the start,
 * `G` the flag, `F` fire, `X` a cactus, and a lower-case letter for the treasure of that letter.
 */
export function mapFromText(
  rows: readonly string[],
  treasures: Readonly<Record<string, Treasure>> = {},
): Pick<GameLevel, 'gridSize' | 'startPosition' | 'items' | 'hazards' | 'walls' | 'goal'> {
  const size = rows.length;
  let start: Position | null = null;
  let goal: Position | undefined;
  const items: GameItem[] = [];
  const hazards: Hazard[] = [];
  const walls: Position[] = [];
  let fires = 0;
  let spikes = 0;
  rows.forEach((row, y) => {
    if (row.length !== size) throw new Error(`row ${y} is ${row.length} squares long; the map is ${size} rows tall`);
    [...row].forEach((cell, x) => {
      if (cell === 'S') start = { x, y };
      else if (cell === 'G') goal = { x, y };
      else if (cell === '#') walls.push({ x, y });
      else if (cell === 'F') hazards.push(hazard(`fire-${++fires}`, 'fire', x, y));
      else if (cell === 'X') hazards.push(hazard(`spike-${++spikes}`, 'spike', x, y));
      else if (cell !== '.') {
        const treasure = treasures[cell];
        if (!treasure) throw new Error(`'${cell}' at (${x},${y}) is not on the map's key`);
        items.push(item({ ...treasure, x, y }));
      }
    });
  });
  if (!start) throw new Error('the map has no start square');
  return { gridSize: size, startPosition: start, items, hazards, walls, ...(goal ? { goal } : {}) };
}
