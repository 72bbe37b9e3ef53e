import { useEffect, useState } from 'react';
import { familyCodeHeaders } from '@/shared/family-code';
import { FamilyProgressSchema, type FamilyProgress } from '@/shared/family-progress';
import { getJson } from '../api';

import { noteFamilyNames } from './playing-child';
import { keptProgress as kept, onFamilyProgressChange } from './progress-changes';

/** A fresh answer names the family's children: one this device saw before and that is gone was deleted elsewhere. */
function noteChildren(code: string, progress: FamilyProgress): void {
  const gone = noteFamilyNames(
    code,
    progress.children.map((c) => c.name),
  );
  if (gone.length === 0) return;
  // Loaded only when a delete elsewhere is noticed.
  import('./forget-deleted-children')
    .then(({ forgetDeletedChildren }) => forgetDeletedChildren(code, gone, progress.children.length === 0))
    .catch((error: unknown) => console.warn('what this device kept of deleted records could not all be removed', error));
}

export interface FamilyProgressState {
  progress: FamilyProgress | null;
  failed: boolean;
}

/**
 * The pages that show progress (library, games, adventure) do not load TanStack Query for this one read.
 * What each child of the family read and played, read from the server each time a page opens (the last
 * answer shows meanwhile). With no code nothing is asked and nothing is sent. Each answer is also how this
 * device learns that a child's records were deleted on another device (noteChildren).
 */
export function useFamilyProgress(code: string | null): FamilyProgressState {
  const [state, setState] = useState<FamilyProgressState & { code: string | null }>({ code, progress: code ? (kept.get(code) ?? null) : null, failed: false });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!code) return;
    return onFamilyProgressChange((changed) => {
      if (changed === code) setRound((n) => n + 1);
    });
  }, [code]);
  useEffect(() => {
    if (!code) return;
    let live = true;
    getJson('/api/family-progress', FamilyProgressSchema, 'Failed to load progress', familyCodeHeaders(code)).then(
      (progress) => {
        kept.set(code, progress);
        noteChildren(code, progress);
        if (live) setState({ code, progress, failed: false });
      },
      () => {
        if (live) setState((now) => ({ ...now, code, failed: true }));
      },
    );
    return () => {
      live = false;
    };
  }, [code, round]);
  if (state.code !== code) return { progress: code ? (kept.get(code) ?? null) : null, failed: false };
  return { progress: state.progress, failed: state.failed };
}
