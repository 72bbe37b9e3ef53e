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
});
