import { careerCatalogue, dayToDay, type CareerEntry } from '@/content/careers';
import { CAREER_SET_SIZE, EXPLORE_REASON, type CareerRecommendation } from '@/shared/career';
import { scoreCareer, type CareerScore } from './board-scoring';
import { catalogueNextSteps } from './catalogue-next-steps';
import type { CareerRecommender, RecommendInput } from './recommender';
import { stableHash } from './seeded-order';

interface Candidate {
  entry: CareerEntry;
  score: CareerScore;
  tier: number;
  tieBreak: number;
}

/** Careers the child's cards lead to first, then careers to explore, and careers a dislike speaks against last. */
function tierOf(score: CareerScore): number {
  if (score.reasons.length > 0 && score.raw > 0) return 0;
  if (score.raw >= 0) return 1;
  return 2;
}

/**
 * The whole catalogue ranked for one board. Depends on the board and the seed only, so an unchanged board gets
 * the same list on every visit.
 */
export function rankCareers(input: Pick<RecommendInput, 'board' | 'seed'>, catalogue: readonly CareerEntry[] = careerCatalogue): Candidate[] {
  return catalogue
    .map((entry) => {
      const score = scoreCareer(entry, input.board);
      return { entry, score, tier: tierOf(score), tieBreak: stableHash(`${input.seed}:${entry.id}`) };
    })
    .sort((a, b) => a.tier - b.tier || b.score.matchScore - a.score.matchScore || b.score.raw - a.score.raw || a.tieBreak - b.tieBreak);
}

/** The page-th set of `size` down the ranking, starting again from the top once the catalogue runs out. */
export function pageOf<T>(ranked: readonly T[], page: number, size: number): T[] {
  if (ranked.length === 0) return [];
  const start = (page * size) % ranked.length;
  return Array.from({ length: Math.min(size, ranked.length) }, (_, i) => ranked[(start + i) % ranked.length]!);
}

export function toRecommendation(entry: CareerEntry, score: CareerScore): CareerRecommendation {
  return {
    title: entry.title,
    description: entry.description,
    matchScore: score.matchScore,
    reasons: score.reasons.length > 0 ? score.reasons : [EXPLORE_REASON],
    dayToDay: dayToDay[entry.id],
    roadmap: {
      elementary: [...entry.roadmap.elementary],
      middle: [...entry.roadmap.middle],
      high: [...entry.roadmap.high],
      university: [...entry.roadmap.university],
      career: [...entry.roadmap.career],
    },
  };
}

/** The embedded default: needs no network and no key. */
export function createCatalogueRecommender(catalogue: readonly CareerEntry[] = careerCatalogue): CareerRecommender {
  return {
    name: 'catalogue',
    recommend: async (input) => pageOf(rankCareers(input, catalogue), input.page, CAREER_SET_SIZE).map((c) => toRecommendation(c.entry, c.score)),
    nextSteps: async (input) => catalogueNextSteps(input, catalogue),
  };
}
