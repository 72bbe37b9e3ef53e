import { describe, expect, it } from 'vitest';
import './book-cast';
import type { PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { groundTop } from '@/pictures/backgrounds';
import { headOf, type PersonPlaced } from '@/pictures/draw-scene';
import { tallComposition } from '@/pictures/tall-frame';

/**
 * On a phone the frame draws a wide group closer together. People who act on each other (a hug, a hand on a
 * shoulder or on a thing) must come through it as the wide picture drew them: drawn apart or closer, hugging hands
 * came over faces and reaching hands were left where the wide picture had put what they touched.
 */
const ground = groundTop('park');
const scene = (items: Scene['items']): Scene => ({ background: 'park', time: 'day', items });
const xOf = (items: readonly PictureItem[], i: number) => (items[i] as { x: number }).x;
const person = (id: string, x: number, more: Partial<PersonPlaced> = {}): PersonPlaced => ({
  person: id,
  x,
  y: 470,
  pose: 'stand',
  facing: 'front',
  expression: 'happy',
  ...more,
});

describe('the phone frame keeps what people do to each other', () => {
  // Two children hugging in the middle, with a grown-up at each end of the wide picture, so the frame must squeeze.
  const hug = [
    person('mom', 80),
    person('charlotte', 360, { pose: 'hug', facing: 'three-quarter-right', hugs: 'leo' }),
    person('leo', 470, { facing: 'three-quarter-left' }),
    person('dad', 720),
  ];

  it('moves a hugging pair as one, their faces no closer than in the wide picture', () => {
    const { scene: staged } = tallComposition(scene(hug));
    // The group was drawn together...
    expect(xOf(staged.items, 3) - xOf(staged.items, 0)).toBeLessThan(720 - 80 - 100);
    // ...but not the two in the hug.
    expect(xOf(staged.items, 2) - xOf(staged.items, 1)).toBeCloseTo(110, 6);
    const faces = (items: PictureItem[]) => [1, 2].map((i) => headOf(items[i] as PersonPlaced, ground, undefined, false, items));
    const [a, b] = faces(staged.items);
    const [wideA, wideB] = faces(hug);
    expect(Math.abs(b!.x - a!.x)).toBeGreaterThanOrEqual(Math.abs(wideB!.x - wideA!.x) - 1e-6);
  });

  it('moves a reaching hand with the person it rests on', () => {
    const leo = hug[2] as PersonPlaced;
    const shoulder = { x: 470 - 10, y: 470 - 150 };
    const items = [hug[0]!, person('charlotte', 360, { pose: 'arm-around', facing: 'three-quarter-right', reachTo: { near: shoulder } }), leo, hug[3]!];
    const { scene: staged } = tallComposition(scene(items));
    const moved = xOf(staged.items, 2) - 470;
    const reach = (staged.items[1] as PersonPlaced).reachTo!.near!;
    expect(reach.x - shoulder.x).toBeCloseTo(moved, 6);
    expect(reach.y).toBe(shoulder.y);
  });

  it('keeps a small thing a person stands at where it was beside them', () => {
    const bowl: PictureItem = { prop: 'strawberry-bowl', x: 130, y: 474, size: 50 };
    const items = [person('mom', 80), bowl, person('charlotte', 400), person('dad', 720)];
    const { scene: staged } = tallComposition(scene(items));
    expect(xOf(staged.items, 2) - xOf(staged.items, 0)).toBeLessThan(320 - 50);
    expect(xOf(staged.items, 1) - xOf(staged.items, 0)).toBeCloseTo(50, 6);
  });

  it('moves a hand reaching for a thing with the thing, not with the hand', () => {
    // Mom's hand on a named bowl at the far end of the table: the bowl goes where the frame puts it, the hand with it.
    const bowl: PictureItem = { prop: 'strawberry-bowl', part: 'bowl', x: 250, y: 470, size: 50 };
    const items = [person('mom', 80), bowl, person('charlotte', 420), person('dad', 720)];
    const reaching = [person('mom', 80, { pose: 'stand', reachTo: { near: { x: 250, y: 450 } } }), ...items.slice(1)];
    const { scene: staged } = tallComposition(scene(reaching));
    const reach = (staged.items[0] as PersonPlaced).reachTo!.near!;
    expect(reach.x - 250).toBeCloseTo(xOf(staged.items, 1) - 250, 6);
    expect(xOf(staged.items, 2) - xOf(staged.items, 0)).toBeLessThan(340 - 50);
    // The bowl keeps its own place between Mom and Charlotte: made one with Mom's hand, it kept its wide distance
    // from her and came out past Charlotte, over her.
    expect(xOf(staged.items, 1) - xOf(staged.items, 0)).toBeLessThan(250 - 80);
    expect(xOf(staged.items, 1)).toBeLessThan(xOf(staged.items, 2));
  });
});

describe('a crowd on a phone', () => {
  it('keeps four readable faces near and steps the rest back up the ground, smaller', () => {
    const row = ['grandpa', 'grandma', 'mom', 'charlotte', 'leo', 'dad'].map((id, i) => person(id, 140 + i * 100));
    const faces = ['mom', 'charlotte', 'leo', 'dad'];
    const { scene: staged } = tallComposition({ ...scene(row), faces });
    const people = staged.items as PersonPlaced[];
    // Behind the four as the scene places them: one of the four may step back too, where an arm beside it comes over its face.
    for (const figure of people.filter((other) => !faces.includes(other.person))) expect(figure.y).toBeLessThan(470 - 12);
  });
});
