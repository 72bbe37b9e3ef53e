import { z } from './zod';

/**
 * An illustration is described as data and drawn at build time into an SVG file
 * (see scripts/render-illustrations.ts). The canvas is always 800 × 500, so every
 * picture has the same aspect ratio and the page never shifts while it loads.
 */
export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 500;

export const backgroundIds = [
  'bedroom',
  'living-room',
  'christmas-living-room',
  'kitchen',
  'bakery',
  'garden',
  'park',
  'classroom',
  'schoolyard',
  'snowy-street',
  'winter-night',
  'forest',
  'forest-path',
  'river',
  'mountains',
  'hanok-village',
  'road-sign',
  'market',
  'night-sky',
  'party-room',
  'hanok-yard',
  'tteok-shop',
  'valley',
  'bukhansan',
  'neighbourhood-alley',
  'ravine',
  'oak-clearing',
  'dining-room',
  'hallway-stairs',
  'toy-shop',
] as const;
export const BackgroundIdSchema = z.enum(backgroundIds);
export type BackgroundId = z.infer<typeof BackgroundIdSchema>;

export const SceneActorSchema = z.object({
  /** A Fluent Emoji Flat icon name, e.g. 'girl-light', 'birthday-cake'. */
  icon: z.string().regex(/^[a-z0-9-]+$/),
  /** Centre of the icon on the 800 × 500 canvas. */
  x: z.number().min(0).max(SCENE_WIDTH),
  y: z.number().min(0).max(SCENE_HEIGHT),
  /** Width and height in canvas units; 120 when omitted. */
  size: z.number().min(16).max(400).optional(),
  /** Mirror horizontally, so a character can face the other way. */
  flip: z.boolean().optional(),
});
export type SceneActor = z.infer<typeof SceneActorSchema>;

export const SceneSchema = z.object({
  background: BackgroundIdSchema,
  /** Tints the background: 'evening' is warm, 'night' is dark blue. */
  time: z.enum(['day', 'evening', 'night']).optional(),
  actors: z.array(SceneActorSchema).min(1).max(12),
});
export type Scene = z.infer<typeof SceneSchema>;
