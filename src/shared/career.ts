import { intBetween, zm } from './zod';
import { SessionIdSchema } from './quadrant';

/** The five stages of the plan, in the order the roadmap shows them (docs/product.md §2). */
export const careerStages = ['elementary', 'middle', 'high', 'university', 'career'] as const;
export type CareerStage = (typeof careerStages)[number];

export const careerStageTitles: Record<CareerStage, string> = {
  elementary: '초등학교 (한국, 지금)',
  middle: '중학교 (한국)',
  high: '고등학교 (한국)',
  university: '대학교 (미국)',
  career: '첫 직장 (미국·글로벌)',
};

const DEFAULT_MATCH_SCORE = 85;
/** Planner timing and retries (docs/product.md §9). */
export const BOARD_FETCH_RETRIES = 3;
export const RELOAD_AFTER_GENERATE_MS = 1000;
/** How many careers one 'generate' stores; the spec asks for a list, we keep it short enough to read. */
export const CAREER_SET_SIZE = 4;
const NEXT_STEPS_MAX = 8;
/** The reason given for a career suggested only to explore, when none of the child's liked cards lead to it. */
export const EXPLORE_REASON = '새로운 분야 탐험';
/** Shown when the next-steps call fails (docs/product.md §8). */
export const fallbackNextSteps = ['새로운 것을 하나 배워 보기', '친구와 함께 해 보기'] as const;

const TITLE_MAX = 60;
const TEXT_MAX = 300;
const ITEM_MAX = 200;

/** Trimmed text of 1 to max characters: classic zod's `z.string().trim().min(1).max(max)`. */
const trimmed = /* @__NO_SIDE_EFFECTS__ */ (max: number) => zm.string().check(zm.trim(), zm.minLength(1), zm.maxLength(max));
const item = /* @__PURE__ */ trimmed(ITEM_MAX);
// A missing stage is allowed (the page then says it is being prepared), so old or partial data still parses.
const stage = /* @__PURE__ */ zm._default(zm.array(item).check(zm.maxLength(8)), []);

const CareerRoadmapSchema = /* @__PURE__ */ zm.object({
  elementary: stage,
  middle: stage,
  high: stage,
  university: stage,
  career: stage,
});
export type CareerRoadmap = zm.infer<typeof CareerRoadmapSchema>;

export const CareerRecommendationSchema = /* @__PURE__ */ zm.object({
  title: trimmed(TITLE_MAX),
  description: trimmed(TEXT_MAX),
  matchScore: zm.optional(zm.number().check(zm.gte(0), zm.lte(100))),
  /** The board cards that led to this career. */
  reasons: zm._default(zm.array(trimmed(40)).check(zm.maxLength(20)), []),
  /** What the job is like on an ordinary day, in one line; absent from older sets and some LLM answers. */
  dayToDay: zm.optional(trimmed(TEXT_MAX)),
  roadmap: CareerRoadmapSchema,
});
export type CareerRecommendation = zm.infer<typeof CareerRecommendationSchema>;

export const CareerRecommendationListSchema = /* @__PURE__ */ zm.array(CareerRecommendationSchema);

/** How many times 'see other jobs' may move on; past the catalogue's end the sets start again from the top. */
export const CAREER_PAGE_MAX = 99;

/**
 * Body of POST /api/career-recommendations/generate. `page`: 0 (or absent) on every visit, so an unchanged
 * board gets the same careers; each 'see other jobs' asks for the next page.
 */
export const GenerateCareersBodySchema = /* @__PURE__ */ zm.strictObject({ sessionId: SessionIdSchema, page: zm.optional(intBetween(0, CAREER_PAGE_MAX)) });

/** Body of POST /api/career-recommendations/next-steps: the whole selected recommendation (docs/product.md §7). */
export const CareerNextStepsBodySchema = /* @__PURE__ */ zm.strictObject({ sessionId: SessionIdSchema, career: CareerRecommendationSchema });

export const NextStepsSchema = /* @__PURE__ */ zm.object({ nextSteps: zm.array(item).check(zm.maxLength(NEXT_STEPS_MAX)) });

/** Board cards that are school subjects: the planner names them apart from the other cards that led to a career. */
const SCHOOL_SUBJECT_CARDS: readonly string[] = ['수학', '영어', '과학', '미술', '음악', '체육'];

/** A career's reasons split into school subjects and the other cards, each in the order given. */
export function splitReasons(reasons: readonly string[]): { subjects: string[]; cards: string[] } {
  return {
    subjects: reasons.filter((r) => SCHOOL_SUBJECT_CARDS.includes(r)),
    cards: reasons.filter((r) => !SCHOOL_SUBJECT_CARDS.includes(r)),
  };
}

export const displayMatchScore = (career: Pick<CareerRecommendation, 'matchScore'>): number => Math.round(career.matchScore ?? DEFAULT_MATCH_SCORE);
