import { cardActivities, careerCatalogue, type CareerEntry } from '@/content/careers';
import { quadrantCards, type QuadrantCard } from '@/shared/quadrant';
import type { NextStepsInput } from './recommender';

const NEXT_STEPS_COUNT = 5;

const isCard = (text: string): text is QuadrantCard => (quadrantCards as readonly string[]).includes(text);

/** What an activity has the child do, in its last two words ("일기 쓰기", "보드게임 만들어 보기" ends "만들어 보기"). */
const doing = (activity: string) => activity.split(/\s+/).slice(-2).join(' ');

/**
 * The catalogue's fun activities for the career, topped up with one activity for each further card the child likes
 * that led to it; for a career the catalogue does not know (an LLM's), activities from its cards and the board.
 * The career's own activities already do its main cards' (a game maker's plan builds a board game; adding the
 * 게임 card's "종이로 나만의 보드게임 만들어 보기" said it twice), so only its extra cards top it up, and never with
 * a second of one thing to do.
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
    ? [...entry.activities, ...ownCards.filter((card) => !entry.mainCards.includes(card)).map((card) => cardActivities[card])]
    : [...ownCards, ...boardCards].map((card) => cardActivities[card]).concat(generic);
  // One of each thing to do: a second diary ("…일기 쓰기") is not a new activity.
  const plan: string[] = [];
  for (const activity of candidates) if (!plan.some((kept) => doing(kept) === doing(activity))) plan.push(activity);
  return plan.slice(0, NEXT_STEPS_COUNT);
}
