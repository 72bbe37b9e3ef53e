import { SCENE_HEIGHT, SCENE_WIDTH, type PictureItem, type Scene } from '@/pictures/vocabulary/scene';
import { groundOf } from './backgrounds';
import { SIDE_CUT, shareOutsideSides } from './close-shot';
import { headOf, type PersonPlaced } from './draw-scene';
import { extentOf, reachOf } from './figure-extent';
import { poseSpecs } from './figures/poses';
import { anyStacked, apartShortfall, FACE_TOLERANCE, facesCovered, standingTall, tallComposition, TALL_HEIGHT, TALL_WIDTH, type View } from './tall-frame';

/**
 * The share of the picture's height the main person's face takes in each shot. The rule is a fifth at
 * least; a close shot is a face and hands, a medium one leaves room for what the body does.
 */
const FACE_SHARE = { close: 0.36, medium: 0.23 } as const;
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
  if ('person' in item) return standingTall(item, ground) * (poseSpecs[item.pose].lying ? 0.55 : 0.27);
  if ('animal' in item) return standingTall(item, ground) * 0.75;
  if ('prop' in item || 'icon' in item) return item.size / 2;
  return 0;
}

/**
 * How far a companion reaches either side of its place: an animal its outline as drawn in its pose (a sniffing fox's
 * tail out behind it and its nose down ahead, `reachOf` drawn), at least `halfWidth`; anyone else `halfWidth`.
 */
function sideOf(item: PictureItem, ground: number, wardrobe: Scene['wardrobe']): { left: number; right: number } {
  const half = halfWidth(item, ground);
  const extent = 'animal' in item ? extentOf(item, ground, wardrobe) : undefined;
  if (!extent) return { left: -half, right: half };
  const drawn = reachOf(extent, true);
  return { left: Math.min(-half, drawn.left), right: Math.max(half, drawn.right) };
}

type AnimalPlaced = Extract<PictureItem, { animal: string }>;

/**
 * The main figure's head: a person's from its skeleton, the staged head with its hair (skeleton.ts), so each
 * frame stays where its book set it; an animal's (a hedgehog can lead a story) from its
 * size, the head being about a fifth of the body's length across and carried at three fifths of it up.
 */
function mainHead(scene: Scene, id: string, ground: number, staged = true): { x: number; y: number; r: number } {
  const person = scene.items.find((item): item is PersonPlaced => 'person' in item && item.person === id);
  if (person) return headOf(person, ground, scene.wardrobe, staged);
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
  const ground = groundOf(scene);
  const head = mainHead(scene, shot.on, ground);
  const height = Math.min(SCENE_HEIGHT, (2 * head.r) / FACE_SHARE[shot.size]);
  const named = new Set(shot.with ?? []);
  const company = scene.items.filter((item) => 'x' in item && named.has(nameOf(item) ?? ''));
  // A grown-up beside a child stands taller than the child's frame: the frame rises to keep the company's
  // heads whole (hair and hats reach well above the skull), as far as the main face stays in it.
  const staged = company.filter((item): item is PersonPlaced => 'person' in item).map((person) => headOf(person, ground, scene.wardrobe, true));
  const companyHeads = staged.map((other) => other.y - other.r * 1.7);
  // The highest a head with its hat reaches, the least room a frame moved for the feet keeps above it.
  const crown = Math.min(head.y - head.r * CROWN, ...staged.map((other) => other.y - other.r * CROWN));
  // A small named thing of the company up over the main head (a toy on a shelf) is kept whole as the heads are, with a
  // little air: the frame kept a kneeling father's head and lost the toy over it once he sat back on his heels.
  const things = company.flatMap((item) => ('prop' in item && item.y < head.y && item.size <= height / 4 ? [item.y - item.size * THING_ROOM] : []));
  const top = Math.min(head.y - height * HEAD_AT[shot.size], ...companyHeads, ...things);
  const placed = clamp(Math.max(top, head.y + head.r * 1.25 - height), 0, SCENE_HEIGHT - height);
  const left = Math.min(head.x - head.r * 1.6, ...company.map((item) => item.x + sideOf(item, ground, scene.wardrobe).left));
  const right = Math.max(head.x + head.r * 1.6, ...company.map((item) => item.x + sideOf(item, ground, scene.wardrobe).right));
  // Too wide to hold, the company slides in as far as the main person's head stays whole in the frame.
  const across = (width: number) => {
    const room = width / 2 - head.r * 1.6;
    const centre = clamp((left + right) / 2, head.x - room, head.x + room);
    return clamp(centre - width / 2, 0, SCENE_WIDTH - width);
  };
  const { y, height: shown } = clearOfTheSoles(
    scene,
    ground,
    { x: across((height * SCENE_WIDTH) / SCENE_HEIGHT), y: placed, width: (height * SCENE_WIDTH) / SCENE_HEIGHT, height },
    mainHead(scene, shot.on, ground, false).r,
    crown,
  );
  const wideWidth = (shown * SCENE_WIDTH) / SCENE_HEIGHT;
  const tallWidth = (shown * TALL_WIDTH) / TALL_HEIGHT;
  return {
    wide: { x: across(wideWidth), y, width: wideWidth, height: shown },
    tall: { x: across(tallWidth), y, width: tallWidth, height: shown },
  };
}

