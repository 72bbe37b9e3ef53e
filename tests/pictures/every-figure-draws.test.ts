import { describe, expect, it } from 'vitest';
import { animalPoses, expressions, facings, poses } from '@/pictures/vocabulary/figure-vocabulary';
import { drawAnimal } from '@/pictures/figures/animals';
import { drawPerson, drawPersonLayers } from '@/pictures/figures/draw-person';
import { animalIds, animals, people, personIds } from './book-cast';

/**
 * Every person and animal of every book in every pose, facing and feeling the scenes may ask for, whether a book
 * draws it yet or not: the books' pictures are held by their hashes, and this holds the rest of the vocabulary to
 * finite, drawable markup.
 */
const finite = (svg: string) => !/NaN|Infinity|undefined/.test(svg);

describe('every figure draws', () => {
  it.each(personIds)('%s in every pose, facing and expression', (id) => {
    const broken: string[] = [];
    for (const pose of poses) {
      for (const facing of facings) {
        const svg = drawPerson(people[id], { height: 200, pose, facing, expression: 'happy' });
        if (!finite(svg) || svg.length < 500) broken.push(`${pose} ${facing}`);
      }
    }
    for (const expression of expressions) {
      if (!finite(drawPerson(people[id], { height: 200, pose: 'stand', facing: 'front', expression }))) broken.push(expression);
    }
    expect(broken).toEqual([]);
  });

  it.each(animalIds)('%s in every pose and feeling, facing both ways, each feeling its own', (id) => {
    const broken: string[] = [];
    for (const pose of animalPoses) {
      for (const facing of ['left', 'right'] as const) {
        if (!finite(drawAnimal(animals[id], { pose, facing, expression: 'happy', scale: 1 }))) broken.push(`${pose} ${facing}`);
      }
    }
    expect(broken).toEqual([]);
    const moods = (['happy', 'sad', 'surprised', 'asleep'] as const).map((expression) =>
      drawAnimal(animals[id], { pose: 'stand', facing: 'right', expression, scale: 1 }),
    );
    expect(new Set(moods).size).toBe(moods.length);
  });
});

describe('feet', () => {
  it.each(personIds)('%s kneeling, turned, lays each foot as a shoe on its instep, not an oval (a sole read as a disc)', (id) => {
    const look = people[id];
    for (const facing of ['three-quarter-left', 'three-quarter-right', 'side-left', 'side-right'] as const) {
      const { legs } = drawPersonLayers(look, { height: 200, pose: 'kneel', facing, expression: 'happy' });
      expect(legs.match(new RegExp(`<ellipse[^>]*fill="${look.outfit.shoes}"`, 'g')) ?? []).toEqual([]);
    }
  });

  /** A shoe's sole band (a round-capped stroke laid along the shoe) and each shoe's turn, in degrees, toe toward +x. */
  const soles = (legs: string) => legs.match(/stroke-linecap="round" transform="translate\([^)]*\) rotate/g) ?? [];
  const shoeTurns = (legs: string, shoe: string) =>
    // A shoe mirrored (`scale(-1 1)` after the turn) has its toe a half turn round from the turn's angle.
    [...legs.matchAll(new RegExp(`fill="${shoe}" transform="translate\\([^)]*\\) rotate\\((-?[\\d.]+)\\)( scale\\(-1 1\\))?`, 'g'))].map(
      (m) => Number(m[1]) + (m[2] ? 180 : 0),
    );

  it.each(personIds)('%s walking, the back foot pushes off toe forward with its sole showing (it read as a foot pointing backward)', (id) => {
    const look = people[id];
    for (const [facing, forward] of [
      ['side-right', 1],
      ['side-left', -1],
    ] as const) {
      const { legs } = drawPersonLayers(look, { height: 200, pose: 'walk', facing, expression: 'happy' });
      expect(soles(legs)).toHaveLength(1);
      // Every shoe's toe is on the side the walker faces: none turned back past upright.
      for (const turn of shoeTurns(legs, look.outfit.shoes)) expect(Math.cos((turn * Math.PI) / 180) * forward).toBeGreaterThan(0);
    }
    const standing = drawPersonLayers(look, { height: 200, pose: 'stand', facing: 'side-right', expression: 'happy' });
    expect(soles(standing.legs)).toEqual([]);
  });
});

describe('aprons', () => {
  /** The x and y extent of the last shape filled in the apron's colour (the part below the waist), from its path's points. */
  const lapOf = (svg: string, colour: string) => {
    const d = [...svg.matchAll(new RegExp(`<path d="([^"]+)" fill="${colour}"`, 'g'))].at(-1)![1]!;
    const at = { x: 0, y: 0 };
    const points: { x: number; y: number }[] = [];
    for (const [, command, args] of d.matchAll(/([MLQHVLhvlZz])([^MLQHVLhvlZz]*)/g)) {
      const v = [...args!.matchAll(/-?(?:\d+(?:\.\d+)?|\.\d+)/g)].map((m) => Number(m[0]));
      if (command === 'h') at.x += v[0]!;
      else if (command === 'v') at.y += v[0]!;
      else if (command === 'l') Object.assign(at, { x: at.x + v[0]!, y: at.y + v[1]! });
      else if (command !== 'Z' && command !== 'z') Object.assign(at, { x: v.at(-2)!, y: v.at(-1)! });
      points.push({ ...at });
    }
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    return { wide: Math.max(...xs) - Math.min(...xs), tall: Math.max(...ys) - Math.min(...ys) };
  };

  it('lies along the thighs of someone sitting turned, not hanging to the floor like a board', () => {
    const mom = people.mom;
    for (const facing of ['three-quarter-left', 'side-right'] as const) {
      const lap = lapOf(drawPerson(mom, { height: 300, pose: 'sit-side', facing, expression: 'sad', clothes: 'apron' }), '#fffaf0');
      expect(lap.wide).toBeGreaterThan(lap.tall);
    }
  });
});
