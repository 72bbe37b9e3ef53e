import type { LoopBlock, PaletteKind, Program, ProgramBlock, SimpleBlock } from '@/shared/adventure';

/** Makes the block a palette button stands for; the caller supplies a fresh id. */
export function createBlock(kind: PaletteKind, id: string): ProgramBlock {
  switch (kind) {
    case 'collect':
      return { id, type: 'collect' };
    case 'repeat-3':
      return { id, type: 'loop', times: 3, steps: [] };
    case 'repeat-5':
      return { id, type: 'loop', times: 5, steps: [] };
    default:
      return { id, type: 'move', direction: kind };
  }
}

export function isLoop(block: ProgramBlock | undefined): block is LoopBlock {
  return block?.type === 'loop';
}

/**
 * Adds a block at the end of the program, or at the end of the repeat `intoLoopId`.
 * A repeat never goes inside another repeat: it is added at the top level instead.
 */
export function appendBlock(program: Program, block: ProgramBlock, intoLoopId: string | null = null): Program {
  if (intoLoopId === null || block.type === 'loop') return [...program, block];
  const simple: SimpleBlock = block;
  return program.map((b) => (b.id === intoLoopId && b.type === 'loop' ? { ...b, steps: [...b.steps, simple] } : b));
}

/** Removes one block wherever it is; removing a repeat removes the steps it holds. */
export function removeBlock(program: Program, id: string): Program {
  return program
    .filter((b) => b.id !== id)
    .map((b) => (b.type === 'loop' && b.steps.some((s) => s.id === id) ? { ...b, steps: b.steps.filter((s) => s.id !== id) } : b));
}

/** How many blocks a child placed, counting the ones inside repeats. */
export function countBlocks(program: Program): number {
  return program.reduce((n, b) => n + 1 + (b.type === 'loop' ? b.steps.length : 0), 0);
}
