import { QueryProvider } from '../app/query-provider';
import { pageMeta } from '../app/seo';
import { QuadrantBoardPage } from '../features/quadrant-board/quadrant-board-page';

export const meta = () => pageMeta('/quadrant-board');

export default function Page() {
  return (
    <QueryProvider>
      <QuadrantBoardPage />
    </QueryProvider>
  );
}
