/**
 * A prop is drawn in its own box: x runs from about -size/2 to size/2 around its centre line,
 * and y = 0 is where it rests (a table top, the floor, a hand), so it grows upwards to
 * negative y. The scene renderer translates the markup to its place; the drawer only draws.
 */
export interface PropOptions {
  /** Width of the prop in canvas units (the 800 × 500 scene). */
  size: number;
  /** A named state the story needs, e.g. a window 'closed', 'sunny' or 'open'. */
  variant?: string;
  /** How many of something it shows, e.g. candles on a cake. */
  count?: number;
  /** Candles, lamps, a tree's lights: on (glowing) or off. */
  lit?: boolean;
  /** With `lit` and `count`: only this many are lit, the rest not yet. */
  litCount?: number;
  /** Words written on it, for props that carry words (see ../lettering.ts). */
  label?: string;
}

export interface PropDefinition extends LightSource {
  /**
   * Where a hand holds it, as a share of its size above its base: 0 for things carried from below
   * (a cake on its plate), about 0.4 for things held by the middle (a map), near 1 for things
   * hanging from a handle (a lantern). 0.4 when not given.
   */
  grip?: number;
  /**
   * Where one hand takes it, when that is not on its centre line (a card held out by one side edge): in its
   * own box, as shares of its size, across from its centre line and up from its base. The hand goes to that
   * point and the thing stands out in front of the holder, whichever way they face (the engine puts the
   * point on the side toward the holder), so a book needs no variant that shifts the drawing to the hand.
   * It replaces `grip` for a thing in one hand.
   */
  gripPoint?: { x: number; y: number };
  /**
   * A flat thing whose front is what it is for (a drawn picture, a map): hugged to the chest turned three-quarters, the
   * near arm stays behind it and only the fingers come over its edge, so the front shows. A bulky thing (a sack, a rolled
   * mat, a box) has the near forearm drawn round its front instead, as an arm hugs it.
   */
  showsFront?: true;
  /** Half its width as a share of its size, where hands holding it by its two side edges go (a map, a card). 0.45 when not given. */
  halfWidth?: number;
  /**
   * How tall it is drawn, as a share of its size, when that is well under its width (a flat sheet, a tray):
   * carried in both hands before the body, a thing is kept under the chin by its own height, not its width,
   * so a low thing stays in the hands instead of sinking below them. 1 when not given.
   */
  height?: number;
  /** The states this prop can be drawn in; the first is the default. Empty when it has none. */
  variants: readonly string[];
  /**
   * Part of the place rather than a thing in it (a big tree, a river, a house's porch): like the backgrounds'
   * landmarks it may run past a close frame's edges, and tools that check a picture's framing know it by
   * its `data-landmark` mark.
   */
  landmark?: true;
  /**
   * A long thing held out by hands the scene sends to it (`reachTo` … `on` its `part`): drawn across its holders, after
   * their bodies and far arms and under their near arms and hands (decision 140), as a branch pushed out side-on is.
   */
  heldAcross?: true;
  /**
   * A top hands rest on (a table, a desk): a hand the scene sends to it (`reachTo` … `on` its `part`) from someone drawn
   * before it, sitting or standing behind it, is drawn over it with its arm, as hands folded on a desk lie on its top.
   * Drawn with its person, behind the desk, the hands were hidden and the arms ended at its edge. Below the top's front
   * edge (`front`, up from its base) and across its width (`halfWidth` each side of its centre line), as shares of its
   * size, the arm is not drawn: an elbow hanging below the top stays behind the desk, where drawn over it the forearms
   * stood up from the desk's front like sticks.
   */
  handsRest?: { front: number; halfWidth: number };
  draw: (options: PropOptions) => string;
}

/** Where a lit prop's light comes from, in its own box (the same units as its markup). */
export interface PropLight {
  x: number;
  y: number;
  /** How far its light reaches. */
  radius: number;
}

interface LightSource {
  /** The light of the prop drawn with these options, or none when it is off. */
  light?: (options: PropOptions) => PropLight | null;
}
