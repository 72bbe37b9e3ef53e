import { careerCatalogue, dayToDay, type CareerEntry, type CareerKind, type CatalogueCareer } from '@/content/careers';
import { CAREER_SET_SIZE, EXPLORE_REASON, type CareerRecommendation } from '@/shared/career';
import { scoreCareer, type CareerScore } from './board-scoring';
import { catalogueNextSteps } from './catalogue-next-steps';
import type { CareerRecommender, RecommendInput } from './recommender';
import { stableHash } from './seeded-order';

interface Candidate {
  entry: CatalogueCareer;
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

const byScore = (a: Candidate, b: Candidate) => b.score.matchScore - a.score.matchScore || b.score.raw - a.score.raw || a.tieBreak - b.tieBreak;

/**
 * The careers the child's cards lead to, in an order that spreads across the kinds of work as the cards do: each
 * next career is the best of the kind shown least so far, among those at least half as strong as the strongest
 * (a career met on one card of a dozen never jumps ahead for its kind's sake). A child who likes drawing, games
 * and football meets an artist, a game maker and a player, not four jobs at a computer.
 */
function spreadByKind(leading: Candidate[]): Candidate[] {
  const left = [...leading].sort(byScore);
  const strongest = Math.max(0, ...left.map((c) => c.score.raw));
  const shown = new Map<CareerKind, number>();
  const order: Candidate[] = [];
  while (left.length > 0) {
    const strong = left.filter((c) => c.score.raw * 2 >= strongest);
    const pool = strong.length > 0 ? strong : left;
    const fewest = Math.min(...pool.map((c) => shown.get(c.entry.kind) ?? 0));
    const next = pool.find((c) => (shown.get(c.entry.kind) ?? 0) === fewest)!;
    order.push(next);
    shown.set(next.entry.kind, fewest + 1);
    left.splice(left.indexOf(next), 1);
  }
  return order;
}

/**
 * The whole catalogue ranked for one board: the careers the child's cards lead to (spread across kinds of work),
 * then careers to explore, then those a dislike speaks against. Depends on the board and the seed only, so an
 * unchanged board gets the same list on every visit.
 */
export function rankCareers(input: Pick<RecommendInput, 'board' | 'seed'>, catalogue: readonly CatalogueCareer[] = careerCatalogue): Candidate[] {
  const ranked = catalogue
    .map((entry) => {
      const score = scoreCareer(entry, input.board);
      return { entry, score, tier: tierOf(score), tieBreak: stableHash(`${input.seed}:${entry.id}`) };
    })
    .sort((a, b) => a.tier - b.tier || byScore(a, b));
  return [...spreadByKind(ranked.filter((c) => c.tier === 0)), ...ranked.filter((c) => c.tier > 0)];
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

/** The embedded default: needs no network and no key. Each set shows its best match first. */
export function createCatalogueRecommender(catalogue: readonly CatalogueCareer[] = careerCatalogue): CareerRecommender {
  return {
    name: 'catalogue',
    recommend: async (input) =>
      pageOf(rankCareers(input, catalogue), input.page, CAREER_SET_SIZE)
        .sort(byScore)
        .map((c) => toRecommendation(c.entry, c.score)),
    nextSteps: async (input) => catalogueNextSteps(input, catalogue),
  };
}
