import type { Facing } from '@/pictures/vocabulary/figure-vocabulary';
import type { PictureItem, Scene } from '@/pictures/vocabulary/scene';
import { groundOf } from './backgrounds';
import { facesAsLit, headOf, keyLightOf, personAsDrawn, settingDrawn, sunDrawn } from './draw-scene';
import { boxAround, extentOf, moved, type Box, type HandOn } from './figure-extent';
import type { Point } from './figures/skeleton';
import { isLandmarkProp } from './props';
import { facesCovered, restingOn, touchedBy, type View } from './tall-frame';
import { drawnTargetOf, targetPoint } from './turned-to-targets';

/** One person, animal or thing as the picture draws it, in canvas units (y grows downwards). */
export interface LaidOut {
  /** The name the shot list and the picture's `data-part` give it: a person's or animal's id, a thing's part (or its prop). */
  part: string;
  kind: 'person' | 'animal' | 'thing' | 'icon' | 'held';
  /** Where it is drawn in the picture's order: later things come over earlier ones. */
  order: number;
  /** All it takes up, and the boxes it is measured in (a person's limbs, body, head and what they hold; a thing's one box). */
  box: Box;
  parts: Box[];
  /** What must stay uncovered: a face, an animal's head, a counted or named thing. */
  keep: Box[];
  /** Where it rests: a person's or animal's feet line, a thing's base (its middle), a held thing's grip. */
  base: Point;
  /** Where a person or an animal drawn above its floor sits or stands (on a chair, a bed, a step). */
  seat?: Point;
  /** The end of a rope in a person's hands (`ropeTo`): the thing it is tied to and where. */
  rope?: { part: string; end: Point };
  /** An animal's whole outline as drawn (its tail, legs and ears past the trunk it is staged by): what a frame must show of it. */
  outline?: Box;
  /** A person's drawn head. */
  head?: { x: number; y: number; r: number };
  /** A person's body from the shoulders to the hips, in boxes down it. */
  trunk?: Box[];
  /** A person's or an animal's body as another passes through it (a person's head with its hair, torso and legs). */
  body?: Box[];
  /** A person's hands and what is in them. */
  grasp?: Box[];
  /** Which way a person's body and head are turned as drawn. */
  facing?: { body: Facing; head: Facing };
  /** Whom or what the person deals with (`turnsTo`): its name, or the point, where this picture draws it. */
  turnsTo?: { part?: string; at: Point };
  /**
   * Whom or what the person deals with, whichever word names it (`turnsTo`, else `bendsTo`, else a `reachTo` off to
   * their side), where this picture draws it: the head is turned to it. `from` is the x its side is read from (the
   * head's, or the hips' for a bend, which leans the head over what it bends to).
   */
  target?: { part?: string; at: Point; by: 'turnsTo' | 'bendsTo' | 'reachTo'; from: number };
  /** A person's hands and feet (wrists and ankles), near one first. */
  hands?: Point[];
  feet?: Point[];
  /**
   * Where a person's hands were sent (`reachTo`): the point, the wrist the arm reached it with, and what is drawn at
   * the point, the smallest thing there (a branch, a shoulder, a stone of the map), if anything.
   */
  reaches?: { hand: 'near' | 'far'; to: Point; wrist: Point; on?: string; declared?: true; touches?: boolean }[];
  /** A person's two hands as drawn, near one first, each with what of their own body is drawn over it. */
  palms?: HandOn[];
  /** A held thing's holder's hands on it, as drawn, each with what of the holder's own body is drawn over it. */
  heldIn?: HandOn[];
  /** Who holds it (a held thing), or for a person, the share of their face the figures drawn after them cover. */
  heldBy?: string;
  faceCovered?: number;
  /** For a person, the share of their face another person's head (with its hair) drawn after them covers. */
  faceUnderHead?: number;
  /** A person's skin and the ink of their eyes, brows and mouth as the picture's light and washes leave them, at their darkest on the face. */
  faceAsLit?: { skin: string; features: string };
  /** Part of the place (a river, a porch, a big tree): it may run past the frame's edges. */
  landmark?: true;
  /** The prop drawn, for a thing, held or not. */
  prop?: string;
  /** Named by its scene (every person and animal; a thing given a `part`), so a shot list can ask for it. */
  named: boolean;
  /** The thing it rests on or in (a cake on a table, a star in a window), whether that is named, and how far from its middle. */
  restsOn?: { part: string; named: boolean; dx: number };
}

