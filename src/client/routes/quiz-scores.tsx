import { QueryProvider } from '../app/query-provider';
import type { PageHandle } from '../app/page-lang';
import { pageMeta } from '../app/seo';
import { QuizScoresPage } from '../features/quiz-scores/quiz-scores-page';

export const handle: PageHandle = { marksFamilyDevice: true };

export const meta = () => pageMeta('/quiz-scores');

export default function Page() {
  return (
    <QueryProvider>
      <QuizScoresPage />
    </QueryProvider>
  );
}
