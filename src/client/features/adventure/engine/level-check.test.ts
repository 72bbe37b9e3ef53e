import { describe, expect, it } from 'vitest';
import { programFromText } from '@/content/adventure/program-text';
import { worlds } from '@/content/adventure/worlds';
import { levelProblems } from './level-check';
import { countBlocks } from './program';
import { traceRun } from './trace';

const allLevels = worlds.flatMap((world) => world.levels.map((level) => ({ name: `${world.id} ${level.id} ${level.title}`, level })));

describe('every adventure level', () => {
  it('there are the spec three and at least fifteen more, in worlds of one idea each', () => {
    expect(worlds[0]!.levels.map((l) => l.gridSize)).toEqual([8, 10, 12]);
    expect(allLevels.length - 3).toBeGreaterThanOrEqual(15);
    expect(new Set(worlds.map((w) => w.id)).size).toBe(worlds.length);
  });

  it.each(allLevels)('$name is solved by its intended answer, through the game engine', ({ level }) => {
    expect(levelProblems(level)).toEqual([]);
  });

  it('the check bites: a level nobody can finish fails it', () => {
    const { level } = allLevels[5]!;
    // Rocks on every side of the start square: no program can leave it.
    const { x, y } = level.startPosition;
    const around = [
      { x: x + 1, y },
      { x: x - 1, y },
      { x, y: y + 1 },
      { x, y: y - 1 },
    ].filter((p) => p.x >= 0 && p.y >= 0 && p.x < level.gridSize && p.y < level.gridSize);
    const boxedIn = {
      ...level,
      items: level.items.filter((i) => !around.some((p) => p.x === i.x && p.y === i.y)),
      hazards: level.hazards.filter((h) => !around.some((p) => p.x === h.x && p.y === h.y)),
      walls: [...level.walls.filter((w) => !around.some((p) => p.x === w.x && p.y === w.y)), ...around],
    };
    expect(levelProblems(boxedIn).join()).toMatch(/does not finish the level: it ends 'unfinished'/);
  });

  it('the check bites: a hint missing in either language fails it', () => {
    const { level } = allLevels[4]!;
    expect(levelProblems({ ...level, hintKo: '' }).join()).toMatch(/hintKo/);
    expect(levelProblems({ ...level, hint: '  ' }).join()).toMatch(/hint/);
  });

  it('the check bites: an answer that uses a block the level does not offer fails it', () => {
    const { level } = allLevels[3]!;
    expect(levelProblems({ ...level, solution: { program: programFromText('G(R)') } }).join()).toMatch(/'repeat-until', which the level does not offer/);
  });

  it('no answer is longer than its one-block-at-a-time path, so the star asks for the clever way', () => {
    for (const { name, level } of allLevels) {
      const { steps } = traceRun(level, level.solution.program, level.solution.procedure);
      expect(countBlocks(level.solution.program) + countBlocks(level.solution.procedure ?? []), name).toBeLessThanOrEqual(steps.length);
    }
  });
});
