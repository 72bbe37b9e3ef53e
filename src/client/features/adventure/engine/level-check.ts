import type { GameLevel, PaletteKind, Program } from '@/shared/adventure';
import { GameLevelSchema } from '@/shared/adventure-schema';
import { blockKind, isContainer } from './program';
import { traceRun } from './trace';

const kindsIn = (program: Program): PaletteKind[] => program.flatMap((b) => [blockKind(b), ...(isContainer(b) ? kindsIn(b.steps) : [])]);

/**
 * What is wrong with a level, in words, or nothing: it must parse (hints in both languages included), its
 * intended answer must use only the blocks it offers and must finish it through the game's own engine.
 */
export function levelProblems(level: GameLevel): string[] {
  const parsed = GameLevelSchema.safeParse(level);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join('.') || 'level'}: ${issue.message}`);
  const { program, procedure = [] } = level.solution;
  const problems: string[] = [];
  const offered = new Set(level.palette);
  for (const kind of new Set([...kindsIn(program), ...kindsIn(procedure)])) {
    if (!offered.has(kind)) problems.push(`the answer uses '${kind}', which the level does not offer`);
  }
  if (procedure.length > 0 && !level.procedure) problems.push('the answer builds a procedure the level does not have');
  const { end } = traceRun(level, program, procedure);
  if (end.kind !== 'level-complete') problems.push(`the intended answer does not finish the level: it ends '${end.kind}'`);
  return problems;
}