/** How far above its base a named thing of the company the frame keeps whole reaches, in its sizes (a prop stands on its base). */
const THING_ROOM = 1.3;

/** Above a person's base by less than this share of their height, the frame's foot would cut their boots at the soles. */
const SOLES = 0.1;
/** How far a head reaches up with its hair and a hat's pompom, in its staged radii. */
const CROWN = 1.5;
/** How far below its base a foot is drawn, in canvas units: a frame's foot this far down keeps it whole. */
const FOOT_ROOM = 6;
/** The rule's fifth of the height for the main face as drawn, and a hair. */
const FIFTH = 0.201;
/** Where a frame that cannot keep the feet cuts the legs instead: at the shins, this share of the height up. */
const SHINS = 0.2;
/** How far up the frame may rise to the shins, as a share of its height: further, the main face sinks to its foot. */
const MOST_RISE = 0.1;

/**
 * The frame's height moved so its foot does not cut anyone at the soles (a boot cut off at its sole reads as a
 * mistake, one cut at the shin as a medium shot): down to keep the feet whole where the heads the frame keeps (`top`)
 * allow, else a step out as far as the main face keeps a fifth of the height, else a little up, to the shins.
 */
function clearOfTheSoles(scene: Scene, ground: number, view: View, face: number, top: number): { y: number; height: number } {
  const people = scene.items.filter((item): item is PersonPlaced => 'person' in item && item.x > view.x && item.x < view.x + view.width);
  const feet = people.map((person) => ({ base: person.floorY ?? person.y, tall: standingTall(person, ground) }));
  const cuts = (bottom: number) => feet.some(({ base, tall }) => bottom > base - tall * SOLES && bottom < base + FOOT_ROOM);
  const as = { y: view.y, height: view.height };
  if (!cuts(view.y + view.height)) return as;
  const whole = Math.min(SCENE_HEIGHT, Math.max(...feet.map(({ base }) => base + FOOT_ROOM)));
  // Down, as far as the heads the frame keeps stay in it; else a step out, as far as the main face keeps a fifth.
  if (!cuts(whole) && whole - view.height <= top) return { y: whole - view.height, height: view.height };
  const out = whole - Math.min(top, view.y);
  if (!cuts(whole) && (2 * face) / out >= FIFTH) return { y: whole - out, height: out };
  // Up to someone's shins, the least way up that cuts nobody at the soles, as far as MOST_RISE.
  const shins = feet
    .map(({ base, tall }) => base - tall * SHINS)
    .filter((bottom) => bottom < view.y + view.height && bottom >= view.y + view.height * (1 - MOST_RISE) && bottom - view.height >= 0 && !cuts(bottom));
  return shins.length > 0 ? { y: Math.max(...shins) - view.height, height: view.height } : as;
}

