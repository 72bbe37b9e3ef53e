import { channels, circle, ellipse, hexOf, n, pt, shadeOf } from './svg';
import type { AgeGroup, Expression, FaceLook, PersonLook } from './types';
import type { Gaze } from '@/pictures/vocabulary/figure-vocabulary';

const ink = '#3d2630';

type Eyes = 'dot' | 'down' | 'low' | 'happy' | 'closed' | 'wide' | 'beam' | 'squeeze' | 'half' | 'peek' | 'look-up' | 'wet' | 'set' | 'wink';
type Brows = 'none' | 'neutral' | 'raised' | 'sad' | 'cross' | 'thinking' | 'determined';
type Mouth =
  | 'small-smile'
  | 'smile'
  | 'grin'
  | 'laugh'
  | 'o'
  | 'yawn'
  | 'frown'
  | 'wobbly'
  | 'wail'
  | 'flat'
  | 'proud'
  | 'puff'
  | 'side'
  | 'secret'
  | 'sing'
  | 'call'
  | 'set'
  | 'gritted';
type Extra = 'blush' | 'tears' | 'joy-tears' | 'sweat' | 'cheeks' | 'puffed' | 'flushed';

/** A feeling is eyes, brows and mouth together, plus what runs down the face (docs/pictures.md). */
const faces: Record<Expression, { eyes: Eyes; brows: Brows; mouth: Mouth; extras: Extra[]; shut?: Eyes; lift?: number }> = {
  neutral: { eyes: 'dot', brows: 'neutral', mouth: 'small-smile', extras: [] },
  // An open smile: a closed line of a smile vanished at phone size.
  happy: { eyes: 'dot', brows: 'neutral', mouth: 'smile', extras: ['blush'] },
  laughing: { eyes: 'happy', brows: 'raised', mouth: 'laugh', extras: ['blush'] },
  // Down-turned and wobbling, the eyes wet: sad reads as sad, not cross.
  sad: { eyes: 'wet', brows: 'sad', mouth: 'frown', extras: [] },
  crying: { eyes: 'squeeze', brows: 'sad', mouth: 'wail', extras: ['tears', 'blush'] },
  surprised: { eyes: 'wide', brows: 'raised', mouth: 'o', extras: [] },
  worried: { eyes: 'dot', brows: 'sad', mouth: 'wobbly', extras: ['sweat'] },
  scared: { eyes: 'wide', brows: 'sad', mouth: 'wail', extras: ['sweat'] },
  cross: { eyes: 'dot', brows: 'cross', mouth: 'frown', extras: ['cheeks'] },
  // Cross and laughing at once (a burnt batch, a brother's joke): frowning brows over a grin.
  'cross-laughing': { eyes: 'dot', brows: 'cross', mouth: 'grin', extras: ['cheeks'] },
  sleepy: { eyes: 'half', brows: 'neutral', mouth: 'flat', extras: [] },
  asleep: { eyes: 'closed', brows: 'none', mouth: 'small-smile', extras: ['blush'] },
  thinking: { eyes: 'look-up', brows: 'thinking', mouth: 'side', extras: [] },
  // Pleased with oneself: eyes open and a little up, brows raised, a broad closed smile with its corners tucked in.
  // Drawn as the laugh's shut eyes over a grin, proud read as one more laugh (decision 084).
  proud: { eyes: 'dot', brows: 'raised', mouth: 'proud', extras: ['blush'], lift: -0.7 },
  // Eyes shut tight while the cheeks puff: how a child blows out candles.
  blowing: { eyes: 'closed', brows: 'raised', mouth: 'puff', extras: ['puffed'] },
  // One eye open, the other shut under a lowered brow: the picture's right eye, so a wink reads the same way in every book.
  wink: { eyes: 'dot', brows: 'raised', mouth: 'grin', extras: ['blush'], shut: 'wink' },
  // A big sleepy yawn: eyes shut, mouth wide open in a tall oval.
  yawn: { eyes: 'closed', brows: 'raised', mouth: 'yawn', extras: ['blush'] },
  // Crying for joy: smiling eyes and an open smile, a bright drop at the corner of each eye (a reunion, relief).
  'happy-tears': { eyes: 'happy', brows: 'raised', mouth: 'smile', extras: ['joy-tears', 'blush'] },
  // Blowing hard until red all over (a balloon, a trumpet): eyes screwed shut, cheeks puffed, the face flushed.
  'puffing-red': { eyes: 'squeeze', brows: 'raised', mouth: 'puff', extras: ['puffed', 'flushed'] },
  // Giggling with a mouth stuffed full: eyes open on whoever the giggle is at, lifted by the smile under them, cheeks
  // round, a pink blush (the red of puffing-red would read as a mark across the face). Screwed shut, a boy who "looked
  // at his sister and giggled" looked at no one (blind critic r83); a plain open eye read as a blank face (r93).
  'mouth-full': { eyes: 'beam', brows: 'raised', mouth: 'puff', extras: ['puffed', 'blush'] },
  // Eyes screwed shut and smiling: making a wish, hoping hard.
  wishing: { eyes: 'closed', brows: 'raised', mouth: 'small-smile', extras: ['blush'] },
  // "Ah-choo!": eyes screwed shut, brows up, the mouth wide open.
  sneeze: { eyes: 'squeeze', brows: 'raised', mouth: 'yawn', extras: ['blush'] },
  // Red all over from puffing or blushing hard ("red as a tomato"), grinning, a drop of sweat.
  'red-faced': { eyes: 'happy', brows: 'raised', mouth: 'grin', extras: ['flushed', 'sweat'] },
  // Singing: eyes open on whoever is sung to, brows up and a round open mouth, the tongue showing. With the laugh's shut
  // eyes, a family singing round a cake was a row of closed eyes looking at no one (blind critics r69, r70).
  singing: { eyes: 'dot', brows: 'raised', mouth: 'sing', extras: ['blush'] },
  // Calling out to someone: eyes open, brows up, the mouth wide open.
  calling: { eyes: 'dot', brows: 'raised', mouth: 'call', extras: [] },
  // About to cry: brows up in the middle, wet eyes, the mouth wobbling.
  teary: { eyes: 'wet', brows: 'sad', mouth: 'wobbly', extras: [] },
  // She has made up her mind: brows down and in (not the cross V), eyes narrowed under a level lid, the mouth pressed
  // into a firm line and the chin pushed up under it.
  determined: { eyes: 'set', brows: 'determined', mouth: 'set', extras: [] },
  // Up to something, a secret kept (a present left at midnight): the eyes open under lids lowered a little, one brow
  // up, a smile held in and lifted at one corner. Half-shut eyes over a flat smile pulled to one side read as a smug
  // smirk, mockery, so no feeling has them under a smile (decision 084).
  sly: { eyes: 'peek', brows: 'thinking', mouth: 'secret', extras: ['blush'] },
  // Not sure ("that's all your coins?"): eyes open on the one asked, one brow up, the mouth pressed flat.
  doubtful: { eyes: 'dot', brows: 'thinking', mouth: 'flat', extras: [] },
  // Wonder and joy, not a fright: eyes open and shining with the lower lids lifted by the smile (`beam`), brows high
  // and an open smile. Round white eyes over it (`wide`, a startled look's) read as shock (blind critics, round 31).
  amazed: { eyes: 'beam', brows: 'raised', mouth: 'smile', extras: ['blush'] },
  // Pushing or lunging with all one's might: eyes squeezed shut under brows pulled down and in, the teeth gritted and
  // showing, a drop of sweat. Puffing-red's puffed cheeks read as blowing (pyeongchang c4-p3's lunge with a stick). The
  // teeth clenched behind lips pulled down at the corners: a grin's smile read as a mild smile at the climax (blind critic r50).
  straining: { eyes: 'squeeze', brows: 'cross', mouth: 'gritted', extras: ['cheeks', 'sweat'] },
};

/**
 * How wide a mouth is against the usual, by the face's shape unless the character sheet says `small` or `wide`
 * (decision 133): a square or long face's broad mouth, a heart or oval face's small one. Every mouth one width, a
 * family singing round a cake sang with one mouth. A beard's opening keeps the usual.
 */
const MOUTH_WIDTH: Record<FaceLook['shape'] | NonNullable<FaceLook['mouth']>, number> = {
  square: 1.2,
  long: 1.12,
  round: 1,
  oval: 0.88,
  heart: 0.9,
  small: 0.72,
  wide: 1.35,
};

/** Mouths drawn as a line, under which a grown-up's lower lip shows. */
const CLOSED_MOUTHS = new Set<Mouth>(['small-smile', 'flat', 'frown', 'wobbly', 'side', 'secret', 'set', 'proud']);

/** The inside of an open mouth and its tongue. */
const MOUTH_INSIDE = '#5a1f2b';
const TONGUE = '#f2727f';
const PURSED_LIPS = '#d9675f';
/** Tears, light blue with a white glint so they read on any skin. */
const TEAR = '#6ec3f4';

export interface FaceFrame {
  /** Head centre and radius. */
  cx: number;
  cy: number;
  r: number;
  /** −1 looking left, 1 right, 0 at the viewer. */
  direction: -1 | 0 | 1;
  /** 0 front, 0.55 three-quarter, 1 side. */
  turn: number;
  skin: string;
  /** Where open eyes look: down at a lap or the ground, up at a star, across at someone. */
  gaze?: Gaze;
  /** Whose face: its shape, eyes, nose, brows and lines (a child's round face when not given). */
  features?: FaceLook;
  /**
   * Which side of the face its shade takes: away from the key light (1 the right, for a light on the left; -1 the left,
   * for the sun or a window on the right). The right when not given. `sun`: the sun's clear day, a shade a little deeper.
   */
  shade?: { side: 1 | -1; sun?: boolean };
}

/** A face by age, where a person's look does not say: children round-faced with big eyes and a button nose. */
const FACE_BY_AGE: Record<AgeGroup, FaceLook> = {
  toddler: { shape: 'round', eyes: 'big', nose: 'button', brows: 'fine', ears: 'medium', rosy: true, lines: 'none', grown: false, lashes: false, chubby: true },
  child: { shape: 'round', eyes: 'round', nose: 'button', brows: 'medium', ears: 'medium', rosy: false, lines: 'none', grown: false, lashes: false },
  teen: { shape: 'oval', eyes: 'round', nose: 'button', brows: 'medium', ears: 'medium', rosy: false, lines: 'none', grown: false, lashes: false },
  adult: { shape: 'oval', eyes: 'almond', nose: 'round', brows: 'medium', ears: 'medium', rosy: false, lines: 'laugh', grown: true, lashes: false },
  elder: { shape: 'oval', eyes: 'almond', nose: 'round', brows: 'medium', ears: 'big', rosy: true, lines: 'wrinkles', grown: true, lashes: false },
};

/** Hair a grown woman wears in these books, where a cast does not say whether a face has a lash line. */
const LONG_HAIR = new Set<PersonLook['hair']['style']>(['ponytail', 'pigtails', 'bob', 'long', 'bun', 'perm', 'tied-back']);

/**
 * A person's face: what their look says, the rest from their age. A grown-up with long or tied-up hair and no beard
 * has a lash line, unless the cast says otherwise: the cast names no sex, and a picture book tells a mother from a
 * father by the eyes as much as by the hair.
 */
export function faceOf(look: Pick<PersonLook, 'age' | 'face'> & Partial<Pick<PersonLook, 'hair' | 'signature'>>): FaceLook {
  const base = FACE_BY_AGE[look.age];
  const lashes = base.grown && look.hair !== undefined && LONG_HAIR.has(look.hair.style) && look.signature !== 'beard';
  const worn = look.signature === 'glasses' ? { glasses: true } : look.signature === 'beard' ? { beard: true } : {};
  const ears = look.hair !== undefined && OVER_EARS.has(look.hair.style) ? { earsCovered: true } : {};
  const brows = look.hair !== undefined ? { browColour: browColourOf(look.hair.colour) } : {};
  return { ...base, lashes, ...worn, ...ears, ...brows, ...look.face };
}

/**
 * Brows in the hair's own colour, deepened toward the ink by `BROW_INK` (decision 133): in one ink for everyone, a
 * white-haired grandfather's brows were a younger father's, and at phone size the brows are most of what a face
 * shows over its eyes.
 */
const BROW_INK = 0.45;
const browColourOf = (hair: string) => hexOf(channels(hair).map((c, i) => c * (1 - BROW_INK) + channels(ink)[i]! * BROW_INK));

/** Hair that hangs over the ears: a turned head shows no ear under it (`turnedEar`). */
const OVER_EARS = new Set<PersonLook['hair']['style']>(['bob', 'long', 'bowl', 'perm']);

const DEFAULT_FACE = FACE_BY_AGE.child;

/**
 * The head's outline by face shape, crown and jaw together, so a long face is taller and narrower, a square one broad
 * with a lower, flatter crown and a flat jaw, a heart one wide at the temples over a pointed chin (shares of r):
 * `top` the half-width at the eyes and of the crown, `crown` how far the crown rises above the centre, `chin` how far
 * below it the chin comes, `cheek` how far down the sides stay full, `jaw` how wide the chin is and `drop` how much
 * lower the nose and mouth sit on a longer face. Within about ±5% of one another, at phone size a mother, a grandmother
 * and two girls read as one head with four haircuts; and at about ±10% four critics in a row still saw "one
 * egg head for everyone" at 30 px: the shapes differ in silhouette now, the long face nearly a third narrower and a
 * quarter taller than the round one, the square an eighth broader under a low crown to a flat chin, the oval narrow to
 * a small point (a grandfather's head 1.74 times as tall as wide, a father's 0.8, decision 101). The heart's chin is small
 * but round: narrowing to a point (jaw 0.05), a girl's face seen front-on read as a diamond (blind critic r68). The hair
 * follows the crown (`crownOf`).
 */
const HEAD_SHAPES: Record<FaceLook['shape'], { top: number; crown: number; chin: number; cheek: number; jaw: number; drop: number }> = {
  round: { top: 1.06, crown: 1.1, chin: 0.94, cheek: 0.6, jaw: 0.68, drop: -0.02 },
  oval: { top: 0.82, crown: 1.05, chin: 1.22, cheek: 0.44, jaw: 0.16, drop: 0.06 },
  long: { top: 0.72, crown: 1.12, chin: 1.46, cheek: 1.08, jaw: 0.8, drop: 0.2 },
  square: { top: 1.26, crown: 0.84, chin: 1.0, cheek: 1.04, jaw: 1.1, drop: 0 },
  heart: { top: 1.12, crown: 1.04, chin: 1.16, cheek: 0.5, jaw: 0.24, drop: 0.06 },
};

/**
 * A grown-up's face runs on below a child's: the sides stay full further down to a jaw and the chin comes a little
 * lower (shares of r added to the face shape's own). At phone size a parent and child under the same round crown read
 * as one head with two haircuts. The chin goes no lower: at 0.07, in a crowded panel more of a parent's face went
 * under another grown-up's arm than the shot-list check allows. The sides stay full only a little further: at 0.14,
 * with a square face's full cheeks, a father's head read as a block, a mask beside the round children (decision 084).
 */
const GROWN = { chin: 0.04, cheek: 0.06, jaw: 0.06 };
/**
 * A child's cheeks are full: the face's sides swell out below the eyes, so a small child reads round and soft; a
 * toddler's most, the face widest low, chubby (decision 101).
 */
