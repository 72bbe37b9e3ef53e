import type { HazardType } from '@/shared/adventure';
import { ownerNamesKo, treasureNamesKo } from '@/content/adventure/korean-names';
import type { Feedback } from './engine/game-reducer';

/** 을 after a final consonant (사과를, 열쇠를, 왕관을): Korean picks the particle by the word's last sound. */
export function withObjectParticle(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  const isSyllable = last >= 0xac00 && last <= 0xd7a3;
  return `${word}${isSyllable && (last - 0xac00) % 28 !== 0 ? '을' : '를'}`;
}

/** The hazard alert, worded as docs/product.md §8 gives it. */
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

/** What the helper line under the map says, in Korean words an 8-year-old can read alone. */
export function feedbackMessageKo(feedback: Feedback): string | null {
  if (!feedback) return null;
  switch (feedback.kind) {
    case 'bumped':
      return '쿵! 더 갈 수 없어요.';
    case 'turned':
      return '빙글! 몸을 돌렸어요.';
    case 'nothing-here':
      return '여기에는 주울 것이 없어요.';
    case 'collected':
      return `${withObjectParticle(treasureNamesKo[feedback.itemName] ?? feedback.itemName)} 주웠어요! +${feedback.points}점`;
    case 'unfinished':
      return feedback.itemsLeft > 0
        ? `프로그램이 끝났어요. 보물이 ${feedback.itemsLeft}개 더 숨어 있어요. 블록을 더 넣고 다시 ‘실행’을 눌러요!`
        : '프로그램이 끝났어요. 아직 깃발에 닿지 않았어요. 블록을 더 넣고 다시 ‘실행’을 눌러요!';
    case 'too-long':
      return '같은 자리를 맴돌고 있어서 멈췄어요. 블록을 다시 살펴봐요!';
  }
}

/** The same line in English, shown quietly under the Korean. */
export function feedbackMessage(feedback: Feedback): string | null {
  if (!feedback) return null;
  switch (feedback.kind) {
    case 'bumped':
      return 'Bump! You cannot go that way.';
    case 'turned':
      return 'Spin! You turned around.';
    case 'nothing-here':
      return 'Nothing to pick up here.';
    case 'collected':
      return `You got the ${feedback.itemName}! +${feedback.points} points`;
    case 'unfinished':
      return feedback.itemsLeft > 0
        ? `The program ended. ${plural(feedback.itemsLeft, 'treasure is', 'treasures are')} still hiding. Add blocks and press Run again!`
        : 'The program ended before the flag. Add blocks and press Run again!';
    case 'too-long':
      return 'You were going round in circles, so we stopped. Check your blocks!';
  }
}

/** '토끼의 사과', '여왕님의 왕관': whose treasure it is, in Korean. */
export function treasureLabelKo(item: { name: string; belongsTo: string }): string {
  return `${ownerNamesKo[item.belongsTo] ?? item.belongsTo}의 ${treasureNamesKo[item.name] ?? item.name}`;
}

/** "Bunny's Apple", "The Queen's Crown": whose treasure it is, as a label. */
export function treasureLabel(item: { name: string; belongsTo: string }): string {
  return `${item.belongsTo.charAt(0).toUpperCase()}${item.belongsTo.slice(1)}’s ${item.name}`;
}
