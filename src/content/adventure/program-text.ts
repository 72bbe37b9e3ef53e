import type { Condition, LoopBlock, Program, ProgramBlock, SimpleBlock } from '@/shared/adventure';

const simple: Record<string, (id: string) => SimpleBlock> = {
  U: (id) => ({ id, type: 'move', direction: 'up' }),
  D: (id) => ({ id, type: 'move', direction: 'down' }),
  L: (id) => ({ id, type: 'move', direction: 'left' }),
  R: (id) => ({ id, type: 'move', direction: 'right' }),
  C: (id) => ({ id, type: 'collect' }),
  F: (id) => ({ id, type: 'forward' }),
  TL: (id) => ({ id, type: 'turn', turn: 'left' }),
  TR: (id) => ({ id, type: 'turn', turn: 'right' }),
  P: (id) => ({ id, type: 'call' }),
};
const conditions: Record<string, Condition> = { '?A': 'path-ahead', '?L': 'path-left', '?R': 'path-right' };

/**
 * A program from a short text, so a level's intended answer reads like the blocks on screen:
 * `R R C` is right, right, collect; `3(R U)` repeats right and up three times; `G(R)` repeats until the
 * goal; `?L(TL) F` turns left when there is a path to the left, then goes forward; `P` calls the procedure.
 */
export function programFromText(text: string, idPrefix = 't'): Program {
  const tokens = text.match(/\(|\)|[^\s()]+\(?/g) ?? [];
  let n = 0;
  let at = 0;
  const list = (closing: boolean): Program => {
    const blocks: ProgramBlock[] = [];
    while (at < tokens.length) {
      const token = tokens[at++]!;
      if (token === ')') {
        if (!closing) throw new Error(`an extra ')' in '${text}'`);
        return blocks;
      }
      const id = `${idPrefix}${++n}`;
      if (token.endsWith('(')) {
        const head = token.slice(0, -1);
        const steps = list(true);
        if (head === 'G') blocks.push({ id, type: 'until', steps });
        else if (conditions[head]) blocks.push({ id, type: 'if', condition: conditions[head], steps });
        else if (/^[2-6]$/.test(head)) blocks.push({ id, type: 'loop', times: Number(head) as LoopBlock['times'], steps });
        else throw new Error(`'${token}' is not a block that holds blocks`);
        continue;
      }
      const make = simple[token];
      if (!make) throw new Error(`'${token}' is not a block: use U D L R C F TL TR P, or 3(…), G(…), ?A(…), ?L(…), ?R(…)`);
      blocks.push(make(id));
    }
    if (closing) throw new Error(`a '(' is never closed in '${text}'`);
    return blocks;
  };
  return list(false);
}
