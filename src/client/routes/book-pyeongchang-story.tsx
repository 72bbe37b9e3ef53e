import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/book/pyeongchang-story');

export default function Page() {
  return <UnderConstruction path="/book/pyeongchang-story" />;
}
