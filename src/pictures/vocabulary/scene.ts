import { animalPoses, clothes, expressions, facings, gazes, headTilts, poses } from './figure-vocabulary';
import { shotSizes } from './shot-list';
import { z } from '@/shared/zod';

/**
 * An illustration is described as data and drawn at build time into an SVG file
 * (see scripts/render-illustrations.ts). The canvas is always 800 × 500, so every
 * picture has the same aspect ratio and the page never shifts while it loads.
 */
export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 500;

/** The places the engine draws itself; a book adds its own settings by registering them. */
export const backgroundIds = ['bedroom', 'living-room', 'kitchen', 'garden', 'park', 'classroom', 'forest-path'] as const;
export type BackgroundId = (typeof backgroundIds)[number];
/** One of backgroundIds, or a setting a book registered (src/pictures/register.ts): checked when the pictures are planned. */
const BackgroundIdSchema = z.string().regex(/^[a-z0-9-]+$/);

const id = z.string().regex(/^[a-z0-9-]+$/);
const x = z
  .number()
  .min(-100)
  .max(SCENE_WIDTH + 100);
const y = z
  .number()
  .min(0)
  .max(SCENE_HEIGHT + 100);

/**
 * What a prop looks like: drawn by the engine (src/pictures/props) or registered by a book, `size` wide: at most
 * the picture's width and the 100 it may run past each side, as a river crossing the whole picture does.
 */
const PropLookSchema = z.object({
  prop: id,
  size: z
    .number()
    .min(8)
    .max(SCENE_WIDTH + 200),
  variant: id.optional(),
  /** How many of something it shows: candles on a cake, coins in a jar. */
  count: z.number().int().min(0).max(40).optional(),
  /** Candles, lamps, a tree's lights: on (glowing, lighting what is near) or off. */
  lit: z.boolean().optional(),
  /** With `lit` and `count`: only this many are lit, the rest not yet (the last candle the match is about to light). */
  litCount: z.number().int().min(0).max(40).optional(),
  /** The shot list's name for this thing ('map', 'candles'): drawn as a group naming it, so tests can find it. */
  part: id.optional(),
  /** Words written on it (a sign, a list's heading), drawn as letter outlines by props that carry words. */
  label: z.string().trim().min(1).max(24).optional(),
});
export type PropLook = z.infer<typeof PropLookSchema>;

const point = z.object({ x, y });
/**
 * Where a hand goes, and what it touches there (`on`: the person, animal or named thing at the point, by its id or
 * part): the hand stays on it in both compositions, the phone's drawing the toucher and the touched together.
 */
const reach = point.extend({ on: id.optional() });
/** Where the hands go (see a person's `reachTo`). */
const reachTo = z.object({ near: reach.optional(), far: reach.optional() });
const tallPlace = z.object({ x: x.optional(), y: y.optional(), floorY: y.optional(), scale: z.number().min(0.2).max(3).optional() });

const placed = {
  x,
  /** Where it stands or rests: a figure's feet, a prop's base. */
  y,
  /** On top of the size that depth gives (farther up the ground is smaller). */
  scale: z.number().min(0.2).max(3).optional(),
  /** The floor line under a figure sitting on a bed or standing on a step, for its depth. */
  floorY: y.optional(),
  /**
   * Where it stands in the phone's tall composition instead, before that composition draws the
   * group together: a figure stepped forward so a face is not hidden behind another, a cake moved
   * in front of the child who blows on it.
   */
  tall: tallPlace.optional(),
};

