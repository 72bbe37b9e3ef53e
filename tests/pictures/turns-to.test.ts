import { expect, it } from 'vitest';
import type { LaidOut, PictureLayout } from '@/pictures';
import { drawnPanels } from '../support/drawn';

/**
 * Someone whose scene names whom or what they deal with (`turnsTo`) is drawn turned toward it in each composition,
 * from where that composition draws it: the phone's picture may move the group, and the turn goes with it. Read from
 * the engine's geometry of every drawn picture (tests/support/drawn.ts).
 */

const side = (facing: string) => (facing.endsWith('left') ? -1 : facing.endsWith('right') ? 1 : 0);

/** Where the picture draws the target: a person's head, anything else's middle, or the scene's point. */
function drawnTarget(layout: PictureLayout, person: LaidOut): { x: number; y: number } | undefined {
  const to = person.turnsTo;
  if (!to) return undefined;
  if (to.part === undefined) return to.at;
  const thing = layout.things.find((t) => t.part === to.part && t !== person);
  if (!thing) return undefined;
  if (thing.head) return thing.head;
  return { x: (thing.box.left + thing.box.right) / 2, y: (thing.box.top + thing.box.bottom) / 2 };
}

it('every person who turns to someone or something looks toward it, in the wide and the tall picture', () => {
  const turners = drawnPanels().flatMap((drawn) =>
    drawn.layout.things
      .filter((t) => t.kind === 'person' && drawn.panel.scene.items.some((item) => 'person' in item && item.person === t.part && item.turnsTo !== undefined))
      .map((person) => ({ drawn, person })),
  );
  // The books name targets on the pages the reviews asked to turn (christmas c8-p1, birthday c9-p1, …).
  expect(turners.length).toBeGreaterThan(10);
  const wrong = turners.flatMap(({ drawn, person }) => {
    const target = drawnTarget(drawn.layout, person);
    const head = person.head!;
    if (!target) return [`${drawn.name} ${drawn.frame}: ${person.part}'s target is not drawn`];
    // A target straight ahead of the face leaves the turn as the scene gave it.
    if (Math.abs(target.x - head.x) < head.r * 0.6) return [];
    const toward = Math.sign(target.x - head.x);
    const facing = person.facing!;
    const lines: string[] = [];
    if (side(facing.head) !== toward)
      lines.push(`${drawn.name} ${drawn.frame}: ${person.part}'s head is turned ${facing.head}, the target is to the ${toward < 0 ? 'left' : 'right'}`);
    if (facing.body === 'front' && facing.head === 'front') lines.push(`${drawn.name} ${drawn.frame}: ${person.part} stands square to us`);
    return lines;
  });
  expect(wrong).toEqual([]);
});
