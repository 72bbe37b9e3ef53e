import type { HazardType } from '@/shared/adventure';
import type { Feedback } from './engine/game-reducer';

/** The hazard alert, worded as SPEC §8 gives it. */
export function hazardMessage(type: HazardType): string {
  return `Oops! You hit a ${type}! Try again.`;
}

const hazardMessageKo: Record<HazardType, string> = {
  fire: '앗, 불에 닿았어요! 다시 해 볼까요?',
  spike: '앗, 가시에 찔렸어요! 다시 해 볼까요?',
};

export function hazardMessageInKorean(type: HazardType): string {
  return hazardMessageKo[type];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the helper line under the map says, in words an 8-year-old can read alone. */
export function feedbackMessage(feedback: Feedback): string | null {
  if (!feedback) return null;
  switch (feedback.kind) {
    case 'bumped':
      return 'Bump! That is the edge of the map.';
    case 'nothing-here':
      return 'Nothing to pick up here.';
    case 'collected':
      return `You got the ${feedback.itemName}! +${feedback.points} points`;
    case 'unfinished':
      return `The program ended. ${plural(feedback.itemsLeft, 'treasure is', 'treasures are')} still hiding. Add blocks and press Run again!`;
  }
}

/** "Bunny's Apple", "The Queen's Crown": whose treasure it is, as a label. */
export function treasureLabel(item: { name: string; belongsTo: string }): string {
  return `${item.belongsTo.charAt(0).toUpperCase()}${item.belongsTo.slice(1)}’s ${item.name}`;
}
