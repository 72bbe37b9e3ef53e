import type { CareerRecommendation } from '@/shared/career';
import type { QuadrantLists } from '@/shared/quadrant';
import { careerPlanContent } from './career-plan-content';
import { careerPlanFileName } from './career-plan-file-name';

/**
 * Renders the plan in the browser and downloads it. The PDF engine and the fonts load only now,
 * on the click, so the planner page itself stays light.
 */
export async function saveCareerPlanPdf(board: QuadrantLists, career: CareerRecommendation, activities: readonly string[]): Promise<void> {
  const [{ pdf }, { CareerPlanDocument }] = await Promise.all([import('@react-pdf/renderer'), import('./career-plan-document')]);
  const now = new Date();
  const content = careerPlanContent(board, career, activities, now);
  const blob = await pdf(<CareerPlanDocument content={content} />).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = careerPlanFileName(career.title, now);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them time before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
