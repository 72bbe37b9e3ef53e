import { useEffect } from 'react';
import type { ChildProgress } from '@/shared/family-progress';
import { usePlayingProgress } from '../../lib/family-progress/use-playing-progress';
import { WhoIsPlaying } from '../../lib/family-progress/who-is-playing';

/**
 * On a device with a family code: who is playing (one tap to switch), and that child's bests for the cards,
 * kept under the code so every device holding it shows them. Loaded only on such a device.
 */
export default function ChildBests({ onChild }: { onChild: (child: ChildProgress | null | undefined) => void }) {
  const { code, child, familyNames, settled, known } = usePlayingProgress();
  // undefined until the server has answered, so the cards wait rather than show one record and then another;
  // offline, no child, so the cards show this device's own records.
  useEffect(() => onChild(settled ? (known ? child : null) : undefined), [child, settled, known, onChild]);
  if (!code || !settled) return null;
  return <WhoIsPlaying code={code} familyNames={familyNames} className="mb-8" />;
}
