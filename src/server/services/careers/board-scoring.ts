import type { CareerEntry } from '@/content/careers';
import type { QuadrantCard, QuadrantLists, QuadrantZone } from '@/shared/quadrant';

// Likes and strengths pull a career up; a dislike pushes harder than a weakness, which a child can still grow.
const zoneFactor: Record<QuadrantZone, number> = { strengths: 1, likes: 1, weaknesses: -0.5, dislikes: -1 };
const MAIN_WEIGHT = 2;
const EXTRA_WEIGHT = 1;
// A percent from two things a child can see: how much of the career's cards they chose (share, most of the
// percent) and how many strong reasons there are (raw, each further one adding less). Share leads so that the
// percents separate: a career whose every card the child chose is near 98 %, one it meets on a single card near
// 55 %; with a high floor (the 50 % this once started from) every suggestion read 80 to 90 %.
const BASE_PERCENT = 30;
const SHARE_PERCENT = 62;
const REASONS_PERCENT = 10;
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
  const weighted = [...career.mainCards.map((card) => ({ card, weight: MAIN_WEIGHT })), ...career.extraCards.map((card) => ({ card, weight: EXTRA_WEIGHT }))];
  let raw = 0;
  const reasons: QuadrantCard[] = [];
  for (const { card, weight } of weighted) {
    const zone = zoneOf(board, card);
    if (!zone) continue;
    raw += weight * zoneFactor[zone];
    if (zoneFactor[zone] > 0) reasons.push(card);
  }
  const most = weighted.reduce((sum, { weight }) => sum + weight, 0);
  return { raw, matchScore: toPercent(raw, most), reasons };
}

/** raw out of the most this career could score, as a percent between 20 and 98 (30 for a career to explore). */
export function toPercent(raw: number, most: number): number {
  const share = most > 0 ? raw / most : 0;
  const percent = raw >= 0 ? BASE_PERCENT + SHARE_PERCENT * share + REASONS_PERCENT * (1 - Math.exp(-raw / CURVE)) : BASE_PERCENT + 5 * raw;
  return Math.round(Math.min(98, Math.max(20, percent)));
}
