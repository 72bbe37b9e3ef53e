import type { PaletteKind, Program } from '@/shared/adventure';
import { appendBlock, createBlock } from '@/client/features/adventure/engine/program';

const kinds: Record<string, PaletteKind> = { U: 'up', D: 'down', L: 'left', R: 'right', C: 'collect' };

/**
 * Builds a program from a short text, for tests and level checks:
 * 'R R C' is right, right, collect; '5(R U)' is a repeat 5 holding right and up.
 */
export function programFromText(text: string): Program {
  let program: Program = [];
  let n = 0;
  const id = () => `t${++n}`;
  for (const token of text.match(/\d\([^)]*\)|\S+/g) ?? []) {
    const loop = /^(\d)\(([^)]*)\)$/.exec(token);
    if (loop) {
      const loopBlock = createBlock(loop[1] === '3' ? 'repeat-3' : loop[1] === '5' ? 'repeat-5' : invalid(token), id());
      program = appendBlock(program, loopBlock);
      for (const inner of (loop[2] ?? '').split(/\s+/).filter(Boolean)) {
        program = appendBlock(program, createBlock(kinds[inner] ?? invalid(inner), id()), loopBlock.id);
      }
      continue;
    }
    program = appendBlock(program, createBlock(kinds[token] ?? invalid(token), id()));
  }
  return program;
}

function invalid(token: string): never {
  throw new Error(`'${token}' is not a block: use U D L R C, or 3(...) and 5(...)`);
}
