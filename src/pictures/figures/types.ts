import type { Outfit } from '@/pictures/vocabulary/scene';

/**
 * The figure vocabulary. Scenes name a cast member, a pose, a facing and an expression;
 * the renderer turns them into SVG. Every list here is also the schema's list (src/shared/scene.ts),
 * so a scene can only ask for what the engine can draw.
 */
export { type Pose, type Facing, type Expression, type AnimalPose, type HeadTilt } from '@/pictures/vocabulary/figure-vocabulary';

/** How old a person looks decides the body's proportions (heads tall, limb lengths). */
export type AgeGroup = 'toddler' | 'child' | 'teen' | 'adult' | 'elder';

export type HairStyle = 'ponytail' | 'pigtails' | 'bob' | 'long' | 'bun' | 'short' | 'curly-short' | 'bowl' | 'balding' | 'perm' | 'tied-back';

/**
 * What makes one face unlike another, whatever it feels: the head's shape below the eyes, the eyes' shape,
 * the nose, the brows' weight, the ears, cheeks that are always rosy, and lines (laugh lines on a grown-up,
 * wrinkles on a grandparent). Each is optional; `faceOf` in face.ts fills the rest from the person's age.
 */
export interface FaceLook {
  shape: 'round' | 'oval' | 'long' | 'square' | 'heart';
  eyes: 'round' | 'big' | 'almond' | 'narrow';
  nose: 'button' | 'round' | 'long' | 'broad' | 'pointed';
  brows: 'fine' | 'medium' | 'heavy';
  ears: 'small' | 'medium' | 'big';
  /**
   * How far apart the eyes are set, against the head's own spacing (`eyeSpacing` in face.ts): wide-set eyes on one
   * round face and close-set ones on a long face tell two heads apart at phone size (decision 130).
   */
  eyesSet?: 'close' | 'wide';
  /**
   * A mouth narrower or wider than the face's shape gives it (`MOUTH_WIDTH` in face.ts): a small mouth on one face and a
   * wide one on another still tell two singing faces apart at phone size (decision 133).
   */
  mouth?: 'small' | 'wide';
  /** The brows' colour: the hair's, deepened toward ink (from the hair, `faceOf`; a white-haired grandparent's are grey). */
  browColour?: string;
  rosy: boolean;
  lines: 'none' | 'laugh' | 'wrinkles';
  /**
   * A grown-up's face, not a child's: a longer face with a jaw, eyes smaller for the head, a nose with a bridge and
   * lips, as a picture book tells a parent from a child by the face and not only by the hair.
   */
  grown: boolean;
  /** A lash line over open eyes and a more arched brow (a grown-up with long or tied-up hair has one unless the cast says not). */
  lashes: boolean;
  /** A toddler's chubby cheeks: the face widest low, below the eyes (a toddler's unless the cast says not). */
  chubby?: boolean;
  /**
   * Behind glasses (from the person's signature, `faceOf`): turned three-quarters the eyes stay where draw-person's
   * lenses are, not where a bare face's eyes turn to (decision 116).
   */
  glasses?: boolean;
  /** Hair over the ears (a bob, long hair; from the hair, `faceOf`): a turned head shows no ear of its own. */
  earsCovered?: boolean;
  /** Bearded (from the signature): a three-quarter mouth stays in the beard's opening, where draw-person draws it. */
  beard?: boolean;
}

/**
 * A body's build, where it is not the usual (proportions.ts): `slight` narrow-shouldered with slim limbs and a longer
 * neck; `sturdy` fuller all over; `broad` wide in the shoulders over the usual hips, a slightly bigger head; `stout` wide,
 * with a round belly and hardly a neck. Two people of one age read apart by their outline before their faces.
 */
export type Build = 'slight' | 'sturdy' | 'broad' | 'stout';

/** One recurring person, drawn the same way on every page. */
export interface PersonLook {
  name: string;
  age: AgeGroup;
  /** Height relative to the age group's usual height (1 = typical). */
  height: number;
  /** Their build, when the cast says so; the usual for their age otherwise. */
  build?: Build;
  skin: string;
  hair: { style: HairStyle; colour: string };
  /** Their usual clothes; a book's wardrobe may dress them otherwise. */
  outfit: Outfit;
  /** What makes them recognisable at a glance on a phone. */
  signature?: 'hair-bow' | 'glasses' | 'beard' | 'headscarf' | 'freckles' | 'hairpin';
  signatureColour?: string;
  /** Their face, so they are known by it and not only by hair and clothes (defaults by age). */
  face?: Partial<FaceLook>;
}
