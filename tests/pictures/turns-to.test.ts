import { expect, it } from 'vitest';
import type { LaidOut } from '@/pictures';
import { AHEAD, asideOf, bodyTurns, carriesRider, profileTurns } from '@/pictures/turned-to-targets';
import type { PersonItem } from '@/pictures/vocabulary/scene';
import { drawnPanels, type DrawnPanel } from '../support/drawn';

/**
 * Someone whose scene names whom or what they deal with (`turnsTo`, `bendsTo`, a `reachTo` off to their side) is
 * drawn looking at it in each composition, from where that composition draws it: the phone's picture may move the
 * group, and the turn goes with it. Where the target is off to the side, the face is in profile toward it: at phone
 * size a three-quarter face with both eyes reads as looking at the reader. Read from the engine's geometry of every
 * drawn picture (tests/support/drawn.ts).
 */

const side = (facing: string) => (facing.endsWith('left') ? -1 : facing.endsWith('right') ? 1 : 0);

interface Turner {
  drawn: DrawnPanel;
  person: LaidOut;
  item: PersonItem;
}

function turners(): Turner[] {
  return drawnPanels().flatMap((drawn) =>
    drawn.layout.things.flatMap((person) => {
      if (person.kind !== 'person' || !person.target) return [];
      const item = drawn.panel.scene.items.find((i): i is PersonItem => 'person' in i && i.person === person.part);
      return item ? [{ drawn, person, item }] : [];
    }),
  );
}

/** What is wrong with how a person faces their target, as drawn: turned away, square to us, or not in profile to a target beside them. */
function facingFaults({ drawn, person, item }: Turner): string[] {
  const target = person.target!.at;
  const head = person.head!;
  const facing = person.facing!;
  const where = `${drawn.name} ${drawn.frame}: ${person.part} (${person.target!.by} ${person.target!.part ?? 'a point'})`;
  // A head seen from behind is one the scene asked for (a child facing a wall).
  if (facing.head.includes('back')) return (item.headFacing ?? item.facing) === facing.head ? [] : [`${where}: the head is turned away, ${facing.head}`];
  // A target straight ahead of the face leaves the turn as the scene gave it (a bend's, ahead of the hips it bends from).
  const from = person.target!.from;
  if (Math.abs(target.x - from) < head.r * AHEAD) return [];
  const toward = Math.sign(target.x - from);
  if (side(facing.head) !== toward) return [`${where}: the head is turned ${facing.head}, the target is to the ${toward < 0 ? 'left' : 'right'}`];
  if (facing.body === 'front' && facing.head === 'front') return [`${where}: stands square to us`];
  // Lying, hugging and asked-for three-quarter heads keep their turn (decision 088).
  if (profileTurns(item) && asideOf(head, target) && !facing.head.startsWith('side'))
    return [`${where}: the target is beside them and the face is ${facing.head}, both eyes to us`];
  return [];
}

/**
 * A body left square to us (front or three-quarter) beside whom or what it deals with: at phone size a three-quarter torso under a profile head reads as a body facing the reader. Bodies that cannot
 * turn keep theirs (lying, riding or carrying a rider on the shoulders, hugging), and so does a shoulder the scene turns
 * away with the head looking back over it, or a body the scene keeps square with a head of its own turned to the target.
 */
function squareFaults({ drawn, person, item }: Turner): string[] {
  const target = person.target!.at;
  const head = person.head!;
  const facing = person.facing!;
  const toward = Math.sign(target.x - person.target!.from);
  if (Math.abs(target.x - person.target!.from) < head.r * AHEAD || !asideOf(head, target) || !profileTurns(item)) return [];
  const items = drawn.panel.scene.items;
  if (!bodyTurns(item, carriesRider(items, items.indexOf(item)))) return [];
  if (side(item.facing) === -toward && item.headFacing !== undefined) return [];
  if (item.facing === 'front' && item.headFacing !== undefined) return [];
  const where = `${drawn.name} ${drawn.frame}: ${person.part} (${person.target!.by} ${person.target!.part ?? 'a point'})`;
  return facing.body.startsWith('side') && side(facing.body) === toward ? [] : [`${where}: the body is ${facing.body}, the target beside it`];
}

it('every person who deals with someone or something looks at it, in profile when it is beside them, in the wide and the tall picture', () => {
  const all = turners();
  // The books name targets on the pages the reviews asked to turn (christmas c8-p1, birthday c9-p1, …).
  expect(all.length).toBeGreaterThan(100);
  expect(all.filter((t) => t.person.target!.by === 'reachTo').length).toBeGreaterThan(10);
  expect(all.flatMap(facingFaults)).toEqual([]);
});

it('a body beside whom or what it deals with turns to it in profile, in the wide and the tall picture', () => {
  const all = turners();
  expect(all.filter((t) => asideOf(t.person.head!, t.person.target!.at)).length).toBeGreaterThan(100);
  expect(all.flatMap(squareFaults)).toEqual([]);
});
