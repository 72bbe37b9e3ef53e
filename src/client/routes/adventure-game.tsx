import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/adventure-game');

export default function Page() {
  return <UnderConstruction path="/adventure-game" />;
}
