import type { CareerEntry } from '@/content/careers';
import type { QuadrantCard, QuadrantLists, QuadrantZone } from '@/shared/quadrant';

// Likes and strengths pull a career up; a dislike pushes harder than a weakness, which a child can still grow.
const zoneFactor: Record<QuadrantZone, number> = { strengths: 1, likes: 1, weaknesses: -0.5, dislikes: -1 };
const MAIN_WEIGHT = 2;
const EXTRA_WEIGHT = 1;
// Shapes the raw score into a percent: 0 → 55 %, each further point gives less, capped at 98 %.
const BASE_PERCENT = 55;
const SPAN_PERCENT = 43;
const CURVE = 3;

export interface CareerScore {
  raw: number;
  matchScore: number;
  /** The child's strengths and likes that led to this career, the strongest first. */
  reasons: QuadrantCard[];
}

export function zoneOf(board: QuadrantLists, card: QuadrantCard): QuadrantZone | undefined {
  if (board.strengths.includes(card)) return 'strengths';
  if (board.likes.includes(card)) return 'likes';
  if (board.weaknesses.includes(card)) return 'weaknesses';
  if (board.dislikes.includes(card)) return 'dislikes';
  return undefined;
}

export function scoreCareer(career: CareerEntry, board: QuadrantLists): CareerScore {
  const weighted = [
    ...career.mainCards.map((card) => ({ card, weight: MAIN_WEIGHT })),
    ...career.extraCards.map((card) => ({ card, weight: EXTRA_WEIGHT })),
  ];
  let raw = 0;
  const reasons: QuadrantCard[] = [];
  for (const { card, weight } of weighted) {
    const zone = zoneOf(board, card);
    if (!zone) continue;
    raw += weight * zoneFactor[zone];
    if (zoneFactor[zone] > 0) reasons.push(card);
  }
  return { raw, matchScore: toPercent(raw), reasons };
}

export function toPercent(raw: number): number {
  const percent = raw >= 0 ? BASE_PERCENT + SPAN_PERCENT * (1 - Math.exp(-raw / CURVE)) : BASE_PERCENT + 5 * raw;
  return Math.round(Math.min(98, Math.max(30, percent)));
}
