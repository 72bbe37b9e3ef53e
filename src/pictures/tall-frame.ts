import { SCENE_HEIGHT, SCENE_WIDTH, type PictureItem, type Scene } from '@/pictures/vocabulary/scene';
import { groundTop } from './backgrounds';
import { depthScale } from './draw-scene';
import { animalLook } from './figures/animals';
import { personLook, standingHeight } from './figures';
import { isLandmarkProp } from './props';

/** The phone's composition: 4:5, the same height as the wide 16:10 picture and half its width. */
export const TALL_WIDTH = 400;
export const TALL_HEIGHT = 500;

/** The part of the canvas a picture shows, in canvas units. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Space kept between the outermost figure and the frame's edge, in view units at zoom 1. */
const MARGIN = 14;
/** Closer than this and figures would stand inside one another. */
const MIN_SQUEEZE = 0.4;

/**
 * About how tall an item stands above its base, at its depth: a person's standing height, an animal's size.
 * A prop is taken as tall as it is wide up to WIDE_PROP: wider than that it is a strip along the ground (a
 * river, a rug, a table top), whose height is not its width.
 */
export function standingTall(item: PictureItem, ground: number): number {
  if ('person' in item) {
    const look = personLook(item.person);
    return (look ? standingHeight[look.age] * look.height : 300) * depthScale(ground, item.floorY ?? item.y) * (item.scale ?? 1);
  }
  if ('animal' in item) return (animalLook(item.animal)?.size ?? 60) * depthScale(ground, item.floorY ?? item.y) * (item.scale ?? 1);
  if ('prop' in item || 'icon' in item) return Math.min(item.size, WIDE_PROP);
  return 0;
}

const WIDE_PROP = 160;

/** About half the width an item takes up, so the re-staged frame keeps it whole. */
export function halfWidth(item: PictureItem, ground: number): number {
  if ('person' in item) return standingTall(item, ground) * (item.pose === 'lie' || item.pose === 'sleep' ? 0.55 : 0.27);
  if ('animal' in item) return standingTall(item, ground) * 0.75;
  if ('prop' in item || 'icon' in item) return item.size / 2;
  return 0;
}

/**
 * What the frame must keep whole: people, animals and the things the shot list names; the rest is scenery
 * that moves with them, and so is a named part of the place (a river, a porch), which may run past the edges.
 */
const framesTheShot = (item: PictureItem) =>
  'person' in item ||
  'animal' in item ||
  ('icon' in item && item.part !== undefined) ||
  ('prop' in item && item.part !== undefined && !isLandmarkProp(item.prop));

/** An item where its scene places it for the phone (its `tall` place), before the frame draws the group together. */
function restagedForPhone(item: PictureItem): PictureItem {
  if (!('tall' in item) || !item.tall) return item;
  const { tall, ...rest } = item;
  return { ...rest, ...tall } as PictureItem;
}

