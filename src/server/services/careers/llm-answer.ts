import { z } from 'zod';
import { CAREER_SET_SIZE, CareerRecommendationSchema, careerStages, EXPLORE_REASON, NextStepsSchema, type CareerRecommendation } from '@/shared/career';
import type { QuadrantLists } from '@/shared/quadrant';

const MIN_CAREERS = 3;
const MIN_NEXT_STEPS = 3;
// Emoji print as empty boxes in the PDF font; the prompt forbids them, this makes sure.
const PICTOGRAPHS = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu;

const tidy = (text: string) =>
  text
    .replace(PICTOGRAPHS, '')
    .replace(/\s{2,}/g, ' ')
    .trim();

const CareersAnswerSchema = z.object({ careers: z.array(CareerRecommendationSchema).min(MIN_CAREERS).max(12) });

/**
 * Checks a model's career answer with the shared schema and makes it safe to store: every stage filled,
 * no repeats of what was shown, reasons limited to the child's strengths and likes, a whole-number score.
 * Throws when too little is left, so the caller falls back to the catalogue.
 */
export function parseCareersAnswer(answer: unknown, board: QuadrantLists, avoidTitles: readonly string[]): CareerRecommendation[] {
  const { careers } = CareersAnswerSchema.parse(answer);
  const positive = new Set<string>([...board.strengths, ...board.likes]);
  const avoid = new Set(avoidTitles);
  const kept: CareerRecommendation[] = [];
  for (const career of careers) {
    const title = tidy(career.title);
    if (!title || avoid.has(title) || kept.some((k) => k.title === title)) continue;
    const roadmap = Object.fromEntries(careerStages.map((s) => [s, career.roadmap[s].map(tidy).filter(Boolean)])) as CareerRecommendation['roadmap'];
    if (careerStages.some((s) => roadmap[s].length === 0)) continue;
    const reasons = [...new Set(career.reasons.map(tidy).filter((r) => positive.has(r)))];
    kept.push({
      title,
      description: tidy(career.description),
      matchScore: Math.round(Math.min(98, Math.max(30, career.matchScore ?? 70))),
      reasons: reasons.length > 0 ? reasons : [EXPLORE_REASON],
      roadmap,
    });
  }
  if (kept.length < MIN_CAREERS) throw new Error(`only ${kept.length} usable careers in the answer`);
  return kept.slice(0, CAREER_SET_SIZE);
}

export function parseNextStepsAnswer(answer: unknown): string[] {
  const steps = [...new Set(NextStepsSchema.parse(answer).nextSteps.map(tidy).filter(Boolean))];
  if (steps.length < MIN_NEXT_STEPS) throw new Error(`only ${steps.length} next steps in the answer`);
  return steps;
}
