import { AdventureGame } from '@/client/features/adventure/adventure-game';
import { pageMeta } from '../app/seo';
import { WhoIsPlayingPrompt } from '../lib/family-progress/who-is-playing-prompt';

export const meta = () => pageMeta('/adventure-game');

export default function Page() {
  return (
    <>
      <WhoIsPlayingPrompt />
      <AdventureGame />
    </>
  );
}
