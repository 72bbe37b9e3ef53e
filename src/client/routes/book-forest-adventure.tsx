import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/book/forest-adventure');

export default function Page() {
  return <UnderConstruction path="/book/forest-adventure" />;
}