const CHILD_CHEEKS = 1.08;
const TODDLER_CHEEKS = 1.16;
/**
 * A toddler's head (shares of r): the round face's before decision 111, its high forehead a bigger child's. Wider
 * cheeks (1.26) or this crown higher brought more of a toddler's face under a sister's head in a hug (decision 111).
 */
const TODDLER_HEAD = { crown: 1, chin: 0.98, cheek: 0.58, jaw: 0.62 };
/**
 * A grandparent's round face is full and wide (`ELDER_ROUND_WIDER` across the crown and eyes) and fullest low, soft
 * jowls either side of the chin (decision 101): at a child's round, a grandmother read as the granddaughter beside her.
 */
const ELDER_JOWLS = 1.16;
const ELDER_ROUND_WIDER = 1.1;

/** The head's measures for a face: its shape's, made longer and jawed for a grown-up. */
function shapeOf(features: FaceLook) {
  const shape = HEAD_SHAPES[features.shape];
  // A heart face narrows from its wide temples to its small chin: full cheeks under it made it round again.
  // A toddler's head is wide for its height, the cheeks out low under a crown no higher than the round face's was.
  if (features.chubby) return { ...shape, ...TODDLER_HEAD, swell: TODDLER_CHEEKS };
  if (!features.grown) return { ...shape, swell: features.shape === 'heart' ? 1 : CHILD_CHEEKS };
  // A grandparent's jaw is softer: rounder and fuller at the chin, not a younger grown-up's firm line.
  const elder = features.lines === 'wrinkles';
  const soft = elder ? ELDER_JAW : 0;
  const fullest = GROWN_FULLEST[features.shape];
  const cheek = Math.min(shape.cheek, fullest.cheek);
  const jaw = Math.min(shape.jaw, fullest.jaw);
  const jowls = elder && features.shape === 'round';
  const top = shape.top * (jowls ? ELDER_ROUND_WIDER : 1);
  return { ...shape, top, chin: shape.chin + GROWN.chin, cheek: cheek + GROWN.cheek + soft, jaw: jaw + GROWN.jaw + soft, swell: jowls ? ELDER_JOWLS : 1 };
}

/**
 * However square a grown-up's face, its sides round into the jaw from this far down and the chin is at most this wide
 * (shares of r): full to a jaw as wide as the head, a father's head read as a block, a mask beside the round children
 * (decision 084). A square face stays broad at the cheekbones and curves in to a rounded chin: full to a chin as wide
 * as the head (0.88, 1.02) it was still a box at phone size (decision 149). A long face's sides run straight down nearly
 * to its chin: under one limit for every grown-up, a father's square face and a grandfather's long one read at phone
 * size as the oval and round ones beside them, one egg head for the family (decision 101). A child's square face keeps
 * its box, which tells a classmate from a round-faced friend.
 */
const GROWN_FULLEST: Record<FaceLook['shape'], { cheek: number; jaw: number }> = {
  round: { cheek: 0.66, jaw: 0.66 },
  oval: { cheek: 0.6, jaw: 0.66 },
  heart: { cheek: 0.6, jaw: 0.66 },
  long: { cheek: 0.96, jaw: 0.86 },
  square: { cheek: 0.7, jaw: 0.62 },
};

/** How much fuller a grandparent's jaw is than a younger grown-up's, a share of r. */
const ELDER_JAW = 0.07;

/**
 * The crown's stretch against the head the hair, hats and headscarves are drawn for (1.04 r across and r up, the round
 * face's before decision 101): across and up, about the head's centre. The figure draws them stretched by as much, so
 * they fit every head.
 */
const HAIR_HEAD = { top: 1.04, crown: 1 };
export function crownOf(features: FaceLook): { x: number; y: number } {
  const shape = shapeOf(features);
  return { x: shape.top / HAIR_HEAD.top, y: shape.crown / HAIR_HEAD.crown };
}

/**
 * Where a turned head's ear sits, as shares of r from the head's centre (x toward the back of the head, y down) and its
 * size: three-quarters near the back contour, in profile just behind the middle. draw-person's ear behind the head
 * is hidden there; the face draws this one on the skin, and a grown-up's short hair stops round it (hair.ts).
 */
export function sideEar(features: FaceLook, turn: number): { x: number; y: number; size: number } {
  const rx = shapeOf(features).top;
  const x = turn >= 1 ? Math.min(0.16, rx * 0.16) : rx * SIDE_EAR_BACK;
  if (!features.grown) return { x: turn >= 1 ? x : rx * CHILD_SIDE_EAR.back, y: CHILD_SIDE_EAR.y, size: EAR_SIZE[features.ears] * CHILD_SIDE_EAR.size };
  return { x, y: 0.16, size: EAR_SIZE[features.ears] };
}
/**
 * A child's turned ear (decision 125): smaller against the big head, from the eyes' line to the nose's base (its
 * centre this far below the head's centre, shares of r) and three-quarters a little forward of a grown-up's, in front
 * of the hair's edge (`back`, of the half-width). A grown-up's ear's size reached above the eyes on a child's
 * head; under a ponytail's or pigtails' cap, which covers its top, what showed sat low at the back of the cheek and
 * read as an enlarged ear (birthday, korean, pyeongchang).
 */
const CHILD_SIDE_EAR = { size: 0.75, y: 0.21, back: 0.6 };
/** A three-quarter ear's place back from the centre, a share of the head's half-width. */
const SIDE_EAR_BACK = 0.7;

/** How much lower a grown-up's nose and mouth sit on the longer face, and a long face's lower still, a share of r. */
export const featuresDrop = (features: FaceLook) => (features.grown ? 0.05 : 0) + HEAD_SHAPES[features.shape].drop;

/**
 * Where the eyes sit, below the head's centre: a grown-up's lower than a child's, under a taller brow, so the face
 * reads as a grown-up's and not a child's with a longer chin.
 */
export const eyeLine = (frame: FaceFrame) => frame.cy + frame.r * (0.12 + ((frame.features ?? DEFAULT_FACE).grown ? GROWN_EYES_LOWER : 0));
const GROWN_EYES_LOWER = 0.04;

/** Half the distance between the eyes, a share of r: closer on a narrow face, further apart on a broad one (glasses too). */
const eyeSpacing = (features: FaceLook | undefined) => {
  const face = features ?? DEFAULT_FACE;
  return 0.36 * (0.4 + 0.6 * HEAD_SHAPES[face.shape].top) * (face.eyesSet ? EYES_SET[face.eyesSet] : 1);
};
/**
 * A character sheet's close-set or wide-set eyes against the head's own spacing, 13% closer or wider, enough
 * to tell two round faces of one family apart (decision 130).
 */
const EYES_SET = { close: 0.87, wide: 1.13 } as const;

/**
 * The deepest a child's chin comes below the head's centre in profile, in r: `chinDepth`. A tenth above a round face's
 * front chin, as the jaw tucks back seen from the side: at the round face's own depth, a girl's profile still read as
 * long-jawed and older than her front face (blind critic r96).
 */
const CHILD_PROFILE_CHIN = 0.86;

/**
 * How far below the head's centre the chin comes, a share of r, the head turned `turn` (0 face-on, 1 in profile): where
 * the outline draws it, and where the jaw's shadow falls on the neck.
 */
export const chinDepth = (features: FaceLook, turn = 0) => {
  const { chin } = shapeOf(features);
  // A child's chin shortens as the head turns, to `CHILD_PROFILE_CHIN` in profile: seen from the side, a girl's pointed
  // chin ran on into a long jaw and she read as a teenager beside her own round front face (blind critics r93, r94:
  // "two faces for the heroine").
  return features.grown ? chin : chin - Math.max(0, chin - CHILD_PROFILE_CHIN) * turn;
};

/** Half the head's width at the eyes, a share of r: where the ears sit. */
export const headHalfWidth = (features: FaceLook) => shapeOf(features).top;

/** The head's outline as a path's `d`: the crown's half-ellipse, then each cheek and the jaw down to the chin, which turns with the face. */
export function headOutline(frame: FaceFrame): string {
  const { cx, cy, r } = frame;
  const { shape, rx, full, chinX, chinY, jaw } = headGeometry(frame);
  if (frame.turn >= 1 && frame.direction !== 0) return profileOutline(frame);
  if (threeQuarter(frame)) {
    // Over the crown from the near side to the far temple, down the far side's contour to the chin and up the near
    // cheek (decision 116).
    const d = frame.direction;
    return (
      `M${pt(cx - d * rx, cy)}A${pt(rx, r * shape.crown)} 0 0 ${d === 1 ? 1 : 0} ${pt(cx + d * rx, cy)}${farContour(frame)}` +
      `C${pt(chinX - d * jaw(-d as 1 | -1), chinY)} ${pt(cx - d * full, cy + r * shape.cheek)} ${pt(cx - d * rx, cy)}Z`
    );
  }
  return (
    `M${pt(cx - rx, cy)}A${pt(rx, r * shape.crown)} 0 0 1 ${pt(cx + rx, cy)}` +
    `C${pt(cx + full, cy + r * shape.cheek)} ${pt(chinX + jaw(1), chinY)} ${pt(chinX, chinY)}` +
    `C${pt(chinX - jaw(-1), chinY)} ${pt(cx - full, cy + r * shape.cheek)} ${pt(cx - rx, cy)}Z`
  );
}

/** A face turned part way (three-quarters): neither facing us nor in profile. */
const threeQuarter = (frame: FaceFrame) => frame.direction !== 0 && frame.turn > 0 && frame.turn < 1;

/**
 * A three-quarter head's far side (decision 116), as shares: the contour comes in this far at the far eye's socket
 * (of the half-width at the eyes) and stands out this far over the cheekbone below it (of the old cheek's reach), so
 * the far eye sits in the contour's hollow with the cheek's line passing by it. A front outline slid sideways, the
 * turned head read as a face looking at us with its features shifted.
 */
const FAR_SIDE = { socket: 0.06, cheek: 0.02, cheekDown: 0.3 };

/** Where a three-quarter head's far contour comes in at the eye's socket: the far eye tucks inside it. */
function farSocketX(frame: FaceFrame): number {
  return frame.cx + frame.direction * headGeometry(frame).rx * (1 - FAR_SIDE.socket);
}

/**
 * A three-quarter head's far contour as path segments, from its temple (the crown's end) down to the chin, or only to
 * the cheekbone under the far eye (`toCheek`, where the face's shade stops).
 */
function farContour(frame: FaceFrame, toCheek = false): string {
  const { cx, cy, r, direction: d } = frame;
  const { rx, chinX, chinY, jaw } = headGeometry(frame);
  const eyeY = eyeLine(frame);
  // A little under the eye line: a bowed face slides its eyes down the head a tenth of r (draw-person), still in the hollow.
  const socket = { x: farSocketX(frame), y: eyeY + r * 0.05 };
  const cheekY = eyeY + r * FAR_SIDE.cheekDown;
  const cheek = { x: cx + (frontEdgeX(frame, cheekY) - cx) * (1 + FAR_SIDE.cheek), y: cheekY };
  const half = (a: number, b: number) => (b - a) / 2;
  return (
    `C${pt(cx + d * rx, cy + half(cy, socket.y))} ${pt(socket.x, socket.y - half(cy, socket.y))} ${pt(socket.x, socket.y)}` +
    `C${pt(socket.x, socket.y + half(socket.y, cheek.y))} ${pt(cheek.x, cheek.y - half(socket.y, cheek.y))} ${pt(cheek.x, cheek.y)}` +
    (toCheek ? '' : `C${pt(cheek.x, cheek.y + (chinY - cheek.y) * 0.45)} ${pt(chinX + d * jaw(d as 1 | -1), chinY)} ${pt(chinX, chinY)}`)
  );
}

/**
 * How far a profile's nose stands off its face (shares of r, a child's `CHILD_NOSE` times more): the bridge runs out
 * from the eye's socket to this tip and back in under it, in the head's own outline. A long nose no further than a
 * pointed one by much: with a grown-up's quarter more, a father's profile was "a long-nosed mask", nothing like his
 * round face from the front (blind critic r94).
 */
const PROFILE_NOSE_OUT: Record<FaceLook['nose'], number> = { button: 0.12, round: 0.11, broad: 0.12, pointed: 0.14, long: 0.145 };
/**
 * A grown-up's profile nose stands a quarter again as far out as these (a child's, `CHILD_NOSE` times): at these alone,
 * less than a child's, a parent's face in profile was a flat slab with a bump, a mask (blind critic r70); at half
 * again, a long wedge that made a mother and a grandmother look stern (r72).
 */
const GROWN_NOSE = 1.25;
/** How far a profile's lower face slopes back from the brow, per r down: a child's chin sits back under a round brow. */
const PROFILE_SLOPE = { child: 0.14, grown: 0.08 };

/**
 * A profile's front, from the forehead down (decision 111), as points [forward of the head's centre, down from it] in
 * shares of r: the eye's socket under the brow, the nose's bridge out to its tip and in under it, the mouth's line,
 * the lower lip, the chin's front and its underside. A smooth
 * curve from the brow to a chin with a small bump for the nose read at phone size as "a cheek with a nose bump".
 */
function profileFront(features: FaceLook, rx: number, chin: number, jaw: number): [number, number][] {
  const grown = features.grown;
  const drop = featuresDrop(features);
  const eyeY = 0.12 + (grown ? GROWN_EYES_LOWER : 0);
  const noseY = 0.37 + drop;
  const mouthY = 0.55 + drop;
  const out = PROFILE_NOSE_OUT[features.nose] * (grown ? GROWN_NOSE : CHILD_NOSE);
  const slope = grown ? PROFILE_SLOPE.grown : PROFILE_SLOPE.child;
  // The face's front at a height: the forehead's line, sloping back below the brow.
  const at = (y: number, dx: number): [number, number] => [rx + dx - slope * Math.max(0, y - eyeY), y];
  // A heavy jaw (a long or square face's) brings the chin forward and deep; a small one tucks it back.
  const chinOut = PROFILE_CHIN_OUT.least + PROFILE_CHIN_OUT.jaw * Math.min(1, jaw);
  // The brow over the eye's socket, the bridge straight down to the tip, in under it, the lips, a dip under the lower
  // lip and the chin standing forward of it, then its underside (decision 125): one smooth line from brow to chin
  // with a bump for a nose read as an egg. (The upper lip's point is left to the curve: every picture's bytes are counted.)
  return [
    at(eyeY - 0.1, 0.005),
    at(eyeY + 0.04, -0.045),
    at(noseY - 0.02, out - 0.02),
    at(noseY + 0.07, -0.035),
    at(mouthY + 0.01, -0.045),
    at(mouthY + 0.065, -0.02),
    at(mouthY + 0.16, -0.07),
    at(chin - 0.12, chinOut),
    at(chin, chinOut - 0.12 - 0.06 * Math.min(1, jaw)),
  ];
}
/**
 * How far a profile's chin stands forward of the sloping lower face, shares of r: the least (a child's small jaw) and
 * what a full jaw adds. Tucked back under the lip, the chin was the end of one curve from the brow, an egg's tip.
 */
const PROFILE_CHIN_OUT = { least: -0.02, jaw: 0.06 };

/** The profile front's points for a frame, in the picture's units, facing its way. */
function profilePoints(frame: FaceFrame): { x: number; y: number }[] {
  const { cx, cy, r, direction } = frame;
  const { shape } = headGeometry(frame);
  const d = direction === 0 ? 1 : direction;
  const front = profileDepth(frame) / r;
  return [[front, 0] as [number, number], ...profileFront(frame.features ?? DEFAULT_FACE, front, shape.chin, shape.jaw)].map(([x, y]) => ({
    x: cx + d * x * r,
    y: cy + y * r,
  }));
}

