import { describe, expect, it } from 'vitest';
import { characterIds } from '@/shared/adventure';
import { CharacterSchema, GameLevelSchema } from '@/shared/adventure-schema';
import { characters } from './characters';
import { levels } from './levels';

describe('adventure content', () => {
  it('has the eight characters of the spec, each valid', () => {
    expect(characters.map((c) => c.id)).toEqual([...characterIds]);
    for (const character of characters) expect(CharacterSchema.parse(character)).toEqual(character);
  });

  it('every level parses: inside its grid, no two things on one cell, nothing found yet', () => {
    for (const level of levels) expect(GameLevelSchema.parse(level)).toEqual(level);
  });

  it('matches the level table of the spec', () => {
    const table = levels.map((l) => [l.id, l.title, l.gridSize, l.startPosition.x, l.startPosition.y, l.items.length, l.hazards.length]);
    expect(table).toEqual([
      [1, 'Programming Basics', 8, 0, 7, 2, 3],
      [2, 'Loops & Logic', 10, 0, 9, 3, 5],
      [3, 'Algorithm Master', 12, 0, 11, 3, 8],
    ]);
  });

  it('uses only fire and spike hazards, and ids are unique within a level', () => {
    for (const level of levels) {
      expect(new Set(level.hazards.map((h) => h.type))).toEqual(new Set(['fire', 'spike']));
      const ids = [...level.items, ...level.hazards].map((thing) => thing.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('the level schema rejects an item off the grid or on a hazard', () => {
    const [first] = levels;
    const offGrid = { ...first!, items: [{ ...first!.items[0]!, x: 8 }] };
    const onHazard = { ...first!, items: [{ ...first!.items[0]!, x: first!.hazards[0]!.x, y: first!.hazards[0]!.y }] };
    expect(GameLevelSchema.safeParse(offGrid).error?.issues[0]?.message).toMatch(/outside the 8×8 grid/);
    expect(GameLevelSchema.safeParse(onHazard).error?.issues[0]?.message).toMatch(/shares its cell/);
  });
});
