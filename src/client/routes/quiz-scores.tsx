import { QueryProvider } from '../app/query-provider';
import { pageMeta } from '../app/seo';
import { QuizReportPage } from '../features/quiz-report/quiz-report-page';

export const meta = () => pageMeta('/quiz-scores');

export default function Page() {
  return (
    <QueryProvider>
      <QuizReportPage />
    </QueryProvider>
  );
}