/** Cubics through points in one smooth line (Catmull-Rom), from the first, which it leaves straight down (the forehead under the crown). */
function smoothThrough(points: { x: number; y: number }[]): string {
  let path = '';
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    // After the first, each curve's first handle is the last one's mirrored (`S`): Catmull-Rom's are, and it is shorter.
    path += i === 0 ? `C${pt(p1.x, p1.y + (p2.y - p1.y) / 3)} ${pt(c2.x, c2.y)} ${pt(p2.x, p2.y)}` : `S${pt(c2.x, c2.y)} ${pt(p2.x, p2.y)}`;
  }
  return path;
}

/**
 * How far a profile's forehead comes in front of the head's centre: the face's half-width, but no more than
 * `PROFILE_DEPTH` r. A broad face's front half as deep as it is wide pushed a father's nose and chin out of the light
 * round his face (style/face-light.ts) and left his eye far back behind them, a cheek again.
 */
const PROFILE_DEPTH = 1.1;
const profileDepth = (frame: FaceFrame) => Math.min(headGeometry(frame).rx, frame.r * PROFILE_DEPTH);

/** A profile head: the crown's half-ellipse to the forehead, the profile's front down to the chin, under the jaw and up the back. */
function profileOutline(frame: FaceFrame): string {
  const { cx, cy, r, direction } = frame;
  const { shape, rx } = headGeometry(frame);
  const d = direction === 0 ? 1 : direction;
  const points = profilePoints(frame);
  const chin = points[points.length - 1]!;
  const front = profileDepth(frame);
  const sweep = d === 1 ? 1 : 0;
  // The back of the crown the face's width (the hair is drawn for it), its front the profile's depth: one arc between.
  const path = `M${pt(cx - d * rx, cy)}A${pt((rx + front) / 2, r * shape.crown)} 0 0 ${sweep} ${pt(cx + d * front, cy)}${smoothThrough(points)}`;
  // Under the jaw back to its angle below the ear, then up the back of the head: one curve from the chin round to the
  // crown's back drew the egg again.
  const angle = profileJawAngle(frame);
  return `${path}Q${pt(cx + d * r * 0.12, chin.y + r * 0.02)} ${pt(angle.x, angle.y)}C${pt(cx - d * rx * 0.6, angle.y)} ${pt(cx - d * rx, cy + r * 0.4)} ${pt(cx - d * rx, cy)}Z`;
}

/**
 * A profile head's outline for the figure's heavy outside line (draw-person's `silhouette`, decision 145): the crown
 * and the back of the head as drawn, and from the forehead down to the chin a smooth front pulled `inset` (the picture's
 * units, the heavy line's reach) behind the face's most-back front point, so the face covers that line and only the
 * head's own finer line draws the nose, lips and chin. Laid along the profile, the heavy line shifted away from the
 * light stood off the nose and chin as a second face in front of the first (korean c2-p1, c9-p1). Undefined unless in
 * profile.
 */
export function profileLineOutline(frame: FaceFrame, inset: number): string | undefined {
  if (frame.turn < 1 || frame.direction === 0) return undefined;
  const { cx, cy, r, direction: d } = frame;
  const { shape, rx } = headGeometry(frame);
  const points = profilePoints(frame);
  const chin = points[points.length - 1]!;
  const front = profileDepth(frame);
  const back = Math.min(...points.map((p) => d * (p.x - cx))) - inset / 2;
  const x = cx + d * Math.max(0, Math.min(front, back));
  const angle = profileJawAngle(frame);
  return (
    `M${pt(cx - d * rx, cy)}A${pt((rx + front) / 2, r * shape.crown)} 0 0 ${d === 1 ? 1 : 0} ${pt(cx + d * front, cy)}` +
    `C${pt(x, cy + r * 0.3)} ${pt(x, chin.y - r * 0.3)} ${pt(x - (d * inset) / 2, chin.y - inset / 2)}` +
    `Q${pt(cx + d * r * 0.12, chin.y + r * 0.02 - inset)} ${pt(angle.x, angle.y)}C${pt(cx - d * rx * 0.6, angle.y)} ${pt(cx - d * rx, cy + r * 0.4)} ${pt(cx - d * rx, cy)}Z`
  );
}

/**
 * A profile jaw's angle: back from the centre and down (a share of the chin's depth, at least `least`), shares of r. A
 * child's is further back and lower, so the cheek under the eye is round and full: at a grown-up's, a girl's profile
 * ran from her chin up to her ear in one long straight jaw and read as a teenager's (blind critics r95, r96).
 */
const PROFILE_JAW_ANGLE = { grown: { back: 0.2, down: 0.72, least: 0.62 }, child: { back: 0.34, down: 0.8, least: 0.7 } };

/** Where a profile's jaw turns up toward the ear (`PROFILE_JAW_ANGLE`), in the picture's units. */
function profileJawAngle(frame: FaceFrame): { x: number; y: number } {
  const { cx, cy, r, direction } = frame;
  const { shape } = headGeometry(frame);
  const angle = (frame.features ?? DEFAULT_FACE).grown ? PROFILE_JAW_ANGLE.grown : PROFILE_JAW_ANGLE.child;
  return {
    x: cx - (direction === 0 ? 1 : direction) * r * angle.back,
    y: cy + r * Math.max(angle.least, shape.chin * angle.down),
  };
}

/** How much further forward a profile's chin comes than a three-quarter face's would, a share of the radius. */
const PROFILE_CHIN = 0.14;

/** The head outline's measures: half-widths at the eyes and (with full cheeks) below them, the chin and the jaw's handles. */
function headGeometry({ cx, cy, r, direction, turn, features }: FaceFrame) {
  const face = features ?? DEFAULT_FACE;
  const shape = { ...shapeOf(face), chin: chinDepth(face, turn) };
  const rx = r * shape.top;
  // Full cheeks show from the front; in profile the face's front is its own line, nose and chin.
  const full = rx * (1 + (shape.swell - 1) * (1 - turn));
  // Turned, the chin comes forward under the face; in profile most (`PROFILE_CHIN`), so the face's front runs down
  // nearly upright from the brow past the nose and mouth to a chin, not back from the eyes in one curve like a mask's.
  const chinX = cx + direction * r * (turn * 0.28 + turn ** 3 * PROFILE_CHIN);
  const chinY = cy + r * shape.chin;
  // Turned, the far cheek is seen edge-on and the near one full: the jaw's width leans the face's way.
  const jaw = (side: 1 | -1) => r * shape.jaw * (direction === 0 ? 1 : side === direction ? 1.15 : 0.7);
  return { shape, rx, full, chinX, chinY, jaw, cheekY: cy + r * shape.cheek };
}

/**
 * A head's silhouette from the front, as a reader sees it, in shares of its radius: its height from crown to chin,
 * its widest width and its width near the chin (at `JAW_AT` of the way down), measured on the outline drawn.
 */
export function headSilhouette(features: FaceLook): { height: number; width: number; jaw: number } {
  const frame: FaceFrame = { cx: 0, cy: 0, r: 1, direction: 0, turn: 0, skin: '#000000', features };
  const { shape, rx, chinY } = headGeometry(frame);
  const top = -shape.crown;
  const height = chinY - top;
  const widest = Math.max(rx, ...Array.from({ length: 20 }, (_, i) => frontEdgeX(frame, (chinY * i) / 20)));
  return { height, width: widest * 2, jaw: frontEdgeX(frame, top + height * JAW_AT) * 2 };
}
const JAW_AT = 0.85;

/** How the skin deepens away from the light: warm, toward terracotta, never toward grey. */
const WARM_SHADE = [0.8, 0.58, 0.48] as const;

/**
 * The face's shaded side: a crescent of deeper, warm skin inside the outline, from the temple away from the light
 * (the right) down round the cheek and jaw to the chin. The modelling's shade is a cool glaze, and on pale skin in a
 * night or lamp-lit room it read as a grey ghost's face; a painter's shaded skin is a deeper warm tone.
 */
function faceShade(frame: FaceFrame): string {
  const { cx, cy, r, skin } = frame;
  const { shape, rx, full, chinX, chinY, jaw, cheekY } = headGeometry(frame);
  const side = frame.shade?.side ?? 1;
  const x = (dx: number) => cx + side * dx;
  const start = { x: x(rx * 0.77), y: cy - r * shape.crown * 0.64 };
  const colour = hexOf(channels(skin).map((c, i) => c * WARM_SHADE[i]!));
  const opacity = frame.shade?.sun ? SUN_FACE_SHADE : FACE_SHADE;
  // A profile lit from behind its head keeps its face's side plain: along the old cheek's curve the crescent drew a
  // second face inside the profile's own (decision 111), and along the profile it cost more bytes than a picture has.
  if (frame.turn >= 1 && side === frame.direction) return '';
  // On a three-quarter head's far side the shade follows its own contour, in at the socket (decision 116), and stops
  // on the cheekbone under the far eye (decision 137): down the far jaw to the chin it was a dark band round the front
  // of the face, a mother's beard (korean c9-p1). The jaw's shadow lies under the chin, on the neck (draw-person).
  const arc = `M${pt(start.x, start.y)}A${pt(rx, r * shape.crown)} 0 0 ${side === 1 ? 1 : 0} ${pt(x(rx), cy)}`;
  const back = `${pt(x(rx * 0.66), cy + r * 0.1)} ${pt(start.x, start.y)}Z" fill="${colour}" opacity="${opacity}"/>`;
  if (threeQuarter(frame) && side === frame.direction) {
    const cheekY = eyeLine(frame) + r * FAR_SIDE.cheekDown;
    return `<path d="${arc}${farContour(frame, true)}C${pt(cx + side * rx * 0.5, cheekY + r * 0.05)} ${back}`;
  }
  // The cheek's curve from the temple round the jaw to the chin.
  const curve: Point[] = [
    [x(rx), cy],
    [x(full), cheekY],
    [chinX + side * jaw(side), chinY],
    [chinX, chinY],
  ];
  // The shade stops at the jaw's angle: carried on along the jaw to the chin, it was a dark band from ear to chin that
  // read as a beard on a mother, on a turned head (christmas c7-p1; decision 134) and face-on (korean c5-p1; 137).
  const [p1, p2, end] = splitCubic(curve, frame.direction === 0 || side === frame.direction ? JAW_SHADE_FRONT : JAW_SHADE_TO);
  return `<path d="${arc}C${pt(p1[0], p1[1])} ${pt(p2[0], p2[1])} ${pt(end[0], end[1])}C${pt(end[0] - side * r * 0.2, end[1] - r * 0.1)} ${back}`;
}
/** How far along the cheek's curve a turned head's shade on the back of its face reaches, from the temple (1 the chin). */
const JAW_SHADE_TO = 0.5;
/** The same on a face-on head (and a turned one's near side): round the cheek's fullest to the jaw's angle, not the chin. */
const JAW_SHADE_FRONT = 0.62;

/** The first part of a cubic curve, to `t`: its two controls and its end (de Casteljau). */
type Point = [number, number];
function splitCubic([a, b, c, d]: Point[], t: number): [Point, Point, Point] {
  const mix = (p: Point, q: Point): Point => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
  const [ab, bc, cd] = [mix(a!, b!), mix(b!, c!), mix(c!, d!)];
  const [abc, bcd] = [mix(ab, bc), mix(bc, cd)];
  return [ab, abc, mix(abc, bcd)];
}
/**
 * How strong the face's shade lies: a soft crescent, and in the sun a little deeper to go with the body's clearer
 * shade, never a dark half-face (decision 102).
 */
const FACE_SHADE = '.3';
const SUN_FACE_SHADE = '.4';

/** The ears' radius, a share of the head's. */
export const EAR_SIZE: Record<FaceLook['ears'], number> = { small: 0.16, medium: 0.2, big: 0.27 };

/**
 * How each eye shape stretches an open eye (across, up and down), whether an upper lid line sits over it and whether
 * it is a smiling crescent. Big eyes are tall and round with a bigger second light, almond ones long and low under a
 * lid, narrow ones a dark crescent under a smiling lid: within a tenth of one another, at phone size every eye was a dot.
 */
const EYE_SHAPES: Record<
  FaceLook['eyes'],
  { w: number; h: number; lid: boolean; crescent?: boolean; whites?: boolean; child?: boolean; elder?: boolean; profile?: -1 | 0 | 1 }
> = {
  round: { w: 1, h: 1, lid: false },
  big: { w: 1.22, h: 1.32, lid: false },
  almond: { w: 1.3, h: 0.78, lid: true },
  narrow: { w: 1.25, h: 0.62, lid: true, crescent: true },
};

/**
 * A shut eye's arc follows its open shape (decision 133): how high a smiling or sleeping eye's arc rises against the
 * open eye's height, so big round eyes shut into tall round arcs and long narrow ones into low flat ones. One arc for
 * every eye made a family singing round a cake one face seven times.
 */
const arcOf = (shape: { h: number }) => 0.45 + 0.55 * shape.h;
/** How much of its open shape's height a startled eye keeps: round white eyes, an almond one's still longer and lower. */
const WIDE_BY_SHAPE = 0.45;

/**
 * How far a grown-up's brow arches up past its middle, in feature units: a lash-lined face's most, a fine brow's
 * high and thin (`fine`, decision 133). A heavy brow is a nearly straight bar of even weight, whoever wears it:
 * arched like the others, a father's heavy brows and a mother's fine ones were one curve of two weights; tapered from
 * a heavy end at the nose like a child's, a heavy brow read as a frown on a plain face.
 */
const BROW_ARCH = { fine: 0.75, heavy: 0.1, medium: { lashes: 0.45, plain: 0.3 } };
function browArch(features: FaceLook): number {
  if (!features.grown) return 0;
  if (features.brows !== 'medium') return BROW_ARCH[features.brows];
  return features.lashes ? BROW_ARCH.medium.lashes : BROW_ARCH.medium.plain;
}
/** How high over a grown-up's eye line each brow sits, in feature units: a heavy brow low over the eye, a fine one high (decision 133). */
const BROW_HEIGHT: Record<FaceLook['brows'], number> = { fine: 3.6, medium: 3.3, heavy: 3.05 };

/**
 * The top of a resting brow, a share of r from the head's centre (negative, above it): where a fringe, a hairline or a
 * hat's brim must stop so the brows show (decision 134). On a small head the features grow (`featureScale`) and the
 * brows with them, up to where a fringe drawn for the round head came down over them.
 */
export function browTop(frame: FaceFrame): number {
  const features = frame.features ?? DEFAULT_FACE;
  const s = featureUnit(frame.r) / frame.r;
  const y = (eyeLine(frame) - frame.cy) / frame.r - s * (features.grown ? BROW_HEIGHT[features.brows] : BROW_HEIGHT.medium);
  // The arc's peak (half its arch over the ends), its thickness at the inner end and its stroke's edge.
  return y - s * (0.34 + browArch(features) / 2 + 0.24 * BROW_WEIGHT[features.brows]);
}

/** Eyes drawn open, which a lash line sits over. */
const OPEN_EYES = new Set<Eyes>(['dot', 'down', 'low', 'look-up', 'wet', 'set', 'wide', 'beam', 'peek']);

/**
 * A lash line: a darker upper lid hugging the top of the open eye in an even, round arc, and one short lash out from
 * its outer end, the way a picture book draws a grown woman's eye (a child's eye is only its dark shape and light).
 * Peaked toward the outer end and swept up into two lashes, over an almond lid, it reads at phone size as a sly,
 * smug cat's eye.
 */
