import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/career-planner');

export default function Page() {
  return <UnderConstruction path="/career-planner" />;
}
