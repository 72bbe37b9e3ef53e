import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/book/charlotte-birthday');

export default function Page() {
  return <UnderConstruction path="/book/charlotte-birthday" />;
}