function lashLine(x: number, y: number, s: number, width: number, outer: 1 | -1, height: number): string {
  const w = s * width;
  const top = y - s * 1.3 * height;
  const ox = x + outer * w * 1.02;
  const oy = y - s * 0.5;
  return `<path d="M${pt(x - outer * w * 0.92, y - s * 0.45)}Q${pt(x, top - s * 0.95)} ${pt(ox, oy)}l${pt(outer * s * 0.6, -s * 0.2)}" stroke="${ink}" stroke-width="${n(s * 0.36)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
}

/** The brows' weight, as a share of the usual stroke. */
const BROW_WEIGHT: Record<FaceLook['brows'], number> = { fine: 0.55, medium: 1, heavy: 2.2 };

/** Feelings whose open eyes may smile (a narrow eye's crescent); under any other its eye is a narrow oval. */
const SMILING_EYES = new Set<Expression>(['neutral', 'happy', 'wink', 'calling', 'cross-laughing', 'singing']);

/** A grown-up's open eye, against the dark eye it replaces: the white's size across and up, and the iris's in it. */
const WHITES = { across: 1.12, up: 1.05, iris: 0.66, irisUp: 0.82 };
/**
 * A child's eye with a white (decision 116) keeps a child's big dark iris, most of the eye, so the face stays a
 * child's and friendly, not a staring grown-up's; the white shows round it toward where the child looks.
 */
const CHILD_WHITES = { iris: 0.76, irisUp: 0.86 };
/**
 * From this head radius (the picture's units; a head about 55 px tall and up at the size a family sees it, phone or
 * desk) a child's open eye, face-on or three-quarters, has a white, an iris that looks where the child looks and an
 * upper lid line, so a glance to the side reads; a smaller head keeps its dark eye and two lights, which reads better
 * where the white would be a pixel's ring.
 */
const CHILD_WHITES_FROM = 20;

/** Big eyes shine: their second, lower light is this big (in eye units; 0.17 in other eyes). */
const BIG_EYE_SHINE = 0.3;

/** Where an open eye's white catch-light sits, as a share of the eye's size, up and toward the light (upper left). */
const CATCH_LIGHT = { dx: -0.22, dy: -0.35, r: 0.38 };

/**
 * How far a gaze sends the eyes across (in the steps a turned head moves them, 1) and up. At 2.2 and 1 a dark dot
 * eye moved a twentieth of the head, and on a phone nobody looked at anything.
 */
const GAZE_ACROSS = 4.5;
const GAZE_UP = 1.8;
/** The most a wide eye's pupil moves from its middle, in eye units, so it stays inside the white. */
const PUPIL_MOST = 0.45;

/**
 * An eye looking down (decision 103): how far the open eye drops (eye units), where its lowered upper lid cuts it (a
 * share of its half-height above its middle) and how high that lid arches in its middle (the same share), so the
 * pupil reads low in the eye under a lid, as a picture book draws a child reading, and not shut.
 */
const LOOK_DOWN = { drop: 0.35, lid: 0.2, arch: 0.3 };

/** The part of an ellipse below a lid: cut across at `line`, the cut arching up `arch` in its middle. */
function underLid(cx: number, cy: number, rx: number, ry: number, line: number, arch: number): string {
  const t = (line - cy) / ry;
  if (t <= -1) return `M${pt(cx - rx, cy)}A${n(rx)} ${n(ry)} 0 1 0 ${pt(cx + rx, cy)}A${n(rx)} ${n(ry)} 0 1 0 ${pt(cx - rx, cy)}Z`;
  const half = rx * Math.sqrt(Math.max(0, 1 - Math.min(1, t * t)));
  return `M${pt(cx - half, line)}A${n(rx)} ${n(ry)} 0 ${t < 0 ? 1 : 0} 0 ${pt(cx + half, line)}Q${pt(cx, line - arch * 2)} ${pt(cx - half, line)}Z`;
}

/** The part of an ellipse above a lower lid: cut across at `line`, the cut rising `arch` in its middle (a smile's lid). */
function overLid(cx: number, cy: number, rx: number, ry: number, line: number, arch: number): string {
  const t = (line - cy) / ry;
  const half = rx * Math.sqrt(Math.max(0, 1 - Math.min(1, t * t)));
  return `M${pt(cx - half, line)}A${n(rx)} ${n(ry)} 0 ${t > 0 ? 1 : 0} 1 ${pt(cx + half, line)}Q${pt(cx, line - arch * 2)} ${pt(cx - half, line)}Z`;
}

/**
 * A beaming eye (round 31): open, its bottom cut by the lower lid the smile lifts (where its line comes up to, a share
 * of the eye's half-height under its middle, and how far it rises in its middle), so joy keeps its eyes open and
 * shining without the round white of a fright.
 */
const BEAM = { line: 0.42, arch: 0.3 };
/**
 * A grandparent's beaming narrow eye: its height against a round eye's, and no almond lid, so the beaming eye draws its
 * own heavier upper lid along the white's top.
 */
const ELDER_BEAM = { h: 0.85, lid: false, crescent: false };

/** The lowered upper lid's line (a path's data), a little wider than the eye. */
function lowLid(cx: number, line: number, arch: number, rx: number): string {
  const w = rx * 1.15;
  return `M${pt(cx - w, line + arch * 0.3)}Q${pt(cx, line - arch * 2)} ${pt(cx + w, line + arch * 0.3)}`;
}

/** How much narrower a profile's open eye is than a front one's. */
const PROFILE_EYE_NARROW = 0.72;
/** A gaze sends the eyes across the picture (`GAZE_ACROSS`), beyond where a turned head looks. */
const frameGazeAcross = (look: number) => Math.abs(look) > 1;

/** A winking eye's arch: its half-width (shares of the open eye's), its rise and its line's weight (shares of the eye unit). */
const WINK = { span: 1.6, rise: 1.6, weight: 0.8 };

/**
 * An eye. Open eyes are big dark ovals with a white catch-light (and a second, smaller one below), so
 * they read at 360 css px; `look` moves the pupil sideways (−1 left … 1 right), `lift` up (−1) or down (1).
 */
function eye(kind: Eyes, x: number, y: number, s: number, width: number, look: number, lift: number, shape = EYE_SHAPES.round): string {
  const w = s * width * shape.w;
  const stroke = (d: string, k: number) =>
    `<path d="${d}" stroke="${ink}" stroke-width="${n(s * k)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  switch (kind) {
    case 'dot':
    case 'peek':
    case 'down':
    case 'low':
    case 'look-up':
    case 'wet':
    case 'set': {
      const dy =
        (kind === 'down' ? s * LOOK_DOWN.drop : kind === 'low' ? s * 0.25 : kind === 'look-up' ? -s * 0.35 : kind === 'set' ? s * 0.15 : 0) + lift * s * 0.5;
      const dx = (kind === 'look-up' ? s * 0.3 : 0) + look * s * 0.2;
      const ex = x + dx;
      const ey = y + dy;
      // A profile's eye is seen from the side: narrower, under a lid line that runs forward over it (decision 111).
      const side = shape.profile ?? 0;
      const rx = w * 0.95 * (side ? PROFILE_EYE_NARROW : 1);
      // A set eye is narrowed under a level lid (drawn with the brow, which knows the nose's side).
      const ry = s * 1.3 * shape.h * (kind === 'set' ? 0.8 : 1);
      const lights =
        circle(ex + CATCH_LIGHT.dx * rx * 2, ey + CATCH_LIGHT.dy * ry, s * CATCH_LIGHT.r, '#fff') +
        circle(ex + rx * 0.35, ey + ry * 0.45, s * (shape.h > 1.2 ? BIG_EYE_SHINE : 0.17), '#fff');
      // Wet eyes: a line of water shining along the lower lid.
      const water =
        kind === 'wet'
          ? `<path d="M${pt(ex - rx * 0.85, ey + ry * 0.55)}Q${pt(ex, ey + ry * 1.05)} ${pt(ex + rx * 0.85, ey + ry * 0.55)}" stroke="#cfeeff" stroke-width="${n(s * 0.3)}" stroke-linecap="round" fill="none"/>`
          : '';
      // An almond eye has its upper lid drawn just over it, the outer end flicked out: drawn across the eye's top, it
      // read as a half-shut lid, a smirk, on a plain happy face. Peeking, a lid lowered over the top fifth of the eye.
      const lid =
        (side && !shape.lid
          ? stroke(
              `M${pt(ex - side * rx * 1.6, ey - ry * 0.45)}Q${pt(ex - side * rx * 0.2, ey - ry * 1.45)} ${pt(ex + side * rx * 1.35, ey - ry * 0.75)}`,
              0.34,
            )
          : '') +
        (shape.lid ? stroke(`M${pt(x - w * 1.15, y - ry * 0.95)}Q${pt(x, y - ry * 1.75)} ${pt(x + w * 1.2, y - ry * 1.05)}`, 0.36) : '') +
        (kind === 'peek' ? stroke(`M${pt(ex - rx * 1.1, ey - ry * 0.5)}Q${pt(ex, ey - ry * 0.85)} ${pt(ex + rx * 1.1, ey - ry * 0.5)}`, 0.5) : '');
      if (shape.whites && !(shape.crescent && kind === 'dot')) {
        // A grown-up's open eye: a white with a dark iris in it, set toward where they look, so at phone size a parent
        // looks at someone with their eyes, where a dark dot alone read as a mask's eye-hole (decision 084).
        const wx = rx * WHITES.across;
        // (In profile the narrowed white keeps the iris at its front, where the face looks.)
        const wy = ry * WHITES.up;
        const [irx, iry] = shape.child ? [wx * CHILD_WHITES.iris, wy * CHILD_WHITES.irisUp] : [wx * WHITES.iris, wy * WHITES.irisUp];
        const across = side && !frameGazeAcross(look) ? side : Math.max(-1, Math.min(1, look * 0.5 + (kind === 'look-up' ? 0.4 : 0)));
        const upDown = Math.max(-1, Math.min(1, lift * 0.6 + (kind === 'down' || kind === 'low' ? 0.8 : kind === 'look-up' ? -0.8 : 0)));
        const ix = x + across * (wx - irx) * 0.9;
        const iy = y + upDown * (wy - iry) * 0.9;
        if (kind === 'down') {
          // Looking down: the upper lid lowered over the top of the white, the iris low under it (decision 103).
          const line = y - wy * LOOK_DOWN.lid;
          const arch = wy * LOOK_DOWN.arch;
          const white = `<path d="${underLid(x, y, wx, wy, line, arch)}" fill="#fff" stroke="${ink}" stroke-width="${n(s * 0.24)}"/>`;
          const iris = `<path d="${underLid(ix, iy, irx, iry, line, arch * 0.6)}" fill="${ink}"/>`;
          const lidLine = `<path d="${lowLid(x, line, arch, wx)}" stroke="${ink}" stroke-width="${n(s * 0.42)}" stroke-linecap="round" fill="none"/>`;
          return `${white}${iris}${circle(ix - irx * 0.35, line + iry * 0.45, s * 0.26, '#fff')}${lidLine}${water}`;
        }
        if (!shape.child) return grownEye(x, y, s, wx, wy, ix, iy, irx, iry, shape, side) + water + lid;
        const white = ellipse(x, y, wx, wy, '#fff', `stroke="${ink}" stroke-width="${n(s * 0.24)}"`);
        const iris = ellipse(ix, iy, irx, iry, ink) + circle(ix - irx * 0.35, iy - iry * 0.4, s * 0.4, '#fff');
        // An upper lid line over a white with no almond lid or lash line of its own: the eye's top drawn heavier, as a
        // picture book draws it, so the white reads as an eye and not a ring (decision 116).
        const upper =
          !shape.lid && !side ? stroke(`M${pt(x - wx * 1.02, y - wy * 0.15)}Q${pt(x, y - wy * 1.62)} ${pt(x + wx * 1.02, y - wy * 0.15)}`, 0.42) : '';
        return `${white}${iris}${water}${lid}${upper}`;
      }
      if (shape.crescent && kind === 'dot' && shape.elder && shape.whites)
        // A grandparent's narrow eye smiles open: a white under a heavy upper lid, its bottom cut by the lower lid the
        // smile lifts. Their dark crescent read at phone size as an eye shut, one arc on every smiling face.
        return eye('beam', x, y, s, width, look, lift, { ...shape, ...ELDER_BEAM });
      if (shape.crescent && kind === 'dot') {
        // A narrow eye smiles: a dark crescent, arched over and flatter under, a small light in it. Wet, set or looking
        // away it is a narrow oval, so a sad or determined face does not smile with its eyes (nor, SMILING_EYES, a worried one).
        const crescent = `M${pt(ex - rx, ey + ry * 0.45)}Q${pt(ex, ey - ry * 1.9)} ${pt(ex + rx, ey + ry * 0.45)}Q${pt(ex, ey - ry * 0.1)} ${pt(ex - rx, ey + ry * 0.45)}Z`;
        return `<path d="${crescent}" fill="${ink}"/>${circle(ex - rx * 0.25, ey - ry * 0.45, s * 0.2, '#fff')}${water}${lid}`;
      }
      if (kind === 'down') {
        // Looking down: the dark eye low, its top under an upper lid lowered over it in a soft arch, one light just under
        // the lid. A dark dot moved a quarter of an eye-unit and a child was not seen to look down at anything (decision 103).
        const line = ey - ry * LOOK_DOWN.lid;
        const arch = ry * LOOK_DOWN.arch;
        // One path, the eye and its lid line in one ink (a picture holds dozens of eyes, and its bytes are counted).
        const under = `<path d="${underLid(ex, ey, rx, ry, line, arch)}${lowLid(ex, line, arch, rx)}" fill="${ink}" stroke="${ink}" stroke-width="${n(s * 0.36)}" stroke-linejoin="round" stroke-linecap="round"/>`;
        return `${under}${circle(ex + CATCH_LIGHT.dx * rx * 1.6, line + ry * 0.45, s * CATCH_LIGHT.r * 0.8, '#fff')}${water}`;
      }
      return `${ellipse(ex, ey, rx, ry, ink)}${lights}${water}${lid}`;
    }
    case 'wide': {
      // In profile the white narrows and the pupil sits at its front (decision 111).
      const side = shape.profile ?? 0;
      const px = x + (side ? side * w * 0.3 : Math.max(-PUPIL_MOST, Math.min(PUPIL_MOST, look * 0.25)) * s);
      const py = y + Math.max(-PUPIL_MOST, Math.min(PUPIL_MOST, lift * 0.45)) * s;
      return `${ellipse(x, y, w * 1.15 * (side ? PROFILE_EYE_NARROW : 1), s * 1.45 * (1 - WIDE_BY_SHAPE + WIDE_BY_SHAPE * shape.h), '#fff', `stroke="${ink}" stroke-width="${n(s * 0.24)}"`)}${circle(px, py, s * 0.75, ink)}${circle(px - s * 0.25, py - s * 0.3, s * 0.28, '#fff')}`;
    }
    case 'beam': {
      const side = shape.profile ?? 0;
      const rx = w * 0.95 * (side ? PROFILE_EYE_NARROW : 1);
      const ry = s * 1.3 * shape.h;
      const ey = y + lift * s * 0.3;
      const whites = shape.whites === true;
      const [wx, wy] = whites ? [rx * WHITES.across, ry * WHITES.up] : [rx, ry];
      const line = ey + wy * BEAM.line;
      const arch = wy * BEAM.arch;
      const lowerLid = stroke(`M${pt(x - wx * 1.12, line + arch * 0.2)}Q${pt(x, line - arch * 2.1)} ${pt(x + wx * 1.12, line + arch * 0.2)}`, 0.3);
      if (!whites)
        return `<path d="${overLid(x, ey, rx, ry, line, arch)}" fill="${ink}"/>${circle(x + CATCH_LIGHT.dx * rx * 2, ey + CATCH_LIGHT.dy * ry, s * CATCH_LIGHT.r, '#fff')}${lowerLid}`;
      // The iris up in the white, toward where the face looks, cut by the same lid.
      const [irx, iry] = shape.child ? [wx * CHILD_WHITES.iris, wy * CHILD_WHITES.irisUp] : [wx * WHITES.iris, wy * WHITES.irisUp];
      const across = side && !frameGazeAcross(look) ? side : Math.max(-1, Math.min(1, look * 0.5));
      const ix = x + across * (wx - irx) * 0.9;
      const iy = ey - (wy - iry) * 0.5;
      const irisLine = line - arch * (1 - ((ix - x) / wx) ** 2);
      const white = `<path d="${overLid(x, ey, wx, wy, line, arch)}" fill="#fff" stroke="${ink}" stroke-width="${n(s * 0.24)}"/>`;
      const iris = `<path d="${overLid(ix, iy, irx, iry, irisLine, arch * (irx / wx) ** 2)}" fill="${ink}"/>`;
      const upper =
        !shape.lid && !side ? stroke(`M${pt(x - wx * 1.02, ey - wy * 0.15)}Q${pt(x, ey - wy * 1.62)} ${pt(x + wx * 1.02, ey - wy * 0.15)}`, 0.42) : '';
      return `${white}${iris}${circle(ix - irx * 0.35, iy - iry * 0.4, s * (shape.child ? 0.4 : 0.3), '#fff')}${lowerLid}${upper}`;
    }
    case 'happy':
      return stroke(`M${pt(x - w * 1.05, y + s * 0.4)}Q${pt(x, y - s * 1.4 * arcOf(shape))} ${pt(x + w * 1.05, y + s * 0.4)}`, 0.55);
    case 'closed':
      return stroke(`M${pt(x - w * 1.05, y)}Q${pt(x, y + s * 1.2 * arcOf(shape))} ${pt(x + w * 1.05, y)}`, 0.5);
    case 'wink':
      // One bold arch wider than the open eye: a squeezed chevron the open eye's size was lost behind glasses on a phone.
      return stroke(`M${pt(x - w * WINK.span, y + s * 0.5)}Q${pt(x, y - s * WINK.rise)} ${pt(x + w * WINK.span, y + s * 0.5)}`, WINK.weight);
    case 'squeeze':
      return stroke(`M${pt(x - w, y - s * 0.7)}L${pt(x + w * 0.7, y)}L${pt(x - w, y + s * 0.7)}`, 0.62);
    case 'half':
      return `${ellipse(x, y + s * 0.3, w * 0.9, s * 0.75, ink)}${circle(x - w * 0.3, y + s * 0.2, s * 0.22, '#fff')}${stroke(`M${pt(x - w * 1.15, y - s * 0.1)}H${n(x + w * 1.15)}`, 0.45)}`;
  }
}

