import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/book/korean-charlotte-birthday/print');

export default function Page() {
  return <UnderConstruction path="/book/korean-charlotte-birthday/print" />;
}
