import { cardActivities, careerCatalogue, type CareerEntry } from '@/content/careers';
import { quadrantCards, type QuadrantCard } from '@/shared/quadrant';
import type { NextStepsInput } from './recommender';

const NEXT_STEPS_COUNT = 5;

const isCard = (text: string): text is QuadrantCard => (quadrantCards as readonly string[]).includes(text);

/**
 * The catalogue's fun activities for the career, topped up with one activity for each card the child likes
 * that led to it; for a career the catalogue does not know (an LLM's), activities from its cards and the board.
 */
export function catalogueNextSteps(input: NextStepsInput, catalogue: readonly CareerEntry[] = careerCatalogue): string[] {
  const { career, board } = input;
  const entry = catalogue.find((c) => c.title === career.title);
  const ownCards = career.reasons.filter(isCard);
  const boardCards = [...board.strengths, ...board.likes];
  const generic = [
    `${career.title}에 관한 책이나 영상 찾아보기`,
    `${career.title} 일을 하는 어른께 궁금한 점 여쭤보기`,
    '어른이 된 나의 하루를 그림으로 그려 보기',
  ];
  const candidates = entry
    ? [...entry.activities, ...ownCards.map((card) => cardActivities[card])]
    : [...ownCards, ...boardCards].map((card) => cardActivities[card]).concat(generic);
  return [...new Set(candidates)].slice(0, NEXT_STEPS_COUNT);
}