/**
 * A grown-up's open eye (decision 137): an almond of white, pointed at both corners, under an upper lid drawn heavier
 * along its top, with a smaller iris and a small light (a grandparent's narrower, the lid lower over it, no light).
 * A round white with a big iris and a big light was a child's shiny eye on every face: at phone size every grown-up
 * looked out of the children's eyes.
 */
function grownEye(
  x: number,
  y: number,
  s: number,
  wx: number,
  full: number,
  ix: number,
  iy: number,
  irx: number,
  iry: number,
  shape: { lid: boolean; elder?: boolean },
  side: number,
): string {
  const wy = full * (shape.elder ? GROWN_ALMOND.elder : 1);
  // The corners a little up at the outside edge is what makes an almond; the iris kept inside it by its lids.
  const white = `<path d="M${pt(x - wx, y + wy * 0.1)}Q${pt(x, y - wy * 2.1)} ${pt(x + wx, y - wy * 0.1)}Q${pt(x, y + wy * 2)} ${pt(x - wx, y + wy * 0.1)}Z" fill="#fff" stroke="${ink}" stroke-width="${n(s * 0.24)}"/>`;
  const ry = Math.min(iry, wy * GROWN_ALMOND.iris);
  const rx = Math.min(irx, ry * 1.05);
  const cx = x + (ix - x) * GROWN_ALMOND.across;
  const cy = y + (iy - y) * 0.4;
  const light = shape.elder ? '' : circle(cx - rx * 0.35, cy - ry * 0.4, s * GROWN_ALMOND.light, '#fff');
  const lidLine =
    shape.lid || side
      ? ''
      : `<path d="M${pt(x - wx * 1.08, y + wy * 0.12)}Q${pt(x, y - wy * (shape.elder ? 1.7 : 2.15))} ${pt(x + wx * 1.12, y - wy * 0.2)}" stroke="${ink}" stroke-width="${n(s * 0.46)}" stroke-linecap="round" fill="none"/>`;
  return `${white}${ellipse(cx, cy, rx, ry, ink)}${light}${lidLine}`;
}
/**
 * A grown-up's almond eye: a grandparent's white this much lower, the iris at most this share of the white's height,
 * how far toward its look it moves (of a round white's reach: the almond narrows at its corners) and its light's size
 * in feature units (a child's is 0.4).
 */
const GROWN_ALMOND = { elder: 0.72, iris: 0.92, across: 0.7, light: 0.17 };

/** Crying eyes point their chevrons at the nose, so the right eye is the left one mirrored. */
function mirroredEye(
  kind: Eyes,
  x: number,
  y: number,
  s: number,
  width: number,
  look: number,
  lift: number,
  mirror: boolean,
  shape: (typeof EYE_SHAPES)[keyof typeof EYE_SHAPES],
): string {
  const markup = eye(kind, x, y, s, width, look, lift, shape);
  return kind === 'squeeze' && mirror ? `<g transform="matrix(-1 0 0 1 ${n(2 * x)} 0)">${markup}</g>` : markup;
}

/**
 * A brow: a tapered stroke, heavy at the inner end, that carries the feeling at phone size (up in the middle
 * for sad, down in the middle for cross). `drop` lowers it, as the brow over a winking eye comes down.
 */
function brow(kind: Brows, x: number, y: number, s: number, outer: 1 | -1, width: number, drop = 0, weight = 1, arch = 0, colour = ink): string {
  if (kind === 'none') return '';
  const w = s * 1.15 * width * (0.9 + weight * 0.1);
  // Heights of the inner and outer ends of the brow, relative to its resting line.
  const ends: Record<Exclude<Brows, 'none'>, [number, number]> = {
    neutral: [0, 0],
    raised: [-0.9, -0.8],
    sad: [-1.2, 0.45],
    cross: [0.8, -0.6],
    thinking: outer === 1 ? [-0.9, -1.1] : [0.1, 0.1],
    // Down and in at the nose, level at the outer end: set on something, not angry.
    determined: [0.5, -0.15],
  };
  const inner = ends[kind][0] + drop;
  const outerEnd = ends[kind][1] + drop;
  const xi = x - outer * w;
  const xo = x + outer * w;
  const top = y - s * 0.5 + ((inner + outerEnd) / 2) * s - arch * s;
  // Heavy at the inner end, fine at the outer: the inner end's top edge, across, and back along the bottom.
  const t = s * 0.32 * weight;
  if (arch > 0) {
    // A grown-up's arched brow is a soft round arc, its top at the middle and of nearly even weight, its outer end
    // rounded: peaked toward the outer end over a heavy inner end, it reads as smug.
    const to = t * 0.55;
    return `<path d="M${pt(xi, y + inner * s - t * 0.8)}Q${pt(x, top - t * 0.7)} ${pt(xo, y + outerEnd * s - to)}Q${pt(xo + outer * to, y + outerEnd * s)} ${pt(xo, y + outerEnd * s + to)}Q${pt(x, top + t * 1.3)} ${pt(xi, y + inner * s + t * 0.8)}Z" fill="${colour}" stroke="${colour}" stroke-width="${n(s * 0.18)}" stroke-linejoin="round"/>`;
  }
  return `<path d="M${pt(xi, y + inner * s - t)}Q${pt(x, top - t * 0.6)} ${pt(xo, y + outerEnd * s)}Q${pt(x, top + t * 0.9)} ${pt(xi, y + inner * s + t)}Z" fill="${colour}" stroke="${colour}" stroke-width="${n(s * 0.18)}" stroke-linejoin="round"/>`;
}

