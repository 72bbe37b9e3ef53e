import { SCENE_HEIGHT, SCENE_WIDTH, type PictureItem, type Scene } from '@/pictures/vocabulary/scene';
import { groundTop } from './backgrounds';
import { headOf, type PersonPlaced } from './draw-scene';
import { standingTall, TALL_HEIGHT, TALL_WIDTH, type View } from './tall-frame';

/**
 * The share of the picture's height the main person's face takes in each shot. The rule is a fifth at
 * least; a close shot is a face and hands, a medium one leaves room for what the body does.
 */
export const FACE_SHARE = { close: 0.36, medium: 0.23 } as const;
/** How far down the frame the head's centre sits: a close face a little above the middle, a medium one in the top third. */
const HEAD_AT = { close: 0.4, medium: 0.27 } as const;

/** Both compositions of a framed shot, in canvas units. */
export interface ShotFrames {
  wide: View;
  tall: View;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function nameOf(item: PictureItem): string | undefined {
  if ('person' in item) return item.person;
  if ('animal' in item) return item.animal;
  if ('prop' in item || 'icon' in item) return item.part;
  return undefined;
}

/**
 * About half the width a companion takes up. The shot cuts bodies by design, so this is a rough body width
 * (0.27 of a person's height), not the real extent the phone's wide-shot frame reckons (decision 052): tried
 * there, a companion's real head and hair slid frames off other named things.
 */
function halfWidth(item: PictureItem, ground: number): number {
  if ('person' in item) return standingTall(item, ground) * (item.pose === 'lie' || item.pose === 'sleep' ? 0.55 : 0.27);
  if ('animal' in item) return standingTall(item, ground) * 0.75;
  if ('prop' in item || 'icon' in item) return item.size / 2;
  return 0;
}

type AnimalPlaced = Extract<PictureItem, { animal: string }>;

/**
 * The main figure's head: a person's from its skeleton, the staged head with its hair (skeleton.ts), so each
 * frame stays where its book set it; an animal's (a hedgehog can lead a story) from its
 * size, the head being about a fifth of the body's length across and carried at three fifths of it up.
 */
function mainHead(scene: Scene, id: string, ground: number): { x: number; y: number; r: number } {
  const person = scene.items.find((item): item is PersonPlaced => 'person' in item && item.person === id);
  if (person) return headOf(person, ground, scene.wardrobe, true);
  const animal = scene.items.find((item): item is AnimalPlaced => 'animal' in item && item.animal === id);
  if (!animal) throw new Error(`The shot is on "${id}", who is not in the scene`);
  const size = standingTall(animal, ground);
  const ahead = animal.facing === 'right' ? 1 : -1;
  return { x: animal.x + ahead * size * 0.3, y: animal.y - size * 0.6, r: size * 0.2 };
}

/**
 * The frames of a close or medium shot, or null for a wide one. The height comes from the main person's
 * face and the shot's size, the same in both compositions, so the face is as large on a phone as on a desk;
 * across, each frame holds the named company as far as it fits with the main person's head whole.
 */
export function shotFrames(scene: Scene): ShotFrames | null {
  const shot = scene.shot;
  if (!shot) return null;
  const ground = groundTop(scene.background);
  const head = mainHead(scene, shot.on, ground);
  const height = Math.min(SCENE_HEIGHT, (2 * head.r) / FACE_SHARE[shot.size]);
  const named = new Set(shot.with ?? []);
  const company = scene.items.filter((item) => 'x' in item && named.has(nameOf(item) ?? ''));
  // A grown-up beside a child stands taller than the child's frame: the frame rises to keep the company's
  // heads whole (hair and hats reach well above the skull), as far as the main face stays in it.
  const companyHeads = company
    .filter((item): item is PersonPlaced => 'person' in item)
    .map((person) => headOf(person, ground, scene.wardrobe, true))
    .map((other) => other.y - other.r * 1.7);
  const top = Math.min(head.y - height * HEAD_AT[shot.size], ...companyHeads);
  const y = clamp(Math.max(top, head.y + head.r * 1.25 - height), 0, SCENE_HEIGHT - height);
  const left = Math.min(head.x - head.r * 1.6, ...company.map((item) => item.x - halfWidth(item, ground)));
  const right = Math.max(head.x + head.r * 1.6, ...company.map((item) => item.x + halfWidth(item, ground)));
  // Too wide to hold, the company slides in as far as the main person's head stays whole in the frame.
  const across = (width: number) => {
    const room = width / 2 - head.r * 1.6;
    const centre = clamp((left + right) / 2, head.x - room, head.x + room);
    return clamp(centre - width / 2, 0, SCENE_WIDTH - width);
  };
  const wideWidth = (height * SCENE_WIDTH) / SCENE_HEIGHT;
  const tallWidth = (height * TALL_WIDTH) / TALL_HEIGHT;
  return {
    wide: { x: across(wideWidth), y, width: wideWidth, height },
    tall: { x: across(tallWidth), y, width: tallWidth, height },
  };
}
