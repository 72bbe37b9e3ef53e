import type { PaletteKind, ProgramBlock } from '@/shared/adventure';
import type { Action } from './engine/steps';

export interface BlockLook {
  /** What the block says on screen. */
  label: string;
  /** What a screen reader says. */
  spoken: string;
  icon: string;
  /** Tailwind colours: moves are blue, collect is green, repeats are purple. */
  tint: string;
}

const looks: Record<PaletteKind, BlockLook> = {
  up: { label: 'Up', spoken: 'Move up', icon: 'up-arrow', tint: 'bg-sky-100 text-sky-950 ring-sky-300' },
  down: { label: 'Down', spoken: 'Move down', icon: 'down-arrow', tint: 'bg-sky-100 text-sky-950 ring-sky-300' },
  left: { label: 'Left', spoken: 'Move left', icon: 'left-arrow', tint: 'bg-sky-100 text-sky-950 ring-sky-300' },
  right: { label: 'Right', spoken: 'Move right', icon: 'right-arrow', tint: 'bg-sky-100 text-sky-950 ring-sky-300' },
  collect: { label: 'Collect', spoken: 'Collect', icon: 'basket', tint: 'bg-emerald-100 text-emerald-950 ring-emerald-300' },
  'repeat-3': { label: 'Repeat 3x', spoken: 'Repeat 3 times', icon: 'repeat-button', tint: 'bg-violet-100 text-violet-950 ring-violet-300' },
  'repeat-5': { label: 'Repeat 5x', spoken: 'Repeat 5 times', icon: 'repeat-button', tint: 'bg-violet-100 text-violet-950 ring-violet-300' },
};

export function paletteLook(kind: PaletteKind): BlockLook {
  return looks[kind];
}

export function blockKind(block: ProgramBlock): PaletteKind {
  if (block.type === 'move') return block.direction;
  if (block.type === 'collect') return 'collect';
  return block.times === 3 ? 'repeat-3' : 'repeat-5';
}

export function blockLook(block: ProgramBlock): BlockLook {
  return looks[blockKind(block)];
}

/** The look of what a running step does, for the "now running" line under the map. */
export function actionLook(action: Action): BlockLook {
  return looks[action.type === 'move' ? action.direction : 'collect'];
}