/** A picture's geometry as the engine draws it: what the frame shows of the canvas, where the ground begins, and every thing in it. */
export interface PictureLayout {
  /** The setting it is drawn in. */
  setting: string;
  view: View;
  ground: number;
  things: LaidOut[];
  /** Where the key light stands, which things are lit from and cast their shadows away from (none at night, by lamps or on a grey day). */
  keyLight?: { x: number; y: number };
  /** Where the setting's sky draws its sun, if it does. */
  sun?: { x: number; y: number };
}

const pointMoved = (p: Point, x: number, y: number): Point => ({ x: p.x + x, y: p.y + y });
const handMoved = (hand: HandOn, x: number, y: number): HandOn => ({
  at: pointMoved(hand.at, x, y),
  r: hand.r,
  under: hand.under.map((c) => ('left' in c ? moved(c, x, y) : { a: pointMoved(c.a, x, y), b: pointMoved(c.b, x, y), r: c.r })),
});

function nameOf(item: PictureItem): string | undefined {
  if ('person' in item) return item.person;
  if ('animal' in item) return item.animal;
  if ('prop' in item) return item.part ?? item.prop;
  if ('icon' in item) return item.part;
  return undefined;
}

/** How far with the head the shoulders and the waist of a figure bent toward what it deals with go (a spine curved from the hips). */
const BENT = { shoulders: 0.7, waist: 0.25 };

/**
 * A person's body (head, torso in two, legs: `Extent.body`) as drawn: the skeleton's head where the figure, bent toward
 * what it deals with, draws it, and the torso leaning after it, so a grown-up leaning over a child passes through what
 * the lean reaches.
 */
function bentAsDrawn(body: Box[], staged: Box, head: { x: number; y: number }): Box[] {
  const dx = head.x - (staged.left + staged.right) / 2;
  const dy = head.y - (staged.top + staged.bottom) / 2;
  const [skull, chest, belly, ...legs] = body;
  return [moved(skull!, dx, dy), moved(chest!, dx * BENT.shoulders, dy * BENT.shoulders), moved(belly!, dx * BENT.waist, dy * BENT.waist), ...legs];
}

/**
 * The geometry of a scene as drawn in a view: from the same skeletons, extents and heads the engine draws and frames
 * with, so checks of a picture read what the engine did rather than the SVG's markup.
 */