/** Whether a head's centre lies inside a frame: that person is in the picture, whatever the frame cuts of their body. */
const shows = (view: View, head: { x: number; y: number }) =>
  head.x > view.x && head.x < view.x + view.width && head.y > view.y && head.y < view.y + view.height;

/** How far past a frame's side a figure may reach before it reads as cut there (a fingertip, a tail's tip), in canvas units. */
const SIDE_SLACK = 4;

/**
 * The people and animals the desk's frame holds whole across (their whole figure, bodies cut only at its foot) that the
 * phone's narrower frame cuts at a side: a dog's hindquarters at the right edge, a child on a stump half out at the
 * left, where the words name them both. The phone's picture then draws the company together, as it does for someone
 * it leaves out.
 */
function cutAtTheSide(scene: Scene, frames: ShotFrames, ground: number): string[] {
  return scene.items.flatMap((item) => {
    if (!('person' in item || 'animal' in item)) return [];
    const extent = extentOf(item, ground, scene.wardrobe);
    if (!extent) return [];
    const { left, right } = reachOf(extent, true);
    const across = (view: View) => ({ left: item.x + left - view.x, right: view.x + view.width - (item.x + right) });
    const wide = across(frames.wide);
    const tall = across(frames.tall);
    const whole = wide.left >= -SIDE_SLACK && wide.right >= -SIDE_SLACK;
    const seen = tall.left + (right - left) > 0 && tall.right + (right - left) > 0;
    return whole && seen && (tall.left < -SIDE_SLACK || tall.right < -SIDE_SLACK) ? [nameOf(item)!] : [];
  });
}

/** Less side cut than this, summed, is not worth a frame further out. */
const CUT_LESS = 0.02;

/**
 * How much the staged picture's side edges cut of the people and animals the desk's frame holds whole, each as a share
 * of its width (`sideCut`'s measure, on the reach as drawn), summed.
 */
function sideCuts(scene: Scene, wideView: View, shown: Scene, view: View, ground: number): number {
  const reach = (item: PictureItem) => {
    const extent = 'person' in item || 'animal' in item ? extentOf(item, ground, scene.wardrobe) : undefined;
    return extent ? reachOf(extent, true) : undefined;
  };
  const cut = (item: PictureItem, frame: View) => {
    const span = reach(item);
    return span && 'x' in item ? shareOutsideSides(item.x + span.left, item.x + span.right, frame) : 0;
  };
  return shown.items.reduce((sum, item) => {
    const name = nameOf(item);
    const onDesk = scene.items.find((other) => ('person' in other || 'animal' in other) && nameOf(other) === name);
    if (!onDesk || cut(onDesk, wideView) > SIDE_CUT) return sum;
    const share = cut(item, view);
    return share > SIDE_CUT && share < 1 ? sum + share : sum;
  }, 0);
}

/** How much less of a named thing a phone's frame staged for a side cut may show than the frame cut from the scene. */
const LESS_SHOWN = 0.05;

/** For each named prop, the share of its box (its size square on its base) inside the view. */
function thingsShown(scene: Scene, view: View): Map<string, number> {
  return new Map(
    scene.items.flatMap((item) => {
      if (!('prop' in item) || !item.part) return [];
      const half = item.size / 2;
      const across = Math.max(0, Math.min(item.x + half, view.x + view.width) - Math.max(item.x - half, view.x));
      const up = Math.max(0, Math.min(item.y, view.y + view.height) - Math.max(item.y - item.size, view.y));
      return [[item.part, (across * up) / (item.size * item.size)] as const];
    }),
  );
}

/** Nearer than the nearest of the four by this much, in canvas units, one of a crowd stands in front of them. */
const IN_FRONT = 12;

