import { expect, it } from 'vitest';
import { people } from './book-cast';
import { drawPerson } from '@/pictures/figures/draw-person';

/** Leo (freckled) with his proud closed smile, in a facing. */
const leo = (facing: 'front' | 'side-left' | 'side-right') => drawPerson(people.leo, { height: 300, pose: 'stand', facing, expression: 'proud' });

/** The proud smile: one ink stroke, its curve then a short tick (`l`) for each dimple. */
const dimples = (svg: string) => {
  const smile = svg.match(/<path d="(M[^"]*Q[^"]*M[^"]*l[^"]*)" stroke="#3d2630"/)?.[1] ?? '';
  return (smile.match(/l/g) ?? []).length;
};

it('draws a profile smile with the dimple of its back corner only: at the lips a second read as a moustache', () => {
  expect(dimples(leo('front'))).toBe(2);
  expect(dimples(leo('side-left'))).toBe(1);
  expect(dimples(leo('side-right'))).toBe(1);
});

it("puts a profile's freckles on its near cheek only, none on the nose or lip", () => {
  const freckles = (svg: string) => [...svg.matchAll(/<circle cx="([-\d.]+)"[^>]*fill="#c27a55"/g)].map((m) => Number(m[1]));
  expect(freckles(leo('front'))).toHaveLength(6);
  for (const facing of ['side-left', 'side-right'] as const) {
    const xs = freckles(leo(facing));
    expect(xs).toHaveLength(3);
    // On the cheek in front of the head's centre (x = 0), the way the face looks.
    const way = facing === 'side-left' ? -1 : 1;
    for (const x of xs) expect(x * way).toBeGreaterThan(0);
  }
});