export function layoutOf(scene: Scene, view: View): PictureLayout {
  const ground = groundOf(scene);
  const covered = facesCovered(scene);
  const underHeads = facesCovered(scene, 'heads');
  const under = restingOn(scene.items);
  const lit = facesAsLit(scene, ground);
  const extents = scene.items.map((item) => ('x' in item && !('light' in item) ? extentOf(item, ground, scene.wardrobe) : undefined));
  let person = 0;
  const things: LaidOut[] = [];
  scene.items.forEach((placed, i) => {
    if (!('x' in placed) || 'light' in placed) return;
    const item = 'person' in placed ? personAsDrawn(scene, i, ground) : placed;
    const extent = extentOf(item, ground, scene.wardrobe);
    const part = nameOf(item);
    if (!extent || part === undefined) return;
    const at = (p: Point): Point => ({ x: p.x + item.x, y: p.y + item.y });
    const laid: LaidOut = {
      part,
      kind: 'person' in item ? 'person' : 'animal' in item ? 'animal' : 'icon' in item ? 'icon' : 'thing',
      order: i,
      box: moved(boxAround(extent.parts), item.x, item.y),
      parts: extent.parts.map((box) => moved(box, item.x, item.y)),
      keep: extent.keep.map((box) => moved(box, item.x, item.y)),
      base: { x: item.x, y: 'floorY' in item && item.floorY !== undefined ? item.floorY : item.y },
      named: !('prop' in item || 'icon' in item) || item.part !== undefined,
    };
    if (('person' in item || 'animal' in item) && item.floorY !== undefined && item.y < item.floorY) laid.seat = { x: item.x, y: item.y };
    if (extent.outline) laid.outline = moved(boxAround(extent.outline), item.x, item.y);
    if (extent.body) laid.body = extent.body.map((box) => moved(box, item.x, item.y));
    if (extent.grasp) laid.grasp = extent.grasp.map((box) => moved(box, item.x, item.y));
    if ('prop' in item) laid.prop = item.prop;
    if ('prop' in item && isLandmarkProp(item.prop)) laid.landmark = true;
    const on = under[i] === undefined ? undefined : scene.items[under[i]];
    if (on && 'prop' in on) laid.restsOn = { part: on.part ?? on.prop, named: on.part !== undefined, dx: item.x - on.x };
    if ('person' in item) {
      laid.head = headOf(item, ground, scene.wardrobe, false, scene.items);
      laid.hands = extent.hands?.map(at);
      laid.feet = extent.feet?.map(at);
      if (extent.palms) laid.palms = extent.palms.map((hand) => handMoved(hand, item.x, item.y));
      laid.trunk = extent.trunk?.map((box) => moved(box, item.x, item.y));
      if (laid.body && laid.head) laid.body = bentAsDrawn(laid.body, laid.keep[0]!, laid.head);
      laid.facing = { body: item.facing, head: item.headFacing ?? item.facing };
      const target = item.turnsTo === undefined ? undefined : targetPoint(scene, item.turnsTo, ground);
      if (target) laid.turnsTo = { ...(typeof item.turnsTo === 'string' && { part: item.turnsTo }), at: { x: target.x, y: target.y } };
      const dealtWith = drawnTargetOf(scene, item, laid.head, ground);
      if (dealtWith) laid.target = { ...dealtWith, at: { x: dealtWith.at.x, y: dealtWith.at.y } };
      const tied = item.ropeTo && scene.items.find((t): t is Extract<PictureItem, { prop: string }> => 'prop' in t && t.part === item.ropeTo!.part);
      if (item.ropeTo && tied) {
        const end = { x: tied.x + (tied.flip ? -1 : 1) * item.ropeTo.x * tied.size, y: tied.y + item.ropeTo.y * tied.size };
        laid.rope = { part: item.ropeTo.part, end };
      }
      const sent = item.reachTo;
      if (sent) {
        laid.reaches = (['near', 'far'] as const).flatMap((hand, k) => {
          const to = sent[hand];
          const wrist = laid.hands?.[k];
          if (!to || !wrist) return [];
          if (to.on !== undefined) {
            // What the scene says the hand is on: whether the point lies on it as drawn here.
            const j = scene.items.findIndex((other) => nameOf(other) === to.on && !('prop' in other && other.part === undefined));
            // A person as drawn: one riding on another's shoulders is drawn up there, not where the scene stands them.
            const other = scene.items[j] && 'person' in scene.items[j] ? personAsDrawn(scene, j, ground) : scene.items[j];
            const extent = other === scene.items[j] ? extents[j] : extentOf(other!, ground, scene.wardrobe);
            const boxes = other && 'x' in other && !('light' in other) ? (extent?.parts ?? []).map((box) => moved(box, other.x, other.y)) : [];
            const touches = boxes.some((box) => to.x >= box.left - 2 && to.x <= box.right + 2 && to.y >= box.top - 2 && to.y <= box.bottom + 2);
            return [{ hand, to: { x: to.x, y: to.y }, wrist, on: to.on, declared: true as const, touches }];
          }
          const touched = touchedBy(scene, extents, i, to);
          const on = touched === undefined ? undefined : nameOf(scene.items[touched]!);
          return [{ hand, to: { x: to.x, y: to.y }, wrist, ...(on === undefined ? {} : { on }) }];
        });
      }
      laid.faceCovered = covered[person];
      laid.faceUnderHead = underHeads[person];
      laid.faceAsLit = lit[i];
      person += 1;
    }
    things.push(laid);
    for (const held of extent.held ?? []) {
      const box = moved(held.box, item.x, item.y);
      things.push({
        part: held.part ?? `${part}'s held thing`,
        kind: 'held',
        order: i,
        box,
        parts: [box],
        keep: held.part ? [box] : [],
        base: { x: (box.left + box.right) / 2, y: box.bottom },
        heldBy: part,
        ...(held.hands && { heldIn: held.hands.map((hand) => handMoved(hand, item.x, item.y)) }),
        named: held.part !== undefined,
        ...(held.prop === undefined ? {} : { prop: held.prop }),
      });
    }
  });
  const background = settingDrawn(scene);
  const key = keyLightOf(scene, background);
  const sun = sunDrawn(background);
  return { setting: scene.background, view, ground, things, ...(key && { keyLight: { x: key.x, y: key.y } }), ...(sun && { sun }) };
}