/**
 * A crowd's others drawn before the shot list's four, so they can step back behind them (`backInTheCrowd`): drawn
 * after one, a person stepping back would come pale over their face. One in a shoulder ride stays in its place.
 */
function behindTheFour(scene: Scene): Scene['items'] {
  const four = scene.faces ?? [];
  const first = scene.items.findIndex((item) => 'person' in item && four.includes(item.person));
  if (first < 0) return scene.items;
  const rides = (item: PictureItem) => 'pose' in item && item.pose === 'ride-shoulders';
  const nearest = Math.max(...scene.items.flatMap((item) => ('person' in item && four.includes(item.person) ? [item.y] : [])));
  // One standing in front of the four stays there, drawn after them.
  const others = scene.items.filter(
    (item, i) =>
      i > first &&
      'person' in item &&
      !four.includes(item.person) &&
      item.y <= nearest + IN_FRONT &&
      !rides(item) &&
      !rides(scene.items[i - 1]!) &&
      !(scene.items[i + 1] && rides(scene.items[i + 1]!)),
  );
  if (others.length === 0) return scene.items;
  const rest = scene.items.filter((item) => !others.includes(item));
  // Spread along the four, in their own order across, each behind the gap between two of them.
  const xs = rest.flatMap((item) => ('person' in item && four.includes(item.person) ? [item.x] : []));
  const [low, high] = [Math.min(...xs), Math.max(...xs)];
  const behind = [...others]
    .sort((a, b) => (a as PersonPlaced).x - (b as PersonPlaced).x)
    .map((item, k) => ({ ...item, x: low + ((high - low) * (k + 1)) / (others.length + 1) }));
  return [
    ...rest.slice(0, first),
    ...others.map((item) => behind.find((moved) => (moved as PersonPlaced).person === (item as PersonPlaced).person)!),
    ...rest.slice(first),
  ] as Scene['items'];
}

/** The least share of the height the main person's staged head takes where the phone's frame steps out for a crowd. */
const STAGED_SHARE = 0.21;
const STEP_OUT = 1.04;
/** Short of keeping an animal apart by less than this, across, is not worth stepping out for. */
const APART_SHORT = 4;
const APART_SHARE = 0.15;
const RISE = 0.05;

/**
 * The phone's picture of a close or medium shot: cut from the scene as it stands, unless that narrower frame leaves
 * out someone the desk's frame shows ("Everyone clapped!": the desk shows all seven round the table, the phone kept
 * four), or cuts at its side someone the desk holds whole (`cutAtTheSide`). Then the people and named things in the
 * desk's frame are drawn together for the phone's as a wide shot's are (decision 065): at the shot's own
 * height, a crowd's others beyond the shot list's four a step further back, smaller and paler. The frame steps out
 * from the shot's closeness, as far as the main face stays more than a fifth of its height, until every face is as
 * clear as on the desk; for a side cut alone, only where they all can be.
 */
