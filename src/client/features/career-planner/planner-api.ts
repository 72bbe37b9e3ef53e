import {
  CareerRecommendationListSchema,
  NextStepsSchema,
  type CareerRecommendation,
} from '@/shared/career';
import { QuadrantListsSchema, type QuadrantLists } from '@/shared/quadrant';
import { ApiResponseError, getJson, postJson } from '../../app/api';

/** The board as the planner reads it: the query form of the call (SPEC §7). */
export async function fetchBoard(sessionId: string): Promise<QuadrantLists> {
  const body = await getJson<unknown>(`/api/quadrant-board?sessionId=${encodeURIComponent(sessionId)}`, 'Failed to fetch quadrant data');
  return QuadrantListsSchema.parse(body);
}

/** Each run asks the server for a fresh set first (its answer is not read), then reads the stored list. */
export async function fetchFreshRecommendations(sessionId: string): Promise<CareerRecommendation[]> {
  await postJson('/api/career-recommendations/generate', { sessionId });
  const res = await fetch(`/api/career-recommendations/${encodeURIComponent(sessionId)}`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new ApiResponseError(`Failed to fetch recommendations: ${res.status}`, res.status);
  return CareerRecommendationListSchema.parse(await res.json());
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
