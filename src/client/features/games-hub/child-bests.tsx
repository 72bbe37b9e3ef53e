import { useEffect } from 'react';
import type { ChildProgress } from '@/shared/family-progress';
import { usePlayingProgress } from '../../lib/family-progress/use-playing-progress';
import { WhoIsPlaying } from '../../lib/family-progress/who-is-playing';

/**
 * On a device with a family code: who is playing (one tap to switch), and that child's bests for the cards,
 * kept under the code so every device holding it shows them. Loaded only on such a device.
 */
export default function ChildBests({ onChild }: { onChild: (child: ChildProgress | null) => void }) {
  const { code, child, familyNames, settled } = usePlayingProgress();
  useEffect(() => onChild(settled ? child : null), [child, settled, onChild]);
  if (!code || !settled) return null;
  return <WhoIsPlaying code={code} familyNames={familyNames} className="mb-8" />;
}