function mouth(kind: Mouth, x: number, y: number, s: number, width: number, far?: { side: number; k: number }, wide = 1, front = 0): string {
  const w = s * width;
  // A round open mouth (a gasp, a song, a yawn) is as much wider as the person's mouth is (`MOUTH_WIDTH`).
  const across = s * wide;
  // A three-quarter mouth's far half (`far`) is shorter: each mark's run across from the middle on that side is brought
  // in to its share (decision 116), the near half drawn whole.
  const R = (dx: number) => (far && dx * far.side > 0 ? dx * far.k : dx);
  const X = (dx: number) => x + R(dx);
  const stroke = (d: string, k = 0.42) =>
    `<path d="${d}" stroke="${ink}" stroke-width="${n(s * k)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  /** An open mouth: its top edge, its bottom curve and a tongue at the bottom. */
  const open = (half: number, top: number, bottom: number, tongue: number) =>
    `<path d="M${pt(X(-half), y + top)}Q${pt(x, y + top + s * 0.25)} ${pt(X(half), y + top)}Q${pt(X(half * 0.9), y + bottom)} ${pt(x, y + bottom)}Q${pt(X(-half * 0.9), y + bottom)} ${pt(X(-half), y + top)}Z" fill="${MOUTH_INSIDE}" stroke="${ink}" stroke-width="${n(s * 0.22)}" stroke-linejoin="round"/>` +
    ellipse(x, y + bottom - s * 0.35 * tongue, half * 0.55, s * 0.4 * tongue, TONGUE);
  switch (kind) {
    case 'small-smile':
      return stroke(`M${pt(X(-w * 0.75), y)}Q${pt(x, y + s * 0.8)} ${pt(X(w * 0.75), y)}`);
    case 'smile':
      return open(w * 1.05, -s * 0.15, s * 1.25, 1);
    case 'proud': {
      // A broad closed smile, each corner tucked into a short dimple. In profile (`front`, the way the face looks) the
      // front corner is at the lips and shows none: with both, a boy's profile smile read as a moustache (blind critic
      // r54, christmas c3-p1).
      const dimples = [-1, 1]
        .filter((side) => side !== front)
        .map((side) => `M${pt(X(side * w * 1.25), y - s * 0.1)}l${pt(R(-side * s * 0.35), -s * 0.45)}`)
        .join('');
      return stroke(`M${pt(X(-w * 1.1), y - s * 0.35)}Q${pt(x, y + s * 1.25)} ${pt(X(w * 1.1), y - s * 0.35)}${dimples}`, 0.5);
    }
    case 'grin':
      return `<path d="M${pt(X(-w * 1.2), y - s * 0.2)}Q${pt(x, y + s * 1.8)} ${pt(X(w * 1.2), y - s * 0.2)}Z" fill="${MOUTH_INSIDE}" stroke="${ink}" stroke-width="${n(s * 0.22)}" stroke-linejoin="round"/><path d="M${pt(X(-w * 0.9), y)}Q${pt(x, y + s * 0.45)} ${pt(X(w * 0.9), y)}Z" fill="#fff"/>`;
    case 'gritted':
      // Clenched teeth bared between lips pulled down at the corners, the teeth's line across them: effort, not a smile.
      return (
        `<path d="M${pt(X(-w * 1.2), y + s * 0.5)}Q${pt(x, y - s * 0.15)} ${pt(X(w * 1.2), y + s * 0.5)}L${pt(X(w * 0.95), y + s * 1)}Q${pt(x, y + s * 0.7)} ${pt(X(-w * 0.95), y + s * 1)}Z" fill="#fff" stroke="${ink}" stroke-width="${n(s * 0.22)}" stroke-linejoin="round"/>` +
        stroke(`M${pt(X(-w * 1.05), y + s * 0.58)}Q${pt(x, y + s * 0.3)} ${pt(X(w * 1.05), y + s * 0.58)}`, 0.12)
      );
    case 'laugh':
      return open(w * 1.3, -s * 0.3, s * 2.1, 1.2);
    case 'o':
      // Big enough to read as a gasp on a phone, with a hint of tongue.
      return `${ellipse(x, y + s * 0.5, across * 0.8, s * 1.05, MOUTH_INSIDE, `stroke="${ink}" stroke-width="${n(s * 0.22)}"`)}${ellipse(x, y + s * 1.05, across * 0.45, s * 0.3, TONGUE)}`;
    case 'sing':
      // Round and open, a little taller than wide, as a note is held.
      return `${ellipse(x, y + s * 0.7, across * 1.05, s * 1.3, MOUTH_INSIDE, `stroke="${ink}" stroke-width="${n(s * 0.22)}"`)}${ellipse(x, y + s * 1.45, across * 0.65, s * 0.42, TONGUE)}`;
    case 'call':
      return open(w * 1.15, -s * 0.2, s * 1.9, 1.1);
    case 'yawn':
      return `${ellipse(x, y + s * 0.9, across * 1.4, s * 2, MOUTH_INSIDE, `stroke="${ink}" stroke-width="${n(s * 0.22)}"`)}${ellipse(x, y + s * 2, across * 0.9, s * 0.6, TONGUE)}`;
    case 'puff':
      // Lips pursed round a small hole, as air is pushed out: a dark dot alone read as a nostril or a mole.
      return `${ellipse(X(w * 0.2), y + s * 0.3, s * 0.95, s * 0.8, PURSED_LIPS, `stroke="${ink}" stroke-width="${n(s * 0.18)}"`)}${ellipse(X(w * 0.2), y + s * 0.3, s * 0.38, s * 0.32, MOUTH_INSIDE)}`;
    case 'frown':
      return stroke(`M${pt(X(-w * 0.9), y + s * 0.7)}Q${pt(x, y - s * 0.5)} ${pt(X(w * 0.9), y + s * 0.7)}`, 0.48);
    case 'wobbly':
      // Down at the corners and wavering between them: about to cry.
      return stroke(
        `M${pt(X(-w), y + s * 0.6)}Q${pt(X(-w * 0.6), y - s * 0.1)} ${pt(X(-w * 0.3), y + s * 0.2)}T${pt(X(w * 0.3), y + s * 0.2)}T${pt(X(w), y + s * 0.6)}`,
        0.42,
      );
    case 'wail':
      // Wide open and turned down, a tongue showing: a cry you can hear, not a frown.
      return `<path d="M${pt(X(-w * 1.4), y + s * 1.5)}Q${pt(x, y - s * 1.2)} ${pt(X(w * 1.4), y + s * 1.5)}Q${pt(x, y + s * 2.1)} ${pt(X(-w * 1.4), y + s * 1.5)}Z" fill="${MOUTH_INSIDE}" stroke="${ink}" stroke-width="${n(s * 0.22)}" stroke-linejoin="round"/>${ellipse(x, y + s * 1.35, w * 0.7, s * 0.45, TONGUE)}`;
    case 'flat':
      return stroke(`M${pt(X(-w * 0.6), y + s * 0.2)}H${n(X(w * 0.6))}`);
    case 'side':
      return stroke(`M${pt(X(-w * 0.5), y + s * 0.3)}Q${pt(X(w * 0.3), y + s * 0.2)} ${pt(X(w * 0.8), y - s * 0.1)}`);
    case 'secret':
      // A smile held in: curved up at both corners, one lifted higher.
      return stroke(`M${pt(X(-w * 0.65), y + s * 0.05)}Q${pt(X(-w * 0.05), y + s * 0.85)} ${pt(X(w * 0.75), y - s * 0.25)}`);
    case 'set':
      // Pressed shut in a firm, nearly straight line, and under it the chin pushed up: a short upward crease.
      return (
        stroke(`M${pt(X(-w * 0.7), y + s * 0.35)}Q${pt(x, y + s * 0.2)} ${pt(X(w * 0.7), y + s * 0.3)}`, 0.55) +
        `<path d="M${pt(X(-w * 0.4), y + s * 1.75)}Q${pt(x, y + s * 1.3)} ${pt(X(w * 0.4), y + s * 1.75)}" stroke="${ink}" stroke-width="${n(s * 0.3)}" stroke-linecap="round" fill="none" opacity=".35"/>`
      );
  }
}

/**
 * How an open mouth opens seen side-on: how deep it goes into the face and how far down it opens, in feature units.
 * A front mouth's shape moved to the face's edge stuck out past it as a wedge, and a child's profile read as a beak.
 */
const PROFILE_OPENINGS: Partial<Record<Mouth, { depth: number; open: number; teeth?: boolean; tongue?: boolean; clenched?: boolean }>> = {
  gritted: { depth: 1.9, open: 1, clenched: true },
  smile: { depth: 1.5, open: 1, tongue: true },
  grin: { depth: 1.7, open: 0.9, teeth: true },
  laugh: { depth: 1.9, open: 1.7, tongue: true },
  call: { depth: 1.8, open: 1.6, tongue: true },
  o: { depth: 1.2, open: 1.3 },
  // Wide open for a held note: at 1.5 deep, a grown-up's profile at a desk's size read as a mouth shut (blind critic r76).
  sing: { depth: 1.7, open: 2.1, tongue: true },
  yawn: { depth: 1.5, open: 2.2, tongue: true },
  wail: { depth: 1.7, open: 1.6, tongue: true },
};

/** Where the face's front edge crosses the height y, on the side it faces: the outline's cheek-to-chin curve, found by halving. */
function frontEdgeX(frame: FaceFrame, y: number): number {
  const { cx, cy, direction } = frame;
  if (frame.turn >= 1 && direction !== 0) {
    const points = profilePoints(frame);
    const i = points.findIndex((p) => p.y >= y);
    if (i <= 0) return points[i === 0 ? 0 : points.length - 1]!.x;
    const [a, b] = [points[i - 1]!, points[i]!];
    return a.x + ((b.x - a.x) * (y - a.y)) / (b.y - a.y);
  }
  const d = direction === 0 ? 1 : direction;
  const { rx, full, chinX, chinY, jaw, cheekY } = headGeometry(frame);
  const xs = [cx + d * rx, cx + d * full, chinX + d * jaw(d as 1 | -1), chinX];
  const ys = [cy, cheekY, chinY, chinY];
  const at = (v: number[], t: number) => (1 - t) ** 3 * v[0]! + 3 * (1 - t) ** 2 * t * v[1]! + 3 * (1 - t) * t ** 2 * v[2]! + t ** 3 * v[3]!;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (at(ys, mid) < y) lo = mid;
    else hi = mid;
  }
  return at(xs, (lo + hi) / 2);
}

/**
 * An open mouth seen side-on: a small dark notch cut into the face's edge, its corner inside the cheek, a lip round
 * its lower side (teeth or a tongue showing as the feeling has them), never a shape past the face's line.
 */
function profileMouth(kind: Mouth, frame: FaceFrame, y: number, s: number): string {
  const o = PROFILE_OPENINGS[kind]!;
  const d = frame.direction === 0 ? 1 : frame.direction;
  const top = y - s * 0.1;
  const bottom = top + s * o.open;
  // The edge slants back toward the chin; the notch's lips end on it, a hair inside so the head's contour frames it.
  const upper = frontEdgeX(frame, top) - d * s * 0.1;
  const lower = frontEdgeX(frame, bottom) - d * s * 0.2;
  const inner = d === 1 ? Math.min(upper, lower) : Math.max(upper, lower);
  const corner = { x: inner - d * s * o.depth, y: top + s * o.open * 0.4 };
  const notch = `M${pt(upper, top)}Q${pt(corner.x + d * s * 0.4, top - s * 0.05)} ${pt(corner.x, corner.y)}Q${pt(corner.x + d * s * 0.5, bottom)} ${pt(lower, bottom)}Z`;
  const lip = (frame.features ?? DEFAULT_FACE).grown ? lipColour(frame.skin) : shadeOf(frame.skin, -0.18);
  // Clenched, the notch is all teeth with their line across, and its corner creases down into the cheek.
  const crease = o.clenched ? s * 0.3 : -s * 0.25;
  return (
    `<path d="${notch}" fill="${o.clenched ? '#fff' : MOUTH_INSIDE}" stroke="${ink}" stroke-width="${n(s * 0.22)}" stroke-linejoin="round"/>` +
    (o.clenched ? `<path d="M${pt(upper, top + s * o.open * 0.45)}L${pt(corner.x, corner.y)}" stroke="${ink}" stroke-width="${n(s * 0.12)}"/>` : '') +
    (o.teeth
      ? `<path d="M${pt(upper, top + s * 0.05)}L${pt(corner.x + d * s * 0.5, top + s * 0.15)}L${pt(upper - d * s * 0.1, top + s * 0.45)}Z" fill="#fff"/>`
      : '') +
    (o.tongue ? ellipse((corner.x + lower) / 2 + d * s * 0.1, bottom - s * 0.3, s * o.depth * 0.35, s * 0.3, TONGUE) : '') +
    // The lower lip: a soft rounded edge under the opening, and the corner's crease into the cheek.
    `<path d="M${pt(lower + d * s * 0.05, bottom + s * 0.1)}Q${pt((corner.x + lower) / 2, bottom + s * 0.55)} ${pt(corner.x + d * s * 0.2, bottom - s * 0.05)}" stroke="${lip}" stroke-width="${n(s * 0.45)}" stroke-linecap="round" fill="none"/>` +
    `<path d="M${pt(corner.x + d * s * 0.15, corner.y)}l${pt(-d * s * 0.45, crease)}" stroke="${ink}" stroke-width="${n(s * 0.25)}" stroke-linecap="round" opacity=".6"/>`
  );
}

/** A face flushed red (blowing hard, too hot). */
const FLUSH = '#e8433a';

/**
 * A soft blush: two nested ellipses, each faint, so the colour gathers in the middle of the cheek and
 * fades out at its edge, as a brushed wash does, with no SVG filter.
 */
function blush(x: number, y: number, rx: number, ry: number, colour: string, strength: number): string {
  // Two washes as deep in the middle as three were (a profile's outline and eye cost bytes a picture has to find).
  const each = n(1 - (1 - strength) ** 1.5);
  return [1, 0.58].map((k) => ellipse(x, y, rx * k, ry * k, colour, `opacity="${each}"`)).join('');
}

/** A tear drop, pointed at the top, with a glint. */
function drop(x: number, y: number, size: number): string {
  return `<path d="M${pt(x, y - size * 1.6)}Q${pt(x + size, y - size * 0.2)} ${pt(x + size * 0.9, y + size * 0.3)}A${n(size * 0.9)} ${n(size * 0.9)} 0 1 1 ${pt(x - size * 0.9, y + size * 0.3)}Q${pt(x - size, y - size * 0.2)} ${pt(x, y - size * 1.6)}Z" fill="${TEAR}"/>${circle(x - size * 0.3, y + size * 0.1, size * 0.28, '#fff')}`;
}

/** A child's profile nose stands out a little further than a grown-up's (`PROFILE_NOSE_OUT`). */
const CHILD_NOSE = 1.15;

/**
 * How big each nose is from the front and three-quarters, in the face's feature unit: a button the smallest, a broad
 * or long nose the biggest. All one size, five noses read at phone size as one short curve; at 1.55 and 1.5 a
 * grandfather's broad nose and a father's long one were still lost at phone size between glasses and a smile
 * (decision 101).
 */
const NOSE_SIZE: Record<FaceLook['nose'], number> = { button: 0.7, round: 1.1, pointed: 1.3, long: 1.65, broad: 1.8 };

/**
 * The nose, between the eyes and the mouth, in the skin's own dark: a button's soft round tip, a round nose's
 * curve under its wings, a long nose's bridge down from the brows with a hook at the tip, a broad nose's wide
 * curve and two nostrils, a pointed one's angle. Turned three-quarters, it sits toward the way the face turns and
 * points that way, inside the head's outline (a picture book keeps a turned face's nose on the face); only in
 * profile does it stand out past the cheek's line, as a small soft bump the front nose's size, so a side view has a nose.
 */
function nose(kind: FaceLook['nose'], frame: FaceFrame, s: number): string {
  const { cy, r, direction, turn, skin } = frame;
  const features = frame.features ?? DEFAULT_FACE;
  // Every nose in the skin's own deeper, warmer tone (decisions 103, 165): darkened evenly, a broad nose's shade and
  // lines read as a grey-brown smudge over an old man's mouth, and a child's button as a grey dot on her nose.
  const shade = warmShade(skin, 0.38);
  const line = (d: string, k = 0.3) =>
    `<path d="${d}" stroke="${shade}" stroke-width="${n(s * k)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;
  const y = cy + r * (0.37 + featuresDrop(features));
  const d = direction === 0 ? 1 : direction;
  if (turn >= 1) {
    // In profile the nose is the head's own outline (`profileFront`, decision 111): here only its wing, a small curve
    // in from the tip over the nostril.
    const k = s * (features.grown ? 1 : CHILD_NOSE);
    const tipY = y - r * 0.02;
    const tip = frontEdgeX(frame, tipY);
    const wing = `M${pt(tip - d * k * 1.5, tipY - k * 0.35)}Q${pt(tip - d * k * 2.1, tipY + k * 0.45)} ${pt(tip - d * k * 1.05, tipY + k * 0.55)}`;
    return line(wing, 0.3);
  }
  const x = middleX(frame, 'nose');
  const k = s * NOSE_SIZE[kind];
  // A grown-up's nose has a bridge: a faint line down from between the brows on its shaded side (toward the turn),
  // where a child's nose is only its tip. A long nose draws its own. Faint, and its shade under it light: darker, the
  // two read on a grown-up's face as a brown smear down the nose (blind critic r93).
  const bridge =
    features.grown && kind !== 'long'
      ? `<path d="M${pt(x + d * k * 0.2, y - k * 2.6)}Q${pt(x + d * k * 0.75, y - k * 1.3)} ${pt(x + d * k * 0.7, y - k * 0.2)}" stroke="${shade}" stroke-width="${n(s * 0.26)}" stroke-linecap="round" fill="none" opacity=".35"/>`
      : '';
  // The line keeps the face's weight whatever the nose's size.
  return noseShade(kind, x, y, d, k, shade) + bridge + noseTip(kind, x, y, d, k, shade, (path) => line(path, 0.46));
}

/**
 * The nose's shaded side, in the feature unit: how far up the bridge it starts and how far out from the middle it
 * reaches at the tip. A long nose's shade runs from below the brows, a broad one's spreads wide, a button's is barely there.
 * As lines alone, every nose read at phone size as the same short hook.
 */
const NOSE_SHADE: Record<FaceLook['nose'], { up: number; out: number }> = {
  button: { up: 0.5, out: 0.6 },
  round: { up: 1.3, out: 0.9 },
  pointed: { up: 1.7, out: 0.8 },
  long: { up: 1.8, out: 0.75 },
  broad: { up: 0.9, out: 1.05 },
};

/** A soft wedge of shade down the nose's side away from the key light's upper left, or toward the turn. */
function noseShade(kind: FaceLook['nose'], x: number, y: number, d: number, s: number, shade: string): string {
  const { up, out } = NOSE_SHADE[kind];
  return `<path d="M${pt(x + d * s * 0.1, y - s * up)}Q${pt(x + d * s * out, y - s * up * 0.3)} ${pt(x + d * s * out, y + s * 0.35)}Q${pt(x, y + s * 0.7)} ${pt(x - d * s * 0.2, y + s * 0.3)}Z" fill="${shade}" opacity="${kind === 'broad' ? '.3' : kind === 'button' ? '.25' : '.24'}"/>`;
}

/** A front or three-quarter nose's tip and wings, at (x, y), pointing `d`. */
function noseTip(kind: FaceLook['nose'], x: number, y: number, d: number, s: number, shade: string, line: (d: string, k?: number) => string): string {
  switch (kind) {
    case 'button':
      // A soft warm tip with its underside drawn: a filled dot with a white glint read as a bead or a smudge stuck on.
      return `${ellipse(x, y - s * 0.05, s * 0.7, s * 0.45, shade, 'opacity=".3"')}${line(`M${pt(x - s * 0.55, y + s * 0.1)}Q${pt(x, y + s * 0.55)} ${pt(x + s * 0.55, y + s * 0.1)}`)}`;
    case 'round':
      return line(
        `M${pt(x - s * 0.95, y - s * 0.1)}Q${pt(x - s * 0.6, y + s * 0.8)} ${pt(x, y + s * 0.55)}Q${pt(x + s * 0.6, y + s * 0.8)} ${pt(x + s * 0.95, y - s * 0.1)}`,
      );
    case 'long':
      return line(
        `M${pt(x - d * s * 0.2, y - s * 1.7)}Q${pt(x + d * s * 0.35, y - s * 0.6)} ${pt(x + d * s * 0.5, y + s * 0.2)}Q${pt(x, y + s * 0.8)} ${pt(x - d * s * 0.7, y + s * 0.35)}`,
      );
    case 'broad':
      // A round bulb of nose in the skin's deeper tone, each wing curled in under it to a nostril: the line alone went
      // under an old man's laugh lines, and one wide line under the bulb from wing to wing, with the laugh lines
      // below it, read as a walrus moustache on every broad-nosed face (blind critic r54: the tteok-shop auntie).
      return (
        ellipse(x + d * s * 0.1, y - s * 0.05, s * 1.2, s * 0.8, shade, 'opacity=".35"') +
        [-1, 1]
          .map((side) => line(`M${pt(x + side * s * 1.05, y - s * 0.45)}Q${pt(x + side * s * 1.4, y + s * 0.3)} ${pt(x + side * s * 0.65, y + s * 0.4)}`))
          .join('') +
        ellipse(x - s * 0.5, y + s * 0.3, s * 0.24, s * 0.15, shade) +
        ellipse(x + s * 0.5, y + s * 0.3, s * 0.24, s * 0.15, shade)
      );
    case 'pointed':
      // Down the side to a tip rounded under, the profile's soft bump seen from the front: a sharp corner read as a cone.
      return line(
        `M${pt(x - d * s * 0.15, y - s * 1.2)}C${pt(x + d * s * 0.45, y - s * 0.4)} ${pt(x + d * s * 0.9, y + s * 0.4)} ${pt(x + d * s * 0.3, y + s * 0.5)}Q${pt(x - d * s * 0.05, y + s * 0.55)} ${pt(x - d * s * 0.35, y + s * 0.4)}`,
      );
  }
}

