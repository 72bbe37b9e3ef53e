import type { CareerRecommendation } from '@/shared/career';
import type { QuadrantLists } from '@/shared/quadrant';

export interface RecommendInput {
  board: QuadrantLists;
  /**
   * Which set of the board's careers: 0 on every visit (the same careers for an unchanged board), one more for
   * each 'see other jobs'.
   */
  page: number;
  /** Titles of the sets already shown to this session, newest first, sent on 'see other jobs' (an LLM is told to avoid them); [] on a visit. */
  previousSets: readonly (readonly string[])[];
  /** Varies the order of equally good careers from child to child (the session id). */
  seed: string;
}

export interface NextStepsInput {
  board: QuadrantLists;
  career: CareerRecommendation;
}

/** Anything that can suggest careers for a board: the built-in catalogue engine or an LLM provider. */
export interface CareerRecommender {
  readonly name: string;
  recommend(input: RecommendInput): Promise<CareerRecommendation[]>;
  nextSteps(input: NextStepsInput): Promise<string[]>;
}

/** The part of a pino/Fastify logger the recommenders use. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}