/** The wide picture's view: the whole canvas, or the camera's close framing kept inside it. */
export function wideView(scene: Scene): View {
  const zoom = scene.camera?.zoom ?? 1;
  const width = SCENE_WIDTH / zoom;
  const height = SCENE_HEIGHT / zoom;
  const cx = scene.camera ? clamp(scene.camera.x, width / 2, SCENE_WIDTH - width / 2) : SCENE_WIDTH / 2;
  const cy = scene.camera ? clamp(scene.camera.y, height / 2, SCENE_HEIGHT - height / 2) : SCENE_HEIGHT / 2;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The closest the phone's frame comes of itself: nearer, and a group spread across the wide picture is squeezed too hard. */
const MAX_GROUND_ZOOM = 1.3;

/**
 * A wide scene's people stand in the lower part of the canvas, so the phone's frame, as tall as the canvas,
 * was often half empty sky or wall above them. Where everything the shot needs stands low, the frame comes
 * down to the ground and closer, up to MAX_GROUND_ZOOM, keeping a margin above the highest head or thing,
 * and only as close as the group stands without being drawn together harder: closer figures overlap.
 */
function closerToTheGround(staged: readonly PictureItem[], ground: number, squeezeAt: (zoom: number) => number): number | undefined {
  if (staged.length === 0) return undefined;
  const top = Math.min(...staged.map((item) => ('y' in item ? item.y - standingTall(item, ground) : 0)));
  const needed = SCENE_HEIGHT - top + MARGIN * 3;
  // No closer than the group stands without being drawn together any harder than at zoom 1.
  const allowed = Math.max(MIN_SQUEEZE, squeezeAt(1));
  let zoom = clamp(SCENE_HEIGHT / needed, 1, MAX_GROUND_ZOOM);
  while (zoom > 1 && squeezeAt(zoom) < allowed) zoom -= ZOOM_STEP;
  return zoom >= MIN_GROUND_ZOOM ? zoom : undefined;
}

/** Closer by less than this is not worth moving the picture for. */
const MIN_GROUND_ZOOM = 1.1;
const ZOOM_STEP = 0.02;

/**
 * The tall composition of a scene for phones, re-staged rather than cut from the wide one: the
 * figures and things in the wide view are drawn closer together about their middle, just enough
 * to stand whole inside a frame half as wide, and the frame is centred on them. Sizes stay the
 * same, so on a phone everything is drawn twice as large as in the wide picture shrunk to fit.
 */
export function tallComposition(given: Scene): { scene: Scene; view: View } {
  const scene = { ...given, items: given.items.map(restagedForPhone) as Scene['items'] };
  const ground = groundTop(scene.background);
  const wide = wideView(scene);
  const inView = scene.items.map(
    (item) => 'x' in item && item.x + halfWidth(item, ground) > wide.x && item.x - halfWidth(item, ground) < wide.x + wide.width && !('light' in item),
  );
  const staged = scene.items.filter((item, i) => inView[i] && framesTheShot(item));
  const left = Math.min(...staged.map((item) => item.x - halfWidth(item, ground)));
  const right = Math.max(...staged.map((item) => item.x + halfWidth(item, ground)));
  const middle = (left + right) / 2;
  const roomAt = (zoom: number) => TALL_WIDTH / zoom / 2 - MARGIN / zoom;
  /** How far the group must be drawn together to stand inside a frame this close. */
  const squeezeAt = (zoom: number) =>
    Math.min(1, ...staged.filter((item) => Math.abs(item.x - middle) > 1).map((item) => (roomAt(zoom) - halfWidth(item, ground)) / Math.abs(item.x - middle)));
  const closer = scene.tallCamera || scene.camera ? undefined : closerToTheGround(staged, ground, squeezeAt);
  const zoom = scene.tallCamera?.zoom ?? closer ?? SCENE_WIDTH / wide.width;
  const width = TALL_WIDTH / zoom;
  const height = TALL_HEIGHT / zoom;
  if (staged.length === 0) return { scene, view: { x: wide.x + (wide.width - width) / 2, y: wide.y, width, height } };

  const room = roomAt(zoom);
  const squeeze = Math.max(MIN_SQUEEZE, squeezeAt(zoom));
  const centre = clamp(middle, width / 2, SCENE_WIDTH - width / 2);
  // Where the frame is held inside the canvas off the group's middle, the group slides only as far as it must.
  const squeezed = staged.map((item) => ({ x: middle + (item.x - middle) * squeeze, half: halfWidth(item, ground) }));
  const groupLeft = Math.min(...squeezed.map((item) => item.x - item.half));
  const groupRight = Math.max(...squeezed.map((item) => item.x + item.half));
  const low = centre - room - groupLeft;
  const high = centre + room - groupRight;
  const shift = low <= high ? clamp(0, low, high) : centre - (groupLeft + groupRight) / 2;
  const along = (x: number) => middle + shift + (x - middle) * squeeze;
  // Where a hand reaches moves with the figures, so a finger stays on the thing it touches.
  const reach = (item: PictureItem) =>
    'person' in item && item.reachTo
      ? {
          reachTo: {
            near: item.reachTo.near && { ...item.reachTo.near, x: along(item.reachTo.near.x) },
            far: item.reachTo.far && { ...item.reachTo.far, x: along(item.reachTo.far.x) },
          },
        }
      : {};
  const items = scene.items.map((item, i) => (inView[i] || 'light' in item ? { ...item, x: along(item.x), ...reach(item) } : item));
  return {
    scene: { ...scene, items: items as Scene['items'] },
    view: {
      x: centre - width / 2,
      y: scene.tallCamera
        ? clamp(scene.tallCamera.y - height / 2, 0, SCENE_HEIGHT - height)
        : closer
          ? SCENE_HEIGHT - height
          : wide.y + (wide.height - height) / 2,
      width,
      height,
    },
  };
}
