import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/multiplication-table');

export default function Page() {
  return <UnderConstruction path="/multiplication-table" />;
}
