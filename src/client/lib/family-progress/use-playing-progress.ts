import type { ChildProgress } from '@/shared/family-progress';
import { useActiveFamilyCode } from '../family-code/active-code';
import { usePlayingChoice } from './playing-child';
import { useFamilyProgress } from './use-family-progress';

export interface PlayingProgress {
  /** The device's family code in use; null with no code (then nothing is shown and nothing sent). */
  code: string | null;
  /** The child chosen on this device under the code. */
  childName: string | null;
  /** That child's books and games as the server has them (empty for a child new to the family). */
  child: ChildProgress | null;
  /** Every child the family's records name, for the chooser. */
  familyNames: string[];
  /** Whether the server's answer has arrived (or failed), so the chooser need not wait forever. */
  settled: boolean;
  /** Whether the family's records are known (the server answered, now or earlier on this visit); offline, not. */
  known: boolean;
}

/** Who plays on this device under its family code, and what that child has read and played. */
export function usePlayingProgress(): PlayingProgress {
  const code = useActiveFamilyCode();
  const { name } = usePlayingChoice(code);
  const { progress, failed } = useFamilyProgress(code);
  const child = name ? (progress?.children.find((c) => c.name === name) ?? { name, books: [], days: [], games: [] }) : null;
  return {
    code,
    childName: name,
    child,
    familyNames: progress?.children.map((c) => c.name) ?? [],
    settled: progress !== null || failed,
    known: progress !== null,
  };
}
