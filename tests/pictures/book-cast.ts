import { registerBookParts } from '@/pictures';
import * as family from '@/content/stories/charlotte-family';
import { parts as birthday } from '@/content/stories/charlotte-birthday/pictures/drawn-cast';
import { parts as christmas } from '@/content/stories/charlotte-christmas/pictures/drawn-cast';
import * as forest from '@/content/stories/forest-adventure/pictures/drawn-cast';
import { parts as koreanBirthday } from '@/content/stories/korean-charlotte-birthday/pictures/drawn-cast';
import * as pyeongchang from '@/content/stories/pyeongchang-story/pictures/drawn-cast';

/**
 * The engine's tests draw the books' real people, animals and props, as the books register them, so a
 * change to a pose or a face is checked on the figures readers see.
 */
const shelf = {
  'charlotte-birthday': birthday,
  'charlotte-christmas': christmas,
  'korean-charlotte-birthday': koreanBirthday,
  'forest-adventure': forest.parts,
  'pyeongchang-story': pyeongchang.parts,
};
for (const [book, parts] of Object.entries(shelf)) registerBookParts(book, parts);

export const people = { ...family.people, ...forest.people, ...pyeongchang.people };
export const personIds = Object.keys(people) as (keyof typeof people)[];
export const animals = { ...family.animals, ...forest.animals, ...pyeongchang.animals };
export const animalIds = Object.keys(animals) as (keyof typeof animals)[];
