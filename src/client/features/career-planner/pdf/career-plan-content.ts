import { careerStages, careerStageTitles, displayMatchScore, type CareerRecommendation } from '@/shared/career';
import { quadrantZones, zoneTitles, type QuadrantLists } from '@/shared/quadrant';
import { plannerText } from '../planner-text';
import { koreanLongDate } from './career-plan-file-name';

export interface CareerPlanContent {
  heading: string;
  dateLine: string;
  board: { title: string; items: string }[];
  career: { title: string; description: string; match: string; reasons: string };
  stages: { title: string; items: string[]; preparing: boolean }[];
  activitiesHeading: string;
  activities: string[];
}

// The PDF font has no emoji: they would print as empty boxes.
const PICTOGRAPHS = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;
const printable = (text: string) =>
  text
    .replace(PICTOGRAPHS, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

/** Everything the PDF prints, in order (docs/product.md §9), as plain text so it can be checked without a renderer. */
export function careerPlanContent(board: QuadrantLists, career: CareerRecommendation, activities: readonly string[], now: Date): CareerPlanContent {
  return {
    heading: '나의 진로 계획',
    dateLine: `만든 날: ${koreanLongDate(now)}`,
    board: quadrantZones.map((zone) => ({
      title: `${zoneTitles[zone].ko} (${zoneTitles[zone].en})`,
      items: board[zone].length > 0 ? board[zone].join(', ') : '아직 없어요',
    })),
    career: {
      title: printable(career.title),
      description: printable(career.description),
      match: plannerText.match(displayMatchScore(career)),
      reasons: career.reasons.length > 0 ? `${plannerText.reasons}: ${career.reasons.map(printable).join(', ')}` : '',
    },
    stages: careerStages.map((stage) => {
      const items = career.roadmap[stage].map(printable).filter(Boolean);
      return { title: careerStageTitles[stage], items: items.length > 0 ? items : [plannerText.stagePreparing], preparing: items.length === 0 };
    }),
    activitiesHeading: plannerText.actionsHeading,
    activities: activities.map(printable).filter(Boolean),
  };
}