/**
 * Lines that come with age: a grown-up's laugh lines from the nose's wings down past the mouth; a
 * grandparent's also at the eyes' outer corners (crow's feet) and under the eyes.
 */
function lines(kind: FaceLook['lines'], frame: FaceFrame, eyes: { x: number; outer: 1 | -1; width: number }[], s: number): string {
  if (kind === 'none') return '';
  const { cy, r, direction, turn, skin } = frame;
  // In the skin's own deeper tone, warm: darkened evenly, the lines by an old man's nose and mouth read as grey dirt.
  const shade = warmShade(skin, 0.3);
  const eyeY = eyeLine(frame);
  const centre = middleX(frame, 'nose');
  const low = r * featuresDrop(frame.features ?? DEFAULT_FACE);
  const paths: string[] = [];
  // Beside the mouth: the near side's line always, the far side's only from the front or three-quarters.
  for (const side of [-1, 1] as const) {
    if (turn >= 1 && side === direction) continue;
    const spread = side === direction ? 1.15 : direction === 0 ? 1 : 0.7;
    // Out past a broad nose's wings: from under them, an old man's lines and his nose ran together into a moustache.
    const x = centre + side * s * (frame.features?.nose === 'broad' ? 2.5 : 1.9) * spread;
    const from = kind === 'laugh' ? 0.46 : 0.38;
    paths.push(`M${pt(x, cy + low + r * from)}Q${pt(x + side * s * 0.8, cy + low + r * 0.54)} ${pt(x + side * s * 0.35, cy + low + r * 0.68)}`);
  }
  if (kind === 'wrinkles') {
    for (const e of eyes) {
      const x = e.x + e.outer * s * 1.7 * e.width;
      paths.push(
        `M${pt(x, eyeY - s * 0.3)}l${pt(e.outer * s * 0.9, -s * 0.45)}M${pt(x + e.outer * s * 0.1, eyeY + s * 0.4)}l${pt(e.outer * s * 0.9, s * 0.35)}`,
      );
      paths.push(`M${pt(e.x - s * 0.9 * e.width, eyeY + s * 2)}Q${pt(e.x, eyeY + s * 2.6)} ${pt(e.x + s * 0.9 * e.width, eyeY + s * 2)}`);
    }
  }
  // A grown-up's laugh lines are faint; a grandparent's lines are drawn plainly.
  // At 0.24 of the feature unit a grandparent's lines were gone at phone size (decision 133): theirs are drawn heavier.
  return `<path d="${paths.join('')}" stroke="${shade}" stroke-width="${n(s * (kind === 'wrinkles' ? WRINKLE_WEIGHT : 0.24))}" stroke-linecap="round" fill="none" opacity="${kind === 'wrinkles' ? 0.8 : 0.45}"/>`;
}

/** A grandparent's lines' weight, in feature units (a grown-up's laugh lines 0.24). */
const WRINKLE_WEIGHT = 0.34;

/** A profile's one eye, its width (a share of a front eye's) and size: a child's a little wider and bigger (`eyesOf`). */
const PROFILE_EYE = { child: { width: 0.92, size: 1.12 }, grown: { width: 0.8, size: 1 } } as const;

/** How far in from the head's rim a profile's eye reaches, as a share of the radius. */
const PROFILE_EYE_IN = 0.38;

/** Where a profile's one eye is drawn across the head (its middle): glasses seen from the side go round it. */
export function profileEyeX(cx: number, r: number, direction: -1 | 0 | 1): number {
  return cx + direction * r * (1 - PROFILE_EYE_IN - 0.12 * 1.4 * 0.8);
}

/** A three-quarter face's far eye against the near one: smaller as well as narrower, further from us (decision 116). */
const FAR_EYE = 0.9;
/**
 * The far eye at its narrowest (a share of a front eye's width) and how far its outer edge keeps inside the far
 * contour's hollow (a share of r): at 0.45 and 0.03 a worried boy's far eye was a pinched slit against his cheek's line.
 */
const FAR_EYE_NARROWEST = 0.55;
const FAR_EYE_IN = 0.05;

/** An open eye's unit for a face (its height is about 1.3 of it): a grown-up's smaller for the head than a child's. */
const eyeUnit = (frame: FaceFrame) => featureUnit(frame.r) * 1.05 * ((frame.features ?? DEFAULT_FACE).grown ? GROWN_EYES : CHILD_EYES);

/**
 * Where a face's open eyes sit across it, how wide (a share of a front eye's) and how big. In profile the far eye
 * hides. Three-quarters the eyes sit where a head turned about its neck puts them (decision 116): each at its angle
 * round the face from the middle (`eyeSpacing` across the half-width at the eyes), the near one a little in from the
 * face's middle, the far one in the far contour's hollow, narrower as it turns away and a little smaller. Slid
 * toward the turn at their front spacing, the far eye a quarter narrower, a turned head read as a front face with
 * its features moved. Glasses go round them wherever they are (draw-person, decision 119).
 */
export function eyesOf(frame: FaceFrame): { x: number; width: number; outer: 1 | -1; size: number }[] {
  const { cx, r, direction, turn, features } = frame;
  const spacing = r * eyeSpacing(features) * (1 - turn * 0.35);
  if (direction === 0)
    return [
      { x: cx - spacing, width: 1, outer: -1, size: 1 },
      { x: cx + spacing, width: 1, outer: 1, size: 1 },
    ];
  // In profile the one eye sits back from the face's front, its outer corner PROFILE_EYE_IN of the radius inside the
  // rim: on the rim, it read as a bump on the head's outline and the profile as a head turned away.
  // A child's is bigger and rounder, as her eyes are face-on: at a grown-up's size a girl in profile read as a teenager
  // beside her own big-eyed front face (blind critic r93, "a small-eyed profile who looks about 13").
  if (turn >= 1)
    return [{ x: profileEyeX(cx, r, direction), outer: -direction as 1 | -1, ...PROFILE_EYE[(features ?? DEFAULT_FACE).grown ? 'grown' : 'child'] }];
  const rx = headGeometry(frame).rx;
  const apart = Math.asin(Math.min(0.9, (r * eyeSpacing(features)) / rx));
  const round = Math.asin(turn);
  const near = Math.min(1, Math.cos(round - apart) / Math.cos(apart));
  const far = Math.max(FAR_EYE_NARROWEST, Math.cos(round + apart) / Math.cos(apart));
  const farHalf = eyeUnit(frame) * EYE_SHAPES[(features ?? DEFAULT_FACE).eyes].w * far * FAR_EYE * 1.1;
  return [
    { x: cx + direction * rx * Math.sin(round - apart), width: near, outer: -direction as 1 | -1, size: 1 },
    { x: farSocketX(frame) - direction * (r * FAR_EYE_IN + farHalf), width: far, outer: direction as 1 | -1, size: FAR_EYE },
  ];
}

/**
 * Where a face's middle runs at its nose (and, `MOUTH_ROUND` of the way, at its mouth): three-quarters, round the
 * head by the turn, between the near eye and the far one and nearer the far (decision 116); behind glasses, under
 * the lenses' bridge.
 */
function middleX(frame: FaceFrame, at: 'nose' | 'mouth'): number {
  const { cx, r, direction, turn } = frame;
  if (!threeQuarter(frame)) return cx + direction * r * (at === 'nose' ? turn * 0.62 : turn * 0.5 + 0.02);
  return cx + direction * headGeometry(frame).rx * turn * (at === 'nose' ? NOSE_ROUND : MOUTH_ROUND);
}

/** Where a face's mouth sits down the head (its middle line). */
const mouthLine = (frame: FaceFrame) => frame.cy + frame.r * (0.55 + featuresDrop(frame.features ?? DEFAULT_FACE));

/**
 * A beard's shape (a path's `d`) on a face-on or three-quarter head (decision 119): its outer edge the head's own jaw
 * line from the sideburn at the near side round the chin to the far cheek (a three-quarter head's far contour, below
 * its eye socket), a little outside it, and its inner edge back under the mouth, which stays clear above it. `head`
 * is the head's frame (its outline), `face` the face's (a bowed face slides down it). A beard cut at the old
 * places, the mouth's opening half a radius toward the turn, lay off a turned jaw. In profile, `profileBeard`.
 */
export function beardOutline(head: FaceFrame, face: FaceFrame): string {
  const { cx, cy, r, direction, turn } = head;
  if (turn >= 1 && direction !== 0) return profileBeard(head);
  const d = direction === 0 ? 1 : direction;
  const { shape, rx, full, chinX, chinY, jaw } = headGeometry(head);
  // A hair's breadth outside the jaw, about the head's middle.
  const out = (x: number, y: number) => pt(cx + (x - cx) * BEARD_OUT, cy + (y - cy) * BEARD_OUT);
  const near = { x: cx - d * rx, y: cy };
  let far: { x: number; y: number };
  let toChin: string;
  if (threeQuarter(head)) {
    const cheekY = eyeLine(head) + r * FAR_SIDE.cheekDown;
    far = { x: cx + (frontEdgeX(head, cheekY) - cx) * (1 + FAR_SIDE.cheek), y: cheekY };
    toChin = `C${out(far.x, far.y + (chinY - far.y) * 0.45)} ${out(chinX + d * jaw(d as 1 | -1), chinY)} ${out(chinX, chinY)}`;
  } else {
    far = { x: cx + rx, y: cy };
    toChin = `C${out(cx + full, cy + r * shape.cheek)} ${out(chinX + jaw(1), chinY)} ${out(chinX, chinY)}`;
  }
  const back = `C${out(chinX - d * jaw(-d as 1 | -1), chinY)} ${out(cx - d * full, cy + r * shape.cheek)} ${out(near.x, near.y)}`;
  // Under the mouth: its middle where face.ts draws it, a lip's depth below.
  const mx = middleX(face, 'mouth');
  const my = mouthLine(face) + r * BEARD_UNDER_MOUTH;
  const inner =
    `C${pt(near.x + d * rx * 0.12, cy + r * 0.55)} ${pt(mx - d * r * 0.45, my)} ${pt(mx, my)}` +
    `C${pt(mx + d * r * 0.35 * (1 - turn * 0.5), my)} ${pt(far.x - d * r * 0.1, far.y + r * 0.3)} ${pt(far.x, far.y)}`;
  return `M${pt(far.x, far.y)}${toChin}${back}${inner}Z`;
}
/**
 * A beard on a profile: from the sideburn before the ear down to the jaw's angle, under the jaw and round the chin to
 * just under the lower lip, a hair's breadth outside the profile's own line, and back along the cheek. A face-on
 * beard's curve laid on a profile stood out past the face in front of the mouth, a black strap with a spike at the
 * nose (blind critic r78, forest: the father's profile read as a helmet with a strap).
 */
function profileBeard(frame: FaceFrame): string {
  const { cx, cy, r, direction } = frame;
  const d = direction === 0 ? 1 : direction;
  const points = profilePoints(frame);
  const [underLip, chinFront, chin] = points.slice(-3) as [{ x: number; y: number }, { x: number; y: number }, { x: number; y: number }];
  const out = (x: number, y: number) => pt(cx + (x - cx) * BEARD_OUT, cy + (y - cy) * BEARD_OUT);
  const angle = profileJawAngle(frame);
  const sideburn = { x: cx + d * r * 0.02, y: cy + r * 0.1 };
  return (
    `M${pt(sideburn.x, sideburn.y)}L${out(angle.x, angle.y)}Q${out(cx + d * r * 0.12, chin.y + r * 0.02)} ${out(chin.x, chin.y)}` +
    `Q${out(chinFront.x, chinFront.y)} ${pt(underLip.x, underLip.y)}` +
    `Q${pt(cx + d * r * 0.4, underLip.y + r * 0.1)} ${pt(cx + d * r * 0.12, cy + r * 0.5)}Q${pt(cx, cy + r * 0.3)} ${pt(sideburn.x, sideburn.y)}Z`
  );
}

/** How far outside the jaw a beard stands, and how far under the mouth's middle line its inner edge runs (shares of r). */
const BEARD_OUT = 1.04;
const BEARD_UNDER_MOUTH = 0.18;
const NOSE_ROUND = 1.05;
const MOUTH_ROUND = 0.85;

/**
 * A three-quarter mouth is shorter on its far side, where it turns away (decision 116): each mark's run across from
 * the mouth's middle on that side is brought in to this share (`mouth`'s `far`).
 */
const FAR_MOUTH = 0.6;

/**
 * A grown-up's eyes are smaller for the head than a child's (a share of a child's), and a child's are bigger than
 * the usual: at 0.8 and 1 a mother and her daughter had nearly one face at phone size. At 0.74, with a dark dot for
 * an eye, a grown-up's eyes were pinpricks on a phone; with whites they are told apart from a child's by the white.
 */
const GROWN_EYES = 0.84;
const CHILD_EYES = 1.1;
/**
 * Below this head radius (in the picture's units, a face under about 45 px tall on a phone) the features grow
 * against the head, up to `SMALL_MOST` times, as the square root of how much smaller it is: bigger dark eyes and
 * heavier brows and mouth lines, so a back-row face 20–30 px tall still shows them and is not a blur.
 */
const SMALL_HEAD = 24;
const SMALL_MOST = 1.4;
const featureScale = (r: number) => Math.min(SMALL_MOST, Math.max(1, Math.sqrt(SMALL_HEAD / r)));

/** A face's feature unit: eyes, brows, nose and mouth are drawn in it, grown on a small head (`featureScale`). */
const featureUnit = (r: number) => r * 0.12 * featureScale(r);

/** The skin deepened and warmed (red least, blue most): its own darker tone, where an even darkening went grey-brown. */
function warmShade(skin: string, depth: number): string {
  const [r, g, b] = channels(skin);
  return hexOf([r * (1 - depth * 0.6), g * (1 - depth), b * (1 - depth * 1.25)]);
}

/** A grown-up's lips: the skin's own colour deepened toward a soft rose. */
function lipColour(skin: string): string {
  const rose = [0.71, 0.32, 0.35];
  return hexOf(channels(skin).map((c, i) => c * 0.4 + rose[i]! * 0.6));
}

/**
 * Cheeks lifted in a big smile (a laugh, singing, happy tears: the shut, smiling eyes), in the face's unit: the blush
 * this far under the eye line (3.1 otherwise), this tall (1.35) and this much deeper, so the cheeks round up under
 * the eyes' arcs as a laughing child's do, where the plain blush sat low and flat under every feeling alike.
 */
const CHEEKS_UP = { down: 2.4, up: 1.7, more: 0.06 };

/** Paths of one look as one path (its `d`s joined), so a face's two brows cost one element's bytes; else as they are. */
function onePath(marks: string[]): string {
  const parsed = marks.filter(Boolean).map((m) => /^<path d="([^"]*)"([^>]*)\/>$/.exec(m));
  if (parsed.length < 2 || parsed.some((p) => !p || p[2] !== parsed[0]![2])) return marks.join('');
  return `<path d="${parsed.map((p) => p![1]).join('')}"${parsed[0]![2]}/>`;
}

/** A turned ear's half-width, a share of its half-height (`sideEar`'s size): an ear is taller than it is wide. */
export const TURNED_EAR_WIDTH = 0.72;

/**
 * A turned head's ear on its skin (`sideEar`), its rim and the curl inside it: behind the head's outline draw-person's
 * ear is hidden once the head turns, and a profile read as an egg with a nose.
 */
