import { z } from './zod';

/** Business constants of the block-programming adventure (docs/product.md §9). */
export const POINTS_PER_ITEM = 50;
export const STEP_DELAY_MS = 1000;
export const LEVEL_COMPLETE_OVERLAY_MS = 2000;
export const REPEAT_COUNTS = [3, 5] as const;

const text = z.string().trim().min(1);
const emoji = z.string().trim().min(1).max(16);
/** A Fluent Emoji Flat icon name, drawn instead of the system emoji so every device shows the same picture. */
const icon = z.string().regex(/^[a-z0-9-]+$/);
const slug = z.string().regex(/^[a-z0-9-]+$/);

export const characterIds = ['girl', 'boy', 'cat', 'dog', 'fairy', 'wizard', 'unicorn', 'robot'] as const;
export const CharacterIdSchema = z.enum(characterIds);
export type CharacterId = z.infer<typeof CharacterIdSchema>;

/** A hero the child can play as (docs/product.md §3 Character). */
export const CharacterSchema = z.object({
  id: CharacterIdSchema,
  name: text,
  emoji,
  icon,
  description: text,
  /** Korean first on the page; the spec's English fields stay as its quiet second line. */
  descriptionKo: text,
});
export type Character = z.infer<typeof CharacterSchema>;

export const DirectionSchema = z.enum(['up', 'down', 'left', 'right']);
export type Direction = z.infer<typeof DirectionSchema>;

export const HazardTypeSchema = z.enum(['fire', 'spike']);
export type HazardType = z.infer<typeof HazardTypeSchema>;

/** Cells are counted from the top-left corner: x grows to the right, y grows downwards. */
export const PositionSchema = z.object({ x: z.number().int().min(0), y: z.number().int().min(0) });
export type Position = z.infer<typeof PositionSchema>;

export const GameItemSchema = z.object({
  id: slug,
  name: text,
  emoji,
  icon,
  found: z.boolean(),
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  /** The friend who lost it; the page says whose treasure the child is bringing back. */
  belongsTo: text,
});
export type GameItem = z.infer<typeof GameItemSchema>;

export const HazardSchema = z.object({
  id: slug,
  type: HazardTypeSchema,
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  emoji,
  icon,
});
export type Hazard = z.infer<typeof HazardSchema>;

/** The look of a level's board; the page maps each name to its colours. */
export const LevelBackgroundSchema = z.enum(['meadow', 'forest', 'castle']);
export type LevelBackground = z.infer<typeof LevelBackgroundSchema>;

/** One level of the adventure (docs/product.md §3 Game level). Every per-level setting lives here. */
export const GameLevelSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    titleKo: text,
    background: LevelBackgroundSchema,
    description: text,
    descriptionKo: text,
    gridSize: z.number().int().min(4).max(16),
    startPosition: PositionSchema,
    items: z.array(GameItemSchema).min(1),
    hazards: z.array(HazardSchema),
    completionMessage: text,
    completionMessageKo: text,
  })
  .superRefine((level, ctx) => {
    const cells = new Set<string>();
    const place = (what: string, x: number, y: number) => {
      if (x >= level.gridSize || y >= level.gridSize) {
        ctx.addIssue({ code: 'custom', message: `${what} at (${x},${y}) is outside the ${level.gridSize}×${level.gridSize} grid` });
      }
      const key = `${x},${y}`;
      if (cells.has(key)) ctx.addIssue({ code: 'custom', message: `${what} at (${x},${y}) shares its cell` });
      cells.add(key);
    };
    place('the start', level.startPosition.x, level.startPosition.y);
    for (const item of level.items) place(`item '${item.id}'`, item.x, item.y);
    for (const hazard of level.hazards) place(`hazard '${hazard.id}'`, hazard.x, hazard.y);
    if (level.items.some((item) => item.found)) ctx.addIssue({ code: 'custom', message: 'items start not found' });
  });
export type GameLevel = z.infer<typeof GameLevelSchema>;

const blockId = z.string().min(1).max(64);

export const MoveBlockSchema = z.object({ id: blockId, type: z.literal('move'), direction: DirectionSchema });
export const CollectBlockSchema = z.object({ id: blockId, type: z.literal('collect') });
/** What a repeat block may hold: repeats do not nest, so a child reads every program at one depth. */
export const SimpleBlockSchema = z.discriminatedUnion('type', [MoveBlockSchema, CollectBlockSchema]);
export type SimpleBlock = z.infer<typeof SimpleBlockSchema>;

export const LoopBlockSchema = z.object({
  id: blockId,
  type: z.literal('loop'),
  times: z.union([z.literal(REPEAT_COUNTS[0]), z.literal(REPEAT_COUNTS[1])]),
  steps: z.array(SimpleBlockSchema),
});
export type LoopBlock = z.infer<typeof LoopBlockSchema>;

/** A block in the child's program (docs/product.md §3 Program block). */
export const ProgramBlockSchema = z.discriminatedUnion('type', [MoveBlockSchema, CollectBlockSchema, LoopBlockSchema]);
export type ProgramBlock = z.infer<typeof ProgramBlockSchema>;
export type Program = ProgramBlock[];

/** The seven blocks in the palette (docs/product.md §3): four moves, collect, repeat 3x, repeat 5x. */
export const paletteKinds = ['up', 'down', 'left', 'right', 'collect', 'repeat-3', 'repeat-5'] as const;
export type PaletteKind = (typeof paletteKinds)[number];
