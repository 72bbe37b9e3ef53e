import { careerCatalogue, type CareerEntry } from '@/content/careers';
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

/**
 * Order of preference: careers the child's cards lead to and that were not shown lately, then those shown
 * before, then careers to explore, and careers a dislike speaks against last. The newest set is never repeated.
 */
function tierOf(score: CareerScore, seenBefore: boolean): number {
  if (score.reasons.length > 0 && score.raw > 0) return seenBefore ? 1 : 0;
  if (score.raw >= 0) return seenBefore ? 3 : 2;
  return 4;
}

export function rankCareers(input: RecommendInput, catalogue: readonly CareerEntry[] = careerCatalogue): Candidate[] {
  const [newest = [], ...older] = input.previousSets;
  const latest = new Set(newest);
  const seen = new Set(older.flat());
  return catalogue
    .filter((entry) => !latest.has(entry.title))
    .map((entry) => {
      const score = scoreCareer(entry, input.board);
      return { entry, score, tier: tierOf(score, seen.has(entry.title)), tieBreak: stableHash(`${input.seed}:${entry.id}`) };
    })
    .sort((a, b) => a.tier - b.tier || b.score.matchScore - a.score.matchScore || b.score.raw - a.score.raw || a.tieBreak - b.tieBreak);
}

export function toRecommendation(entry: CareerEntry, score: CareerScore): CareerRecommendation {
  return {
    title: entry.title,
    description: entry.description,
    matchScore: score.matchScore,
    reasons: score.reasons.length > 0 ? score.reasons : [EXPLORE_REASON],
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
    recommend: async (input) =>
      rankCareers(input, catalogue)
        .slice(0, CAREER_SET_SIZE)
        .map((c) => toRecommendation(c.entry, c.score)),
    nextSteps: async (input) => catalogueNextSteps(input, catalogue),
  };
}
