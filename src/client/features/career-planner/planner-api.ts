import { CareerRecommendationListSchema, NextStepsSchema, type CareerRecommendation } from '@/shared/career';
import { QuadrantListsSchema, type QuadrantLists } from '@/shared/quadrant';
import { ApiResponseError, getJson, postJson } from '../../lib/api';

/** The board as the planner reads it: the query form of the call (docs/product.md §7). */
export async function fetchBoard(sessionId: string): Promise<QuadrantLists> {
  return getJson(`/api/quadrant-board?sessionId=${encodeURIComponent(sessionId)}`, QuadrantListsSchema, 'Failed to fetch quadrant data');
}

/**
 * Each run asks the server for a fresh set first (its answer is not read), then reads the stored list. `page` is
 * the set this tab is on: the server answers an unchanged board with the same careers for the same page.
 */
export async function fetchFreshRecommendations(sessionId: string, page: number): Promise<CareerRecommendation[]> {
  await postJson('/api/career-recommendations/generate', { sessionId, page });
  return getJson(
    `/api/career-recommendations/${encodeURIComponent(sessionId)}`,
    CareerRecommendationListSchema,
    (status) => `Failed to fetch recommendations: ${status}`,
  );
}

export async function generateRecommendations(sessionId: string): Promise<void> {
  const res = await postJson('/api/career-recommendations/generate', { sessionId });
  if (!res.ok) throw new ApiResponseError('Failed to generate', res.status);
}

export async function fetchNextSteps(sessionId: string, career: CareerRecommendation): Promise<string[]> {
  const res = await postJson('/api/career-recommendations/next-steps', { sessionId, career });
  if (!res.ok) throw new ApiResponseError('Failed to fetch next steps', res.status);
  return NextStepsSchema.parse(await res.json()).nextSteps;
}
