import { characterIds, paletteKinds, type ProgramBlock } from './adventure';
import { z } from './zod';

// The zod schemas of the adventure's levels, checked by the content tests and level-check.ts. The page
// imports only adventure.ts (constants and types), which keeps zod out of its script.

const text = z.string().trim().min(1);
const emoji = z.string().trim().min(1).max(16);
/** A Fluent Emoji Flat icon name, drawn instead of the system emoji so every device shows the same picture. */
const icon = z.string().regex(/^[a-z0-9-]+$/);
const slug = z.string().regex(/^[a-z0-9-]+$/);

export const CharacterIdSchema = z.enum(characterIds);

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

export const DirectionSchema = z.enum(['up', 'down', 'left', 'right']);

export const HazardTypeSchema = z.enum(['fire', 'spike']);

/** Cells are counted from the top-left corner: x grows to the right, y grows downwards. */
export const PositionSchema = z.object({ x: z.number().int().min(0), y: z.number().int().min(0) });

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

export const HazardSchema = z.object({
  id: slug,
  type: HazardTypeSchema,
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  emoji,
  icon,
});

/** The look of a level's board; the page maps each name to its colours. */
export const LevelBackgroundSchema = z.enum(['meadow', 'forest', 'castle', 'beach', 'snow']);

/** What an "if" block asks about the square next to the hero, seen the way the hero faces. */
export const ConditionSchema = z.enum(['path-ahead', 'path-left', 'path-right']);
export const TurnSchema = z.enum(['left', 'right']);

const blockId = z.string().min(1).max(64);

export const MoveBlockSchema = z.object({ id: blockId, type: z.literal('move'), direction: DirectionSchema });
export const CollectBlockSchema = z.object({ id: blockId, type: z.literal('collect') });
/** One square the way the hero faces (the later adventures' hero has a front). */
export const ForwardBlockSchema = z.object({ id: blockId, type: z.literal('forward') });
export const TurnBlockSchema = z.object({ id: blockId, type: z.literal('turn'), turn: TurnSchema });
/** Runs the level's procedure, the child's own named block. */
export const CallBlockSchema = z.object({ id: blockId, type: z.literal('call') });

const ProgramBlockSchema: z.ZodType<ProgramBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    MoveBlockSchema,
    CollectBlockSchema,
    ForwardBlockSchema,
    TurnBlockSchema,
    CallBlockSchema,
    z.object({
      id: blockId,
      type: z.literal('loop'),
      times: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
      steps: z.array(ProgramBlockSchema),
    }),
    z.object({ id: blockId, type: z.literal('until'), steps: z.array(ProgramBlockSchema) }),
    z.object({ id: blockId, type: z.literal('if'), condition: ConditionSchema, steps: z.array(ProgramBlockSchema) }),
  ]),
);
const ProgramSchema = z.array(ProgramBlockSchema);

const PaletteKindSchema = z.enum(paletteKinds);

/** The intended shortest answer: the main program, and the procedure's body where the level has one. */
const SolutionSchema = z.object({ program: ProgramSchema, procedure: ProgramSchema.optional() });

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
    /** Which way the hero faces at the start (it matters to Forward, the turns and the "if" blocks). */
    facing: DirectionSchema,
    items: z.array(GameItemSchema),
    hazards: z.array(HazardSchema),
    /** Rocks and trees: the hero bumps into them, as into the map's edge, and is not hurt. */
    walls: z.array(PositionSchema),
    /** A flag square the hero must stand on (after finding every treasure) to finish. */
    goal: PositionSchema.optional(),
    /** The blocks this level offers, in palette order. */
    palette: z.array(PaletteKindSchema).min(1),
    /** The child's own named block: its name, in both languages. */
    procedure: z.object({ name: text, nameKo: text }).optional(),
    /** Shown after two failed runs: words an 8-year-old reads alone. */
    hint: text,
    hintKo: text,
    solution: SolutionSchema,
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
    for (const wall of level.walls) place('a wall', wall.x, wall.y);
    if (level.goal) place('the goal', level.goal.x, level.goal.y);
    if (level.items.length === 0 && !level.goal) ctx.addIssue({ code: 'custom', message: 'a level needs a treasure or a goal' });
    if (level.items.some((item) => item.found)) ctx.addIssue({ code: 'custom', message: 'items start not found' });
    if ((level.procedure !== undefined) !== level.palette.includes('call')) {
      ctx.addIssue({ code: 'custom', message: 'a level offers the Call block exactly when it names a procedure' });
    }
  });

/** A small world of levels that introduces one idea. */
export const WorldSchema = z.object({
  id: slug,
  title: text,
  titleKo: text,
  /** The one idea the world teaches, in a line. */
  idea: text,
  ideaKo: text,
  icon,
  levels: z.array(GameLevelSchema).min(1),
});
