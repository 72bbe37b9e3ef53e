import type { ContainerBlock, PaletteKind, Program, ProgramBlock } from '@/shared/adventure';

/** Makes the block a palette button stands for; the caller supplies a fresh id. */
export function createBlock(kind: PaletteKind, id: string): ProgramBlock {
  switch (kind) {
    case 'collect':
      return { id, type: 'collect' };
    case 'forward':
      return { id, type: 'forward' };
    case 'turn-left':
      return { id, type: 'turn', turn: 'left' };
    case 'turn-right':
      return { id, type: 'turn', turn: 'right' };
    case 'call':
      return { id, type: 'call' };
    case 'repeat-2':
      return { id, type: 'loop', times: 2, steps: [] };
    case 'repeat-3':
      return { id, type: 'loop', times: 3, steps: [] };
    case 'repeat-4':
      return { id, type: 'loop', times: 4, steps: [] };
    case 'repeat-5':
      return { id, type: 'loop', times: 5, steps: [] };
    case 'repeat-6':
      return { id, type: 'loop', times: 6, steps: [] };
    case 'repeat-until':
      return { id, type: 'until', steps: [] };
    case 'if-ahead':
      return { id, type: 'if', condition: 'path-ahead', steps: [] };
    case 'if-left':
      return { id, type: 'if', condition: 'path-left', steps: [] };
    case 'if-right':
      return { id, type: 'if', condition: 'path-right', steps: [] };
    default:
      return { id, type: 'move', direction: kind };
  }
}

export function isContainer(block: ProgramBlock | undefined): block is ContainerBlock {
  return block?.type === 'loop' || block?.type === 'until' || block?.type === 'if';
}

/** The block with this id, wherever it sits, and the chain of containers above it (outermost first). */
export function findBlock(program: Program, id: string, above: ContainerBlock[] = []): { block: ProgramBlock; above: ContainerBlock[] } | null {
  for (const block of program) {
    if (block.id === id) return { block, above };
    if (isContainer(block)) {
      const found = findBlock(block.steps, id, [...above, block]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Where a new block may go: into the container `intoId` when it is allowed there, otherwise at the end of the
 * list. A container holds at most one container level (so a child reads every program at two depths at most),
 * and a repeat never goes inside a repeat: the spec's rule, kept in every world.
 */
function canHold(program: Program, intoId: string, block: ProgramBlock): boolean {
  const found = findBlock(program, intoId);
  if (!found || !isContainer(found.block)) return false;
  if (!isContainer(block)) return true;
  if (found.above.length > 0) return false;
  return !(block.type === 'loop' && found.block.type === 'loop');
}

/** Adds a block at the end of the program, or at the end of the container `intoId` when it may go there. */
export function appendBlock(program: Program, block: ProgramBlock, intoId: string | null = null): Program {
  if (intoId === null || !canHold(program, intoId, block)) return [...program, block];
  const into = (blocks: Program): Program =>
    blocks.map((b) => (b.id === intoId && isContainer(b) ? { ...b, steps: [...b.steps, block] } : isContainer(b) ? { ...b, steps: into(b.steps) } : b));
  return into(program);
}

/** Removes one block wherever it is; removing a container removes the blocks it holds. */
export function removeBlock(program: Program, id: string): Program {
  return program.filter((b) => b.id !== id).map((b) => (isContainer(b) ? { ...b, steps: removeBlock(b.steps, id) } : b));
}

/** How many blocks a child placed, counting the ones inside containers. */
export function countBlocks(program: Program): number {
  return program.reduce((n, b) => n + 1 + (isContainer(b) ? countBlocks(b.steps) : 0), 0);
}

/** The palette button that makes this block. */
export function blockKind(block: ProgramBlock): PaletteKind {
  switch (block.type) {
    case 'move':
      return block.direction;
    case 'turn':
      return block.turn === 'left' ? 'turn-left' : 'turn-right';
    case 'loop':
      return `repeat-${block.times}`;
    case 'until':
      return 'repeat-until';
    case 'if':
      return block.condition === 'path-ahead' ? 'if-ahead' : block.condition === 'path-left' ? 'if-left' : 'if-right';
    default:
      return block.type;
  }
}