export function tallShot(scene: Scene, frames: ShotFrames): { scene: Scene; view: View } {
  const ground = groundOf(scene);
  const people = scene.items.filter((item): item is PersonPlaced => 'person' in item).map((person) => headOf(person, ground, scene.wardrobe, true));
  const cut = cutAtTheSide(scene, frames, ground);
  const leftOut = people.some((head) => shows(frames.wide, head) && !shows(frames.tall, head));
  if (cut.length === 0 && !leftOut) return { scene, view: frames.tall };
  const { wide, tall } = frames;
  const main = mainHead(scene, scene.shot!.on, ground);
  // Reckoned on the staged head: on the face as drawn, a little smaller, the stepped-out frame may come to 0.19.
  const widest = Math.min(SCENE_HEIGHT, (2 * main.r) / STAGED_SHARE);
  const names = (shown: Scene) => shown.items.flatMap((item) => ('person' in item ? [item.person] : []));
  const desk = new Map(facesCovered(scene, 'figures and props').map((share, k) => [names(scene)[k]!, share]));
  const staged = (height: number, up: number) =>
    tallComposition(
      {
        ...scene,
        shot: undefined,
        // Cut from the scene as it stands: the items' places for a wide shot's phone picture (`tall`) are not this frame's.
        items: behindTheFour(scene).map((item) => ('tall' in item && item.tall ? { ...item, tall: undefined } : item)) as Scene['items'],
        camera: { x: wide.x + wide.width / 2, y: wide.y + wide.height / 2, zoom: SCENE_WIDTH / wide.width },
        tallCamera: { y: tall.y + tall.height / 2 - up, zoom: SCENE_HEIGHT / height },
      },
      true,
    );
  const excess = (shown: Scene) =>
    facesCovered(shown, 'figures and props').reduce((sum, share, k) => sum + Math.max(0, share - desk.get(names(shown)[k]!)! - FACE_TOLERANCE), 0);
  let best = staged(tall.height, 0);
  let least = excess(best.scene);
  let cuts = sideCuts(scene, frames.wide, best.scene, best.view, ground);
  // Out a step at a time, and higher, as far as the main face stays whole above the frame's foot: a medium shot may
  // cut the bodies lower, and a face covered in the crowd can then step back up the ground (`stackedInDepth`). With
  // every face as clear, out further while the frame's sides cut someone the desk holds whole (the group at a table,
  // its cake kept off the birthday girl, is wider), where that cuts less and shows every named thing as much.
  for (let height = tall.height; (least > 0 || cuts > 0) && height <= widest; height *= STEP_OUT) {
    for (let up = 0; (least > 0 || cuts > 0) && main.y + main.r * 1.25 <= tall.y + tall.height / 2 - up + height / 2; up += height * RISE) {
      const trial = staged(height, up);
      const worse = excess(trial.scene);
      const cut = sideCuts(scene, frames.wide, trial.scene, trial.view, ground);
      const shown = thingsShown(trial.scene, trial.view);
      const kept = [...thingsShown(best.scene, best.view)].every(([part, share]) => (shown.get(part) ?? 0) >= share - LESS_SHOWN);
      if (worse < least || (worse <= least + 1e-9 && cut < cuts - CUT_LESS && kept && (!anyStacked(trial.scene) || anyStacked(best.scene))))
        [best, least, cuts] = [trial, worse, cut];
    }
  }
  // An animal the desk shows clear of the figure beside it (a fox a step from a child's knees) stays apart as well: with
  // every face clear, the frame steps out further for it alone, as far as the main face stays APART_SHARE of the height,
  // no face comes over another and no named thing shows less.
  let short = least === 0 ? apartShortfall(scene, best.scene) : 0;
  const widestApart = Math.min(SCENE_HEIGHT, (2 * main.r) / APART_SHARE);
  for (let height = best.view.height * STEP_OUT; short > APART_SHORT && height <= widestApart; height *= STEP_OUT) {
    const trial = staged(height, tall.y + tall.height / 2 - (best.view.y + best.view.height / 2));
    const apart = apartShortfall(scene, trial.scene);
    const shown = thingsShown(trial.scene, trial.view);
    const kept = [...thingsShown(best.scene, best.view)].every(([part, share]) => (shown.get(part) ?? 0) >= share - LESS_SHOWN);
    if (apart < short - APART_SHORT && excess(trial.scene) === 0 && kept && (!anyStacked(trial.scene) || anyStacked(best.scene)))
      [best, short] = [trial, apart];
  }
  // Drawn together only for someone cut at the side, a crowd whose faces then come over each other (a hug of five) reads
  // worse than a shoulder cut at the edge, and so does a named thing the new frame cuts more (the big tree they sit
  // under): it stays cut from the scene.
  if (leftOut) return best;
  const before = thingsShown(scene, tall);
  const after = thingsShown(best.scene, best.view);
  return least === 0 && [...before].every(([part, share]) => (after.get(part) ?? 0) >= share - LESS_SHOWN) ? best : { scene, view: tall };
}
