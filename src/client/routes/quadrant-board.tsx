import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/quadrant-board');

export default function Page() {
  return <UnderConstruction path="/quadrant-board" />;
}
