import { QueryProvider } from '../app/query-provider';
import { pageMeta } from '../app/seo';
import { CareerPlanner } from '../features/career-planner/career-planner';

export const meta = () => pageMeta('/career-planner');

export default function Page() {
  return (
    <QueryProvider>
      <CareerPlanner />
    </QueryProvider>
  );
}