const colour = z.string().regex(/^#[0-9a-f]{6}$/);
/**
 * What a person wears in one book, drawn by the engine over their cast look (face, hair, signature):
 * the garments the book's shot lists name in `wears`, so a test can hold the two to each other.
 * 'apron' is a shopkeeper's everyday kind; anyone else puts an apron on with `clothes: 'apron'`.
 */
const OutfitSchema = z.object({
  kind: z.enum(['dress', 'top-skirt', 'top-trousers', 'top-shorts', 'overalls', 'hanbok-jeogori', 'apron']),
  top: colour,
  bottom: colour,
  shoes: colour,
  sleeves: z.enum(['long', 'short']).optional(),
  /** Drawn on the top (a striped T-shirt, a checked shirt) or on the skirt (a plaid skirt). */
  pattern: z.enum(['stripes', 'checks']).optional(),
  skirtPattern: z.literal('checks').optional(),
  /** Worn open over the top. */
  layer: z.object({ kind: z.enum(['cardigan', 'vest']), colour }).optional(),
  hat: z.object({ kind: z.literal('flat-cap'), colour }).optional(),
  /** Rain boots to mid-shin instead of shoes, in the shoes' colour. */
  boots: z.boolean().optional(),
  /** A backpack's colour: worn in every scene unless a scene takes it off. */
  backpack: colour.optional(),
  /** The apron's colour when `clothes: 'apron'` (white when not given). */
  apron: colour.optional(),
  /** Winter: the coat's colour, and the wool hat's, scarf's and mittens' (from the top when not given). */
  coat: colour.optional(),
  knit: colour.optional(),
});
export type Outfit = z.infer<typeof OutfitSchema>;

const PersonItemSchema = z.object({
  person: id,
  ...placed,
  pose: z.enum(poses),
  facing: z.enum(facings),
  expression: z.enum(expressions),
  /** Borrow another pose's arms: sitting with hands to the face, kneeling while holding. */
  arms: z.enum(poses).optional(),
  /**
   * The other arm (the far one; the picture's left when facing front) does this pose's working arm:
   * one hand holds while the other points, pats or waves.
   */
  otherArm: z.enum(poses).optional(),
  /** The head tipped down or up, apart from the body. */
  head: z.enum(headTilts).optional(),
  /**
   * The head turned apart from the body: a walker looking back over her shoulder (walking 'side-right', the head
   * 'three-quarter-left'), someone turning to whoever speaks. The face, hair and ears are drawn from this side.
   */
  headFacing: z.enum(facings).optional(),
  /** Where the open eyes look ('left' and 'right' are the picture's sides); a head tipped up or down looks that way unless this says otherwise. */
  gaze: z.enum(gazes).optional(),
  /**
   * Where the hands go, as points in the scene, whatever the arms' pose says: a finger on a stone of
   * the map, a palm on a shoulder, a sleeve at a tear. The arm is solved to reach the point (a pointing
   * hand's fingertip, any other hand's palm), a lying figure's too. In the tall composition the
   * points move with the figures; a figure's `tall` can give its own.
   */
  reachTo: reachTo.optional(),
  /**
   * Who this person's arms go round (their `person` ids): one person, or two (the near arm, the picture's right
   * when facing front, round the first, the far arm round the second). Each hugging hand lies on the far side of
   * the one it holds; seen from the side or three-quarters the far arm goes behind them, its hand showing past
   * their back, and the near one over them; turned toward one person, the body leans in from the waist until the
   * heads meet. The arms are the pose's (`hug`, or `otherArm: 'hug'` for one arm), or both hug when the pose has
   * none; a hand's `reachTo` still wins. One animal (its `animal` id) may be hugged too: the far arm behind it, the
   * near one over its neck, both hands on its fur, the body upright.
   */
  hugs: z.union([id, z.tuple([id, id])]).optional(),
  /**
   * Bends toward this person (their `person` id) or point: a grown-up talking to a child, leaning over someone in bed,
   * looking close at a thing. Turned toward it, the upper body leans from the hips, further when seated, kneeling or
   * crouching, and the head tips in; face-on, the body sways toward it and the head tips. Turned away, upright.
   */
  bendsTo: z.union([id, point]).optional(),
  /**
   * Whom or what this person deals with: a person's or animal's id, a thing's `part`, or a point. In each composition
   * the engine turns the head toward where it stands there, then the body: a body facing front turns three-quarters
   * toward it, a turned one keeps how far it is turned, and a body turned away with its head looking back (a shoulder
   * turned on someone, `headFacing`) keeps that, the head still on the target. The eyes and, for a thing well above or
   * below, the head follow it. Someone the words make face the reader names no target.
   */
  turnsTo: z.union([id, point]).optional(),
  /**
   * In the tall composition, its hands may reach their own points too, and it may turn, look or tip its head
   * another way, where the re-staged picture puts what it looks at elsewhere (a child turned to a door that the
   * phone's places set at her side).
   */
  tall: tallPlace
    .extend({ reachTo: reachTo.optional(), facing: z.enum(facings).optional(), gaze: z.enum(gazes).optional(), head: z.enum(headTilts).optional() })
    .optional(),
  /** The working hand holds up this many fingers, counting ("one, two, three…"); five is the whole hand, its thumb apart too. */
  fingers: z.number().int().min(1).max(5).optional(),
  /** The working hand is laid flat on an upright surface (a palm on a wall): its fingers spread and point up, whatever way the forearm comes. */
  handFlat: z.literal(true).optional(),
  /** Put a prop in the hand (or both hands, for poses that hold with two). */
  holding: PropLookSchema.optional(),
  /** A second prop in the far hand (the picture's left when facing front): a stick in one hand, a board in the other. */
  holdingFar: PropLookSchema.optional(),
  /**
   * Pulls a rope (a sled's, a cart's, a kite's string) gripped in the hands: it runs from the closed hands,
   * sagging a little (slack, in a loop, when the holder stands still), to a point on the thing pulled, the scene prop named `part`, given as shares of that
   * prop's size from its base's middle (x toward the picture's right, y up negative), so it stays on the
   * thing in both compositions. `overShoulder`: hauled over the near shoulder, the rope runs from the hands
   * at the chest up over it and back to the thing.
   */
  ropeTo: z.object({ part: id, x: z.number().min(-1).max(1), y: z.number().min(-2).max(0.5), overShoulder: z.boolean().optional() }).optional(),
  /**
   * A flat thing carried under the near arm, pressed to the side (a drawing board, a book); that hand stays free to hold
   * something else. `strap`: it hangs instead at the near hip from a strap over the far shoulder, as a child carries a
   * drawing board, so what holds it shows when that arm is busy.
   */
  tucked: PropLookSchema.extend({ strap: z.literal(true).optional() }).optional(),
  /**
   * An animal in the arms instead of a prop: a cat held to the chest, a puppy carried. It is drawn at the
   * hands like a held prop and named for the shot list like any animal.
   */
  holdingAnimal: z.object({ animal: id, pose: z.enum(animalPoses), facing: z.enum(['left', 'right']), expression: z.enum(expressions) }).optional(),
  /** Something on the head: a paper crown, a party hat. */
  wearing: PropLookSchema.optional(),
  /** Sitting on a chair draws a chair that fits under the person unless this is 'none' (a sofa, a bench). */
  seat: z.enum(['chair', 'none']).optional(),
  /** Coat, wool hat, mittens and boots outdoors in winter; pajamas at night; a raincoat in the rain; an apron to bake. */
  clothes: z.enum(clothes).optional(),
  /** A backpack on or off in this scene, whatever the book's wardrobe says (it gives the colour). */
  backpack: z.boolean().optional(),
  /** Shoes off indoors, as in a Korean home: socks in a tint of the top instead of shoes or boots; 'striped' ones are banded in the top's colour. */
  socks: z.union([z.boolean(), z.literal('striped')]).optional(),
  /** The cap or the winter hat off the head for this scene (taken off to say hello, or indoors in a coat). */
  hatOff: z.boolean().optional(),
  /** Trousers rolled up to the knee for this scene (wading a stream): bare shins below. */
  rolledUp: z.boolean().optional(),
  /**
   * Kneeling, a grown-up sits back toward the heels, thighs forward and shins flat behind. Left out, the engine decides:
   * a grown-up kneeling to someone (`bendsTo`) sits back, and one kneeling to no one does unless in a hug or where the
   * lower head would go further under the head of someone in front (draw-scene's `kneelsSettled`).
   */
  kneelsBack: z.boolean().optional(),
  /** Sitting with a blanket of this colour over the lap: over the thighs and knees and down the shins, the hands on it. */
  lapBlanket: colour.optional(),
  /** Up on the toes, heels lifted: reaching for a high shelf. */
  tiptoe: z.boolean().optional(),
  /** An oven mitt on the near hand, to hold a hot tray. */
  ovenMitt: z.boolean().optional(),
  /** Standing in water to the ankles or the knees: the legs below the water line are hidden, a ripple rings them. */
  wading: z.enum(['ankles', 'knees']).optional(),
});
export type PersonItem = z.infer<typeof PersonItemSchema>;

const AnimalItemSchema = z.object({
  animal: id,
  ...placed,
  pose: z.enum(animalPoses),
  facing: z.enum(['left', 'right']),
  expression: z.enum(expressions),
  /** The head lifted (a dog looking up at a ball, a cake, a face; `up-high`, nearly straight up) or lowered, apart from the body. */
  head: z.enum(headTilts).optional(),
  /** Held up in someone's arms or hugged off the ground: no shadow under its feet, which would hang in the air. */
  lifted: z.literal(true).optional(),
  /**
   * An owl's head turned its own way, level whatever her body does: back over her shoulder (the other side), or
   * `front`, the whole owl square to the reader. Other animals turn their bodies (`facing`).
   */
  headFacing: z.enum(['left', 'right', 'front']).optional(),
  /**
   * Whom or what it deals with (a person's or animal's id, a thing's `part`, a point). In each composition an owl's
   * head turns toward where it stands there (over her shoulder if it is behind her); any other animal turns round to it.
   */
  turnsTo: z.union([id, point]).optional(),
  /**
   * In the tall composition it may face the other way too (a dog sniffing on along the trail, away from a
   * child's finger), or lift its head another way, where the re-staged picture puts what it looks at elsewhere.
   */
  tall: tallPlace.extend({ facing: z.enum(['left', 'right']).optional(), head: z.enum(headTilts).optional() }).optional(),
});

const PropItemSchema = PropLookSchema.extend({
  x,
  y,
  /**
   * Where it rests, and how large it is, in the phone's tall composition instead (see a figure's `tall`); it
   * may lie at another angle there, or in another arrangement of the same things (a variant), where the
   * closer frame has room for them another way.
   */
  tall: z
    .object({
      x: x.optional(),
      y: y.optional(),
      size: z.number().min(8).max(800).optional(),
      rotate: z.number().min(-180).max(180).optional(),
      variant: id.optional(),
    })
    .optional(),
  flip: z.boolean().optional(),
  /** Degrees, about the prop's base: a tipped-over cup, a fallen cake. */
  rotate: z.number().min(-180).max(180).optional(),
});

/** Emoji may stay for small generic things only (a sparkle, a leaf), never for people. */
const iconSize = z.number().min(8).max(80);
const IconItemSchema = z.object({
  icon: id,
  x,
  y,
  size: iconSize,
  /** Where it sits, and how large it is, in the phone's tall composition instead (see a figure's `tall`). */
  tall: z.object({ x: x.optional(), y: y.optional(), size: iconSize.optional() }).optional(),
  flip: z.boolean().optional(),
  part: id.optional(),
});

/**
 * A light that is not a prop: the moon through a window, a campfire's glow. By day, the window the daylight comes in
 * at (draw-scene's `daylightOf`): the figures are lit from its side and its light falls on the floor in front of it.
 */
const LightItemSchema = z.object({ light: z.enum(['warm', 'cool']), x, y, radius: z.number().min(10).max(600) });

const PictureItemSchema = z.union([PersonItemSchema, AnimalItemSchema, PropItemSchema, IconItemSchema, LightItemSchema]);
export type PictureItem = z.infer<typeof PictureItemSchema>;

/**
 * A picture drawn by the picture engine (decision 010): people with bodies, poses and feelings,
 * animals, drawn props, a light layer over the whole picture and a camera for wide, medium and
 * close framing. Items are drawn in the order given, so later ones overlap earlier ones.
 */
export const SceneSchema = z.object({
  background: BackgroundIdSchema,
  /** 'lamp' is a room at night lit by its lamps; light sources glow in every light but day. */
  time: z.enum(['day', 'evening', 'night', 'lamp']),
  /**
   * Where the camera stands: 'low' near the ground, so the horizon drops to a thin band of ground and people and tall
   * things rise over the viewer; 'high', looking down, so the ground fills the picture and the horizon rides high.
   * Eye level when not given. Items are placed on the ground as the angle draws it (`groundOf`).
   */
  angle: z.enum(['low', 'high']).optional(),
  /** Close framing: the point to centre and how far to zoom in (1 = the whole canvas). */
  camera: z.object({ x, y, zoom: z.number().min(1).max(3) }).optional(),
  /**
   * The phone's tall picture framed closer than the wide one: the height to centre on and how far to
   * zoom in, so a scene on the floor is not half empty wall. The figures are still drawn together to fit.
   * With `x` too, the frame stands there and every item stands where the scene places it for the phone (its `tall`
   * place, else its wide one): nothing is drawn together, so a lunge's foot set off a thing before it stays off it.
   * Never below 1: at 1 the frame is already the scene's whole height, and a wider one would show the empty canvas
   * above and below the setting (decision 135).
   */
  tallCamera: z.object({ x: x.optional(), y, zoom: z.number().min(1).max(3) }).optional(),
  /**
   * A close or medium shot: the engine frames both compositions on the main person (`on`) so that face is a
   * fifth of the picture's height or more, and keeps the named company (`with`) in the frame where it fits.
   * It replaces `camera` and `tallCamera`, and the items' `tall` places: a framed shot is cut from the scene as it stands.
   */
  shot: z.object({ size: z.enum(shotSizes).exclude(['wide']), on: id, with: z.array(id).max(24).optional() }).optional(),
  /**
   * Whose faces the picture is about, at most four (the shot list's first). In a crowd of more than four
   * people everyone else is drawn back in the air, paler and cooler, so the eye finds these faces first.
   */
  faces: z.array(id).max(4).optional(),
  /**
   * What falls or hangs over the picture. 'overcast' is a grey day after (or before) a storm: the sky grey-blue and
   * low, every colour cooler and a little darker, the sun dulled and no bright spot anywhere. 'storm' is that light a
   * shade darker with rain driving through it. 'rain' alone greys the picture lightly under its streaks.
   */
  weather: z.enum(['rain', 'snow', 'overcast', 'storm']).optional(),
  items: z.array(PictureItemSchema).min(1).max(24),
  /** The book whose registered people, animals, props and settings the scene names (src/pictures/register.ts). */
  book: id.optional(),
  /** How this book dresses its people (its wardrobe.ts), put on every picture of the book. */
  wardrobe: z.record(id, OutfitSchema).optional(),
});
export type Scene = z.infer<typeof SceneSchema>;
