import { pageMeta } from '../app/seo';
import { UnderConstruction } from '../ui/under-construction';

export const meta = () => pageMeta('/quiz-scores');

export default function Page() {
  return <UnderConstruction path="/quiz-scores" />;
}
