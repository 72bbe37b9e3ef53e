import type { z } from 'zod';
import type {
  CallBlockSchema,
  CharacterIdSchema,
  CharacterSchema,
  CollectBlockSchema,
  ConditionSchema,
  DirectionSchema,
  ForwardBlockSchema,
  GameItemSchema,
  GameLevelSchema,
  HazardSchema,
  HazardTypeSchema,
  LevelBackgroundSchema,
  MoveBlockSchema,
  PositionSchema,
  TurnBlockSchema,
  TurnSchema,
  WorldSchema,
} from './adventure-schema';

// The adventure's constants and types: what the page loads. The zod schemas that check every level
// (adventure-schema.ts) are for the tests and tools, so zod stays out of the page's script.

/** Business constants of the block-programming adventure (docs/product.md §9). */
export const POINTS_PER_ITEM = 50;
export const STEP_DELAY_MS = 1000;
export const LEVEL_COMPLETE_OVERLAY_MS = 2000;
/** The counts a repeat block may have: the spec's 3 and 5, and 2–6 in the later adventures. */
type RepeatCount = 2 | 3 | 4 | 5 | 6;
/** A run that takes this many steps (or checks this many blocks) has lost its way: it stops, so a loop never freezes the page. */
export const MAX_RUN_STEPS = 200;
export const MAX_RUN_CHECKS = 2000;
/** Failed runs before a level's hint shows. */
export const HINT_AFTER_FAILED_RUNS = 2;

export const characterIds = ['girl', 'boy', 'cat', 'dog', 'fairy', 'wizard', 'unicorn', 'robot'] as const;
export type CharacterId = z.infer<typeof CharacterIdSchema>;
export type Character = z.infer<typeof CharacterSchema>;
export type Direction = z.infer<typeof DirectionSchema>;
export type HazardType = z.infer<typeof HazardTypeSchema>;
export type Position = z.infer<typeof PositionSchema>;
export type GameItem = z.infer<typeof GameItemSchema>;
export type Hazard = z.infer<typeof HazardSchema>;
export type LevelBackground = z.infer<typeof LevelBackgroundSchema>;
export type Condition = z.infer<typeof ConditionSchema>;
export type Turn = z.infer<typeof TurnSchema>;
type MoveBlock = z.infer<typeof MoveBlockSchema>;
type CollectBlock = z.infer<typeof CollectBlockSchema>;
type ForwardBlock = z.infer<typeof ForwardBlockSchema>;
type TurnBlock = z.infer<typeof TurnBlockSchema>;
type CallBlock = z.infer<typeof CallBlockSchema>;
/** A block that does one thing (or runs the procedure) and holds nothing. */
export type SimpleBlock = MoveBlock | CollectBlock | ForwardBlock | TurnBlock | CallBlock;
/** Repeat a count of times (the spec's repeat 3× and 5×). */
export interface LoopBlock {
  id: string;
  type: 'loop';
  times: RepeatCount;
  steps: ProgramBlock[];
}
/** Repeat until the level's goal is reached. */
interface UntilBlock {
  id: string;
  type: 'until';
  steps: ProgramBlock[];
}
/** Run the inside only when the condition holds. */
interface IfBlock {
  id: string;
  type: 'if';
  condition: Condition;
  steps: ProgramBlock[];
}
export type ContainerBlock = LoopBlock | UntilBlock | IfBlock;
/** A block in the child's program (docs/product.md §3 Program block). */
export type ProgramBlock = SimpleBlock | ContainerBlock;
export type Program = ProgramBlock[];
/** Every block a palette can offer. */
export const paletteKinds = [
  'up',
  'down',
  'left',
  'right',
  'collect',
  'forward',
  'turn-left',
  'turn-right',
  'repeat-2',
  'repeat-3',
  'repeat-4',
  'repeat-5',
  'repeat-6',
  'repeat-until',
  'if-ahead',
  'if-left',
  'if-right',
  'call',
] as const;
export type PaletteKind = (typeof paletteKinds)[number];
/** The seven blocks of the spec's palette (docs/product.md §3): four moves, collect, repeat 3x, repeat 5x. */
export const specPalette: readonly PaletteKind[] = ['up', 'down', 'left', 'right', 'collect', 'repeat-3', 'repeat-5'];
export type GameLevel = z.infer<typeof GameLevelSchema>;
export type World = z.infer<typeof WorldSchema>;
