import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/stories');

export default function Page() {
  return <UnderConstruction path="/stories" />;
}
