import { usePlayingProgress } from '../../lib/family-progress/use-playing-progress';
import { WhoIsPlaying } from '../../lib/family-progress/who-is-playing';

/**
 * The quiz's "누가 하나요? · Who's playing?" on a device with a family code: the family's children, one tap to
 * switch, and "someone new", the same choice the books and the adventure use. Loaded only on such a device.
 */
export default function QuizWhoIsPlaying() {
  const { code, familyNames, settled } = usePlayingProgress();
  if (!code || !settled) return null;
  return <WhoIsPlaying code={code} familyNames={familyNames} className="mt-6 text-left" />;
}