function turnedEar(frame: FaceFrame, s: number): string {
  const features = frame.features ?? DEFAULT_FACE;
  if (frame.direction === 0 || frame.turn <= 0 || features.earsCovered) return '';
  const { x, y, size } = sideEar(features, frame.turn);
  const d = frame.direction;
  const ex = frame.cx - d * x * frame.r;
  const ey = frame.cy + y * frame.r;
  const w = size * TURNED_EAR_WIDTH * frame.r;
  const h = size * frame.r;
  const curl = `M${pt(ex + d * w * 0.35, ey - h * 0.5)}Q${pt(ex - d * w * 0.5, ey - h * 0.45)} ${pt(ex - d * w * 0.25, ey + h * 0.1)}Q${pt(ex, ey + h * 0.35)} ${pt(ex + d * w * 0.2, ey + h * 0.5)}`;
  // The ink rim runs round the ear's back only, from its top over the helix to the lobe: its front grows out of the
  // cheek. A whole ring beside a lens read as a third lens (blind critics, rounds 61 and 80, birthday p9).
  const helix = `M${pt(ex + d * w * 0.3, ey - h * 0.95)}C${pt(ex - d * w * 1.35, ey - h * 0.95)} ${pt(ex - d * w * 1.35, ey + h * 0.95)} ${pt(ex + d * w * 0.3, ey + h * 0.95)}`;
  return (
    ellipse(ex, ey, w, h, warmShade(frame.skin, 0.12)) +
    `<path d="${helix}" stroke="${ink}" stroke-opacity=".55" stroke-width="${n(s * 0.3)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${curl}" stroke="${warmShade(frame.skin, 0.45)}" stroke-width="${n(s * 0.35)}" stroke-linecap="round" fill="none"/>`
  );
}

/**
 * A puffed cheek (its middle and radius, and whether it breaks the face's edge): under the outer half of its eye,
 * standing out past the face's edge by `PUFF_OUT` of the head's radius, wherever that edge is on this head (a round
 * child's or a father's broad square one). Turned three-quarters only the far cheek breaks the outline, past the far
 * contour; the near one, and a profile's, is rounded on the face under the eye, its edge toward the ear inside the
 * head (out past it, or placed by the face-on outline, it hung under the ear as a jowl).
 */
function puffOf(frame: FaceFrame, e: { x: number; width: number; outer: 1 | -1 }) {
  const u = frame.r * 0.12;
  const y = eyeLine(frame) + u * 4.1;
  const radius = u * 2.7 * e.width;
  if (frame.turn >= 1 || (threeQuarter(frame) && e.outer !== frame.direction)) return { x: e.x + e.outer * u * 1.6, y, radius, out: false };
  const side = threeQuarter(frame) ? frontEdgeX(frame, y) - frame.cx : e.outer * Math.abs(frontEdgeX(frame, y) - frame.cx);
  const edge = frame.cx + side + e.outer * frame.r * (threeQuarter(frame) ? PUFF_OUT.far : PUFF_OUT.front);
  return { x: edge - e.outer * radius, y, radius, out: true };
}
/**
 * How far a puffed cheek stands past the face's edge, a share of r: a three-quarter face's far cheek further, past the
 * narrow lower face beside the lips (at the front's own reach it hardly left a heart face's chin).
 */
const PUFF_OUT = { front: 0.1, far: 0.2 };

/**
 * Cheeks puffed to blow (`puffed`): each a round of the head's own skin standing out past the face's edge below the
 * eye, for draw-person to lay under the head's outline, so its outline runs round them and the face covers their inner
 * half. Drawn over the face, without an edge of their own, they were pale discs laid on it.
 */
export function puffedCheeks(expression: Expression, frame: FaceFrame): string {
  if (!faces[expression].extras.includes('puffed') || frame.turn >= 1) return '';
  return eyesOf(frame)
    .map((e) => {
      const { x, y, radius, out } = puffOf(frame, e);
      return out ? circle(x, y, radius, frame.skin, 'data-k=""') : '';
    })
    .join('');
}

/**
 * Eyes, brows, mouth and what a feeling adds (blush, tears, a sweat drop), on a head; the brows apart, since they are
 * laid over the hair where a fringe comes down on them (decision 134).
 */
export function drawFace(expression: Expression, frame: FaceFrame): { face: string; brows: string } {
  const { cx, cy, r, direction, turn } = frame;
  const face = faces[expression];
  const features = frame.features ?? DEFAULT_FACE;
  // A lash-lined eye keeps its shape under its lash line, without an almond lid as well.
  const own = EYE_SHAPES[features.eyes];
  // A narrow eye smiles only on a face that does: worried or cross, smiling eyes read as a joke.
  const shape = own.crescent && !SMILING_EYES.has(expression) ? { ...own, crescent: false } : own;
  // A child's eye seen side-on keeps its dark eye under the profile's lid (decision 111): a white's iris at its back
  // read as a look behind.
  const whites = features.grown || (r >= CHILD_WHITES_FROM && turn < 1);
  const eyeShape = {
    ...(features.lashes ? { ...shape, lid: false } : shape),
    whites,
    child: whites && !features.grown,
    elder: features.grown && features.lines === 'wrinkles',
    profile: turn >= 1 ? direction : (0 as const),
  };
  const s = featureUnit(r);
  // The face's own unit, which does not grow on a small head: where the cheeks, blush and tears lie on it.
  const u = r * 0.12;
  // Eyes look where the head turns, unless the gaze sends them across the picture, up or down, or both
  // at once (up at a sign on a post beside someone, down at the mittens in one's hands).
  const look = frame.gaze?.endsWith('left') ? -GAZE_ACROSS : frame.gaze?.endsWith('right') ? GAZE_ACROSS : direction;
  const lift = frame.gaze?.startsWith('up') ? -GAZE_UP : (face.lift ?? 0);
  const down = frame.gaze?.startsWith('down') === true;
  const eyeY = eyeLine(frame);
  const parts: string[] = [faceShade(frame), turnedEar(frame, s)];
  const eyes = eyesOf(frame);
  const flushed = face.extras.includes('flushed');
  if (flushed)
    // Red all over, fading at its edge (a faint disc is modelled as a glow): one flat half-clear oval read as a red
    // disc laid on the face and its glasses (birthday c4-p2). Deep enough to read as red on a darker skin too (at .45 a
    // medium skin came out salmon-tan, and "you look like a tomato" had no picture: blind critic r29), and deepest on
    // the cheeks (below), as a hot face is.
    parts.push(circle(cx + direction * turn * r * 0.2, cy + r * 0.3, r * (0.84 - 0.22 * turn), FLUSH, 'opacity=".48"'));
  if (face.extras.includes('puffed')) {
    // Cheeks blown full of air: the bulges past the face's edge are the head's own skin and outline (`puffedCheeks`);
    // on the face each cheek is a soft blush, rounded off below by a crease of deeper skin curving in toward the pursed
    // lips. A pink wash with a dark arc round its outer edge read as a see-through disc, a ring laid on the face.
    for (const e of eyes) {
      const { x, y, radius } = puffOf(frame, e);
      parts.push(
        blush(x, y, radius * 0.8, radius * 0.68, '#f07a6e', 0.16),
        `<path d="M${pt(x - e.outer * radius * 0.95, y + radius * 0.05)}Q${pt(x - e.outer * radius * 0.7, y + radius * 1.05)} ${pt(x + e.outer * radius * 0.35, y + radius * 1.02)}" stroke="${warmShade(frame.skin, 0.3)}" stroke-width="${n(s * 0.45)}" stroke-linecap="round" fill="none"/>`,
      );
    }
  }
  if (face.extras.includes('blush') || face.extras.includes('cheeks') || flushed || features.rosy) {
    // Low on the cheek, under the outer half of the eye, lighter than a cheek's red; cross cheeks are redder;
    // rosy cheeks are a softer wash, whatever the feeling.
    const cross = face.extras.includes('cheeks');
    const felt = cross || face.extras.includes('blush');
    // A three-quarter face's far blush lies in from its eye, inside the far cheek's contour. A big smile's shut,
    // smiling eyes sit on cheeks pushed up under them: the blush high, round and a little deeper (decision 116).
    const lifted = face.eyes === 'happy' ? CHEEKS_UP : { down: 3.1, up: 1.35, more: 0 };
    for (const e of eyes)
      parts.push(
        blush(
          e.x + e.outer * u * (e.outer === direction && threeQuarter(frame) ? -0.3 : 0.9),
          eyeY + u * lifted.down,
          u * 2.3 * e.width,
          u * lifted.up,
          flushed ? FLUSH : cross ? '#f27a7a' : '#ff9eae',
          (flushed ? 0.4 : cross ? 0.24 : felt ? 0.2 : 0.14) + lifted.more,
        ),
      );
  }
  parts.push(lines(features.lines, frame, eyes, s), nose(features.nose, frame, s));
  const rightmost = Math.max(...eyes.map((e) => e.x));
  const brows: string[] = [];
  for (const e of eyes) {
    // A winking face's open eye looks down without the lowered lid: beside the wink, it read as a sly half-shut eye.
    const open = down && face.eyes === 'dot' ? (face.shut ? 'low' : 'down') : face.eyes;
    const winking = face.shut !== undefined && e.x === rightmost;
    const kind = winking ? face.shut! : open;
    const eyeSize = eyeUnit(frame) * e.size;
    parts.push(mirroredEye(kind, e.x, eyeY, eyeSize, e.width, look, down && kind === 'wide' ? 1 : lift, e.outer === 1, eyeShape));
    if (features.lashes && OPEN_EYES.has(kind) && kind !== 'down')
      parts.push(lashLine(e.x, eyeY, eyeSize, e.width * eyeShape.w * (turn >= 1 ? PROFILE_EYE_NARROW : 1), e.outer, eyeShape.h));
    if (kind === 'set') {
      // A level upper lid over the narrowed eye, lower toward the nose: the look of someone set on something.
      const w = eyeSize * e.width * eyeShape.w * 1.15;
      parts.push(
        `<path d="M${pt(e.x - e.outer * w, eyeY - eyeSize * 0.7)}L${pt(e.x + e.outer * w, eyeY - eyeSize * 0.95)}" stroke="${ink}" stroke-width="${n(eyeSize * 0.45)}" stroke-linecap="round"/>`,
      );
    }
    // The brow over a winking eye comes down onto it, and the cheek under it rises. A grown-up's brow has a shape,
    // arched soft and round, a woman's most; a child's is a soft even curve.
    const weight = BROW_WEIGHT[features.brows];
    const arch = browArch(features);
    const browY = eyeY - s * (features.grown ? BROW_HEIGHT[features.brows] : BROW_HEIGHT.medium);
    brows.push(
      winking
        ? brow('neutral', e.x, browY + s * 0.5, s, e.outer, e.width, 0.5, weight, arch, features.browColour)
        : brow(face.brows, e.x, browY, s, e.outer, e.width, 0, weight, arch, features.browColour),
    );
    if (winking)
      parts.push(
        `<path d="M${pt(e.x - s * 1.2, eyeY + s * 1.9)}Q${pt(e.x, eyeY + s * 1.2)} ${pt(e.x + s * 1.2, eyeY + s * 1.9)}" stroke="${ink}" stroke-width="${n(s * 0.4)}" stroke-linecap="round" fill="none" opacity=".8"/>`,
      );
  }
  const mouthY = mouthLine(frame);
  // In profile a closed mouth's line runs in from the lips at the face's front (decision 111).
  const mouthX = direction === 0 ? cx : turn >= 1 ? frontEdgeX(frame, mouthY) - direction * s * 1.5 * 0.6 * 0.85 : middleX(frame, 'mouth');
  // A three-quarter mouth keeps its near half and is short on its far side (`FAR_MOUTH`), not narrowed evenly.
  const turned = threeQuarter(frame);
  const wide = features.beard ? 1 : MOUTH_WIDTH[features.mouth ?? features.shape];
  const mouthWidth = 1.5 * (1 - turn * (turned ? 0.1 : 0.4)) * wide;
  const far = turned ? { side: direction, k: FAR_MOUTH } : undefined;
  if (features.grown && CLOSED_MOUTHS.has(face.mouth)) {
    // A grown-up's closed mouth has lips: a soft lower lip under the line, which a child's face goes without.
    const w = s * mouthWidth * 0.55;
    const y = mouthY + s * (face.mouth === 'frown' ? 0.75 : 0.5);
    const [left, right] = [mouthX - w * (turned && direction === -1 ? FAR_MOUTH : 1), mouthX + w * (turned && direction === 1 ? FAR_MOUTH : 1)];
    parts.push(
      `<path d="M${pt(left, y)}Q${pt(mouthX, y + s * 1.1)} ${pt(right, y)}Q${pt(mouthX, y + s * 0.3)} ${pt(left, y)}Z" fill="${lipColour(frame.skin)}" opacity=".75"/>`,
    );
  }
  parts.push(
    turn >= 1 && PROFILE_OPENINGS[face.mouth]
      ? profileMouth(face.mouth, frame, mouthY, s)
      : mouth(face.mouth, mouthX, mouthY, s, mouthWidth, far, wide, turn >= 1 ? direction : 0),
  );
  if (face.mouth === 'puff') {
    parts.push(
      `<path d="M${pt(mouthX + (direction || 1) * s * 2.5, mouthY)}h${n((direction || 1) * s * 3)}M${pt(mouthX + (direction || 1) * s * 2.5, mouthY - s * 1.5)}l${pt((direction || 1) * s * 2.5, -s * 1)}M${pt(mouthX + (direction || 1) * s * 2.5, mouthY + s * 1.5)}l${pt((direction || 1) * s * 2.5, s * 1)}" stroke="#9fd3f5" stroke-width="${n(s * 0.5)}" stroke-linecap="round"/>`,
    );
  }
  if (face.extras.includes('tears')) {
    // Sad tears run: a short stream from under each eye down the outer cheek, ending in a drop, and a second drop
    // falling from it. Run down the inner cheek to the chin, beside the nose, a critic read the stream as a runny nose
    // (blind critic r102).
    for (const e of eyes) {
      parts.push(
        `<path d="M${pt(e.x, eyeY + s * 1.7)}q${pt(u * 0.5 * e.outer, u * 2)} ${pt(u * 0.9 * e.outer, u * 4.2 - s * 1.7)}" stroke="${TEAR}" stroke-width="${n(s * 0.95)}" stroke-linecap="round" fill="none"/>`,
        drop(e.x + u * 0.9 * e.outer, eyeY + u * 4.3, s * 0.85),
        drop(e.x + u * 1.5 * e.outer, eyeY + u * 7, s * 0.6),
      );
    }
  }
  if (face.extras.includes('joy-tears')) {
    // Happy tears sit: a bright bead at the outer corner of each smiling eye, not a stream.
    for (const e of eyes) parts.push(drop(e.x + e.outer * s * 1.5 * e.width, eyeY + s * 1.1, s * 0.8));
  }
  if (face.extras.includes('sweat')) {
    const x = cx - (direction || 1) * r * 0.78;
    const y = cy - r * 0.35;
    parts.push(
      `<path d="M${pt(x, y)}q${pt(-s * 1.3, s * 2.2)} 0 ${n(s * 2.6)}q${pt(s * 1.3, -s * 0.4)} 0 ${n(-s * 2.6)}Z" fill="#8fd0f7" stroke="#4fa6dc" stroke-width="${n(s * 0.2)}"/>`,
    );
  }
  // The brows apart, for draw-person to lay over the hair (decision 134).
  return { face: parts.join(''), brows: onePath(brows) };
}
