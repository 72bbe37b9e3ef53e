import type { Direction, Program } from '@/shared/adventure';

export type Action = { type: 'move'; direction: Direction } | { type: 'collect' };

/** One thing the character does, and which block on screen to highlight while it happens. */
export interface Step {
  action: Action;
  /** The top-level block this step comes from. */
  blockId: string;
  /** For a step inside a repeat: the inner block, and which time round this is (1-based). */
  inner?: { blockId: string; round: number; times: number };
}

/** Unrolls repeats into the flat list of steps the run will take, in order. */
export function flattenProgram(program: Program): Step[] {
  const steps: Step[] = [];
  for (const block of program) {
    if (block.type !== 'loop') {
      steps.push({ action: toAction(block), blockId: block.id });
      continue;
    }
    for (let round = 1; round <= block.times; round++) {
      for (const inner of block.steps) {
        steps.push({ action: toAction(inner), blockId: block.id, inner: { blockId: inner.id, round, times: block.times } });
      }
    }
  }
  return steps;
}

function toAction(block: { type: 'move'; direction: Direction } | { type: 'collect' }): Action {
  return block.type === 'move' ? { type: 'move', direction: block.direction } : { type: 'collect' };
}
