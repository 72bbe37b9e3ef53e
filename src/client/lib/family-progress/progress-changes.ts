import type { FamilyProgress } from '@/shared/family-progress';

/** The last answer per code, shown while a page reads it again. Kept apart from the reader's imports' zod. */
export const keptProgress = new Map<string, FamilyProgress>();
const listeners = new Set<(code: string) => void>();

/** The family's progress changed (a delete, a stretch of reading sent): every page showing it reads it again. */
export function familyProgressChanged(code: string): void {
  keptProgress.delete(code);
  for (const listener of listeners) listener(code);
}

export function onFamilyProgressChange(listener: (code: string) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
