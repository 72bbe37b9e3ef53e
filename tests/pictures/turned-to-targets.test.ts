import { describe, expect, it } from 'vitest';
import type { PersonItem, Scene } from '@/pictures/vocabulary/scene';
import { inBook } from '@/pictures/registry';
import { turnedToTargets } from '@/pictures/turned-to-targets';
// The books register their people with the engine.
import '@/content/stories/shelf-books';

const person = (over: Partial<PersonItem> & Pick<PersonItem, 'person' | 'x'>): PersonItem => ({
  y: 460,
  pose: 'stand',
  facing: 'front',
  expression: 'happy',
  ...over,
});
const scene = (...items: PersonItem[]): Scene => ({ background: 'living-room', time: 'day', book: 'charlotte-birthday', items });
const drawn = (s: Scene, who: string) =>
  inBook(s.book, () => turnedToTargets(s)).items.find((item): item is PersonItem => 'person' in item && item.person === who)!;

describe('people turn to whom they deal with', () => {
  it('someone facing us turns body and face to a profile toward the one they talk to beside them, eyes on them', () => {
    const s = scene(person({ person: 'mom', x: 200 }), person({ person: 'charlotte', x: 500, turnsTo: 'mom' }));
    const charlotte = drawn(s, 'charlotte');
    expect(charlotte.facing).toBe('side-left');
    expect(charlotte.headFacing).toBeUndefined();
    expect(charlotte.gaze).toMatch(/left$/);
  });

  it('a target close in front and well below keeps a three-quarter face, tipped down to it', () => {
    const s = scene(person({ person: 'dad', x: 400, turnsTo: { x: 440, y: 420 } }));
    expect(drawn(s, 'dad')).toMatchObject({ facing: 'three-quarter-right', headFacing: undefined, head: 'down' });
  });

  it('looks at where a hand reaches beside them, but not at a hand on a cane behind them', () => {
    const reaching = person({ person: 'mom', x: 400, reachTo: { near: { x: 520, y: 300 } } });
    expect(drawn(scene(reaching), 'mom')).toMatchObject({ facing: 'side-right', headFacing: undefined });
    const caned = person({ person: 'mom', x: 400, facing: 'three-quarter-left', reachTo: { near: { x: 470, y: 360 } } });
    expect(drawn(scene(caned), 'mom')).toEqual(caned);
  });

  it('turns the other way where the other stands on the other side, as the phone may draw them', () => {
    const s = scene(person({ person: 'mom', x: 700 }), person({ person: 'charlotte', x: 500, turnsTo: 'mom', facing: 'three-quarter-left', gaze: 'left' }));
    const charlotte = drawn(s, 'charlotte');
    expect(charlotte.facing).toBe('side-right');
    expect(charlotte.gaze).toBe('right');
  });

  it('a body kept square by the scene, its head given its own turn, keeps it', () => {
    const square = { person: 'leo', x: 500, turnsTo: 'mom', facing: 'front', headFacing: 'side-left' } as const;
    expect(drawn(scene(person({ person: 'mom', x: 200 }), person(square)), 'leo')).toMatchObject({ facing: 'front', headFacing: 'side-left' });
  });

  it('a carrier stays square under a rider, the head alone turning', () => {
    const rider = person({ person: 'leo', x: 400, pose: 'ride-shoulders' });
    const s = scene(rider, person({ person: 'dad', x: 400, turnsTo: { x: 120, y: 250 } }));
    expect(drawn(s, 'dad').facing).toBe('front');
  });

  it('a shoulder turned on someone stays turned away, the head looking back at them', () => {
    const turned = { person: 'charlotte', x: 500, turnsTo: 'leo', facing: 'side-right', headFacing: 'side-left' } as const;
    expect(drawn(scene(person({ person: 'leo', x: 300 }), person(turned)), 'charlotte')).toMatchObject({ facing: 'side-right', headFacing: 'side-left' });
    expect(drawn(scene(person({ person: 'leo', x: 700 }), person(turned)), 'charlotte')).toMatchObject({ facing: 'side-left', headFacing: 'side-right' });
  });

  it('looks up at a point high above, and turning twice changes nothing more', () => {
    const s = scene(person({ person: 'dad', x: 400, turnsTo: { x: 520, y: 40 } }));
    const dad = drawn(s, 'dad');
    expect(dad).toMatchObject({ facing: 'side-right', head: 'up', gaze: 'up-right' });
    inBook(s.book, () => expect(turnedToTargets(turnedToTargets(s))).toEqual(turnedToTargets(s)));
  });

  it('someone who names no target stays as the scene gives them', () => {
    const s = scene(person({ person: 'leo', x: 300 }), person({ person: 'mina', x: 500 }));
    expect(turnedToTargets(s)).toBe(s);
  });
});
