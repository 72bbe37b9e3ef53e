import { AdventureGame } from '@/client/features/adventure/adventure-game';
import { pageMeta } from '../app/seo';

export const meta = () => pageMeta('/adventure-game');

export default function Page() {
  return <AdventureGame />;
}
